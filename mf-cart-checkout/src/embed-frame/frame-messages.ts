import {
  EMBED_MESSAGE_SOURCE,
  EMBED_MESSAGES,
  EMBED_PROTOCOL_VERSION,
  EmbedHostMessage,
  embedOptionsProblem,
  matchesContract,
} from '@store/contracts';
import type { EmbedFrameMessage } from '@store/contracts';

/** A frame message without its envelope (`source`, `v`), which `frameMessage` adds. */
type WithoutEnvelope<T> = T extends unknown ? Omit<T, 'source' | 'v'> : never;
export type FrameMessageBody = WithoutEnvelope<EmbedFrameMessage>;

/** A frame → host message with the protocol's envelope (docs/embedding.md). */
export function frameMessage(body: FrameMessageBody): EmbedFrameMessage {
  return { source: EMBED_MESSAGE_SOURCE, v: EMBED_PROTOCOL_VERSION, ...body };
}

/** What arrives from the host, once checked: its options, or why they cannot be used. */
export type HostInput = { ok: true; message: EmbedHostMessage } | { ok: false; reason: string };

/**
 * Judges a `message` event. Null: not for us (another window, another origin, or not the
 * protocol's envelope at all: browser extensions and other scripts post messages too) and
 * ignored. Otherwise the checked message, or the Spanish reason it is refused.
 */
export function readHostMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  parent: Window,
  hostOrigin: string,
): HostInput | null {
  // Both: the origin alone would accept another frame of the host's page, the source alone a
  // page that navigated the parent elsewhere.
  if (event.source !== parent || event.origin !== hostOrigin) return null;
  const data: unknown = event.data;
  if (
    typeof data !== 'object' ||
    data === null ||
    !('source' in data) ||
    data.source !== EMBED_MESSAGE_SOURCE
  ) {
    return null;
  }
  if (!matchesContract(EmbedHostMessage, data)) return { ok: false, reason: EMBED_MESSAGES.invalidOptions };
  const problem = embedOptionsProblem(data.options);
  if (problem) return { ok: false, reason: `${EMBED_MESSAGES.invalidOptions}: ${problem}` };
  return { ok: true, message: data };
}

/** The one way the frame talks to the host: to its exact origin, never '*'. */
export interface HostChannel {
  post(body: FrameMessageBody): void;
  /** Starts listening; returns what stops it. */
  listen(onInput: (input: HostInput) => void): () => void;
}

export function hostChannel(win: Window, hostOrigin: string): HostChannel {
  return {
    post(body) {
      win.parent.postMessage(frameMessage(body), hostOrigin);
    },
    listen(onInput) {
      const handler = (event: MessageEvent) => {
        const input = readHostMessage(event, win.parent, hostOrigin);
        if (input) onInput(input);
      };
      win.addEventListener('message', handler);
      return () => win.removeEventListener('message', handler);
    },
  };
}
