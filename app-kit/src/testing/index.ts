export { mockFetch } from './mock-fetch';
export type { MockFetch, MockHandler } from './mock-fetch';
export { testRuntimeConfig } from './runtime-config';
