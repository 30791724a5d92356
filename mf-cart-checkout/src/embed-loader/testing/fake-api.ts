/**
 * The loader's outside world in tests: the API's `/embed/session` through a mocked `fetch`
 * (real Response objects), and the frame's side of postMessage.
 */
import { waitFor, within } from '@testing-library/dom';
import type { EmbedFrameMessage } from '@store/contracts';

export const API_URL = 'http://localhost:3000';
export const FRAME_URL = `${API_URL}/embed/frame?integrator=demo&origin=http%3A%2F%2Flocalhost`;
export const FRAME_ORIGIN = 'http://localhost:3000';

/** `fetch` answering every request with `status` and `body` as JSON. */
export function answerSession(status: number, body: unknown): jest.SpiedFunction<typeof fetch> {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(body, { status }));
}

export const sessionOk = () =>
  answerSession(200, { integrator: 'demo', name: 'Tienda Demo de Accesorios', frameUrl: FRAME_URL });

/** Queries inside the element's shadow root (where the loader draws). */
export function inside(element: HTMLElement) {
  const root = element.shadowRoot;
  if (!root) throw new Error('the element has no shadow root');
  return within(root as unknown as HTMLElement);
}

/**
 * jsdom gives an iframe inside a shadow root no window (browsers do): the frame borrows the
 * window of an iframe in the light DOM, so `event.source` and `postMessage` behave as in a page.
 */
function giveWindow(frame: HTMLIFrameElement): void {
  const stand = document.createElement('iframe');
  stand.hidden = true;
  document.body.append(stand);
  const frameWindow = stand.contentWindow;
  Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => frameWindow });
}

/** The checkout's iframe, once the session answered. */
export async function findFrame(element: HTMLElement): Promise<HTMLIFrameElement> {
  const frame = await waitFor<HTMLIFrameElement>(() =>
    inside(element).getByTitle<HTMLIFrameElement>('Checkout de Tienda Tecnología HN'),
  );
  if (!frame.contentWindow) giveWindow(frame);
  return frame;
}

/** Spies on what the loader posts to the frame; `load()` is the frame's document loading. */
export function postsTo(frame: HTMLIFrameElement) {
  return jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
}

export const load = (frame: HTMLIFrameElement) => frame.dispatchEvent(new Event('load'));

type FrameMessageBody = EmbedFrameMessage extends infer M
  ? M extends unknown
    ? Omit<M, 'source' | 'v'>
    : never
  : never;

/** A message as the frame would post it: from its window and origin, with the protocol's envelope. */
export function fromFrame(
  frame: HTMLIFrameElement,
  body: FrameMessageBody | Record<string, unknown>,
  { origin = FRAME_ORIGIN, source = frame.contentWindow }: { origin?: string; source?: Window | null } = {},
): void {
  window.dispatchEvent(
    new MessageEvent('message', { data: { source: 'tienda-checkout', v: 1, ...body }, origin, source }),
  );
}
