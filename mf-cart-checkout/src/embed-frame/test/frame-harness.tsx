import { act } from '@testing-library/react';
import {
  EMBED_MESSAGE_SOURCE,
  EMBED_PROTOCOL_VERSION,
  EmbedFrameMessage,
  matchesContract,
} from '@store/contracts';
import type { EmbedCheckoutOptions, EmbedHostMessage } from '@store/contracts';
import { mockFetch } from '@store/app-kit/testing';
import type { MockFetch, MockHandler } from '@store/app-kit/testing';
import { buildProduct } from '../../test/builders';
import { setEmbedAttribution } from '../../features/checkout/embed-attribution';
import type { EmbedFrameConfig } from '../frame-config';
import { startEmbedFrame } from '../start-embed-frame';
import type { EmbedFrame } from '../start-embed-frame';

// The frame's test harness: a document like the API's `/embed/frame`, the host's messages, and
// what the frame posted to the host (checked against the contract on the way out).

export const HOST = 'http://localhost:3005';

export const FRAME_CONFIG: EmbedFrameConfig = {
  integrator: 'demo',
  name: 'Tienda Demo de Accesorios',
  hostOrigin: HOST,
  apiBaseUrl: 'http://api.test',
  checkoutOrigin: 'http://checkout.test',
};

export const FRAME_PATH = `/embed/frame?integrator=demo&origin=${encodeURIComponent(HOST)}`;

/** The two products of the host's default lines, as `GET /products/{id}` answers them. */
export const LAPTOP = buildProduct({
  id: 17,
  slug: 'laptop-hp-probook-450',
  name: 'Laptop HP ProBook 450',
  sku: 'HP-1',
  price: { sale: 18499, regular: 19999 },
  stock: 5,
});
export const MOUSE = buildProduct({ id: 202, price: { sale: 250, regular: 300 }, stock: 20 });

export const productHandlers: Record<string, MockHandler> = {
  'GET /products/17': () => ({ body: LAPTOP }),
  'GET /products/202': () => ({ body: MOUSE }),
};

export const LINES = [
  { productId: 17, qty: 1 },
  { productId: 202, qty: 2 },
];

export function hostMessage(
  type: EmbedHostMessage['type'],
  options: EmbedCheckoutOptions | Record<string, unknown>,
): Record<string, unknown> {
  return { source: EMBED_MESSAGE_SOURCE, v: EMBED_PROTOCOL_VERSION, type, options };
}

export interface FrameHarness {
  mockFetch(handlers: Record<string, MockHandler>): MockFetch;
  start(path?: string): EmbedFrame;
  /** A `message` event as the browser would deliver it (from the parent, the host's origin). */
  fromHost(data: unknown, from?: { origin?: string; source?: Window | null }): void;
  /** Every message the frame posted, in order; each checked against the contract and target. */
  sent(): EmbedFrameMessage[];
  /** The same without the height reports. */
  events(): EmbedFrameMessage[];
  container(): HTMLElement;
}

/** Fresh storages, a container, the parent's `postMessage` recorded; all undone after each test. */
export function setUpFrameTests(): FrameHarness {
  let frame: EmbedFrame | undefined;
  let fetchMock: MockFetch | undefined;
  let container: HTMLElement | undefined;
  let posted: jest.SpiedFunction<typeof window.postMessage> | undefined;

  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    container = document.body.appendChild(document.createElement('div'));
    // jsdom's top window is its own parent: what the frame posts to "the parent" lands here.
    posted = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  });

  afterEach(() => {
    act(() => frame?.stop());
    frame = undefined;
    container?.remove();
    fetchMock?.restore();
    fetchMock = undefined;
    setEmbedAttribution(null);
    window.history.replaceState(null, '', '/');
    jest.restoreAllMocks();
  });

  function sent(): EmbedFrameMessage[] {
    return (posted?.mock.calls ?? []).map((call) => {
      const [message, target] = call as unknown as [unknown, unknown];
      // Never '*': the card's page talks only to the host that framed it.
      expect(target).toBe(HOST);
      if (!matchesContract(EmbedFrameMessage, message)) {
        throw new Error(`Mensaje fuera del contrato: ${JSON.stringify(message)}`);
      }
      return message;
    });
  }

  return {
    mockFetch(handlers) {
      fetchMock = mockFetch(handlers);
      return fetchMock;
    },
    start(path = FRAME_PATH) {
      window.history.replaceState(null, '', path);
      const target = container;
      if (!target) throw new Error('sin contenedor');
      act(() => {
        frame = startEmbedFrame({ config: FRAME_CONFIG, container: target });
      });
      if (!frame) throw new Error('el frame no arrancó');
      return frame;
    },
    fromHost(data, { origin = HOST, source = window } = {}) {
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });
    },
    sent,
    events: () => sent().filter((message) => message.type !== 'resize'),
    container() {
      if (!container) throw new Error('sin contenedor');
      return container;
    },
  };
}
