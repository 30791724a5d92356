/**
 * `GET {apiUrl}/embed/session?integrator=KEY`: may this page embed the checkout, and which frame
 * to load. A simple CORS GET (no custom headers, no cookies), so the browser sends no preflight
 * and no third-party cookie; the API decides from the `Origin` header the browser adds.
 */
import type { EmbedErrorCode } from '@store/contracts';
import { isOneOf, isRecord } from './checks';
import { ERROR_CODES, MESSAGES } from './protocol-mirror';

export type SessionAnswer = { frameUrl: URL } | { code: EmbedErrorCode; message: string };

const FALLBACK_MESSAGES: Partial<Record<EmbedErrorCode, string>> = {
  'origin-not-allowed': MESSAGES.originNotAllowed,
  'unknown-integrator': MESSAGES.unknownIntegrator,
  'invalid-options': MESSAGES.invalidOptions,
};

const NETWORK: SessionAnswer = { code: 'network', message: MESSAGES.network };

/** A refusal's code: the API's own when it is one of the protocol's, else read from the status. */
function refusalCode(status: number, body: unknown): EmbedErrorCode {
  if (isRecord(body) && isOneOf(ERROR_CODES, body.code)) return body.code;
  if (status === 403) return 'origin-not-allowed';
  return status === 404 ? 'unknown-integrator' : 'network';
}

/** The frame's URL when it is an absolute http(s) URL (a relative one is read against the API's). */
function frameUrlOf(body: unknown, apiUrl: string): URL | null {
  if (!isRecord(body) || typeof body.frameUrl !== 'string') return null;
  try {
    const url = new URL(body.frameUrl, `${apiUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Asks the API for a session. Never throws: a refusal carries the API's Spanish message (403
 * origin not allowed, 404 unknown integrator), anything else reads as `network`.
 */
export async function requestSession(
  apiUrl: string,
  integrator: string,
  signal: AbortSignal,
): Promise<SessionAnswer> {
  try {
    const response = await fetch(`${apiUrl}/embed/session?integrator=${encodeURIComponent(integrator)}`, {
      credentials: 'omit',
      signal,
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const frameUrl = frameUrlOf(body, apiUrl);
      return frameUrl ? { frameUrl } : NETWORK;
    }
    const code = refusalCode(response.status, body);
    const message =
      isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
    return { code, message: message ?? FALLBACK_MESSAGES[code] ?? MESSAGES.network };
  } catch {
    return NETWORK;
  }
}
