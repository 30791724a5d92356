/**
 * A stand-in for the API in component tests: answers by "METHOD /path" (query string left out),
 * records every call (method, path, query, body, headers) so a test can check what was sent.
 */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

export type Answer =
  { status?: number; body: unknown } | ((call: RecordedCall) => { status?: number; body: unknown });

export function stubApi(answers: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('authorization'),
    };
    calls.push(call);
    const answer = answers[`${call.method} ${call.path}`];
    if (!answer)
      return jsonResponse(404, {
        code: 'NOT_FOUND',
        message: `Sin respuesta de prueba para ${call.method} ${call.path}`,
      });
    const { status = 200, body } = typeof answer === 'function' ? answer(call) : answer;
    return jsonResponse(status, body);
  }) as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
