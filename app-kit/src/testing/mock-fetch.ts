/**
 * Request handlers for component tests: each test declares the API calls it expects; any
 * other request fails the test loudly instead of hanging or passing by accident.
 */
export type MockHandler = (request: {
  url: URL;
  method: string;
  body: unknown;
  headers: Headers;
}) =>
  | { status?: number; body?: unknown; statusText?: string }
  | Promise<{ status?: number; body?: unknown; statusText?: string }>;

export interface MockFetch {
  calls: { method: string; url: URL; body: unknown }[];
  unhandled: string[];
  restore(): void;
}

/** Keys are `METHOD /path` (query ignored), e.g. `'GET /menus'`. */
export function mockFetch(handlers: Record<string, MockHandler>): MockFetch {
  const original = globalThis.fetch;
  const state: MockFetch = {
    calls: [],
    unhandled: [],
    restore: () => {
      globalThis.fetch = original;
    },
  };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    state.calls.push({ method, url, body });
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) {
      const key = `${method} ${url.pathname}`;
      state.unhandled.push(key);
      throw new Error(`Solicitud no esperada en la prueba: ${key}`);
    }
    const result = await handler({ url, method, body, headers: new Headers(init?.headers) });
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status: result.status ?? 200,
      statusText: result.statusText ?? '',
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return state;
}
