// jsdom has no fetch; component tests talk to request handlers through Node's own
// fetch/Response, so the code under test uses the same API it uses in the browser.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'BroadcastChannel',
];

class JSDOMWithFetchEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of FROM_NODE) {
      if (typeof this.global[key] === 'undefined' && typeof globalThis[key] !== 'undefined') {
        this.global[key] = globalThis[key];
      }
    }
  }
}

module.exports = JSDOMWithFetchEnvironment;
