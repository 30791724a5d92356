/** What the API answers on a refusal: `{ code, message }` (api/src/http/errors.ts), message in Spanish. */
interface ApiErrorBody {
  code?: unknown;
  message?: unknown;
}

export const UNEXPECTED_ERROR = 'No se pudo completar la operación. Intenta de nuevo.';
export const NETWORK_ERROR = 'No hay conexión con el servidor. Revisa tu red e intenta de nuevo.';

function body(error: unknown): ApiErrorBody | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const { data } = error;
  return typeof data === 'object' && data !== null ? data : null;
}

/** The API's own Spanish message (409s are shown as they come), or a general one. */
export function apiErrorMessage(error: unknown): string {
  const message = body(error)?.message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (
    typeof error === 'object' &&
    error !== null &&
    (error as { status?: unknown }).status === 'FETCH_ERROR'
  ) {
    return NETWORK_ERROR;
  }
  return UNEXPECTED_ERROR;
}

/** The API's error code (`STAFF_LOCKED`, `INVALID_CREDENTIALS`...), when it sent one. */
export function apiErrorCode(error: unknown): string | null {
  const code = body(error)?.code;
  return typeof code === 'string' ? code : null;
}

/** The HTTP status of a failed call (a number), or null for a network failure. */
export function apiErrorStatus(error: unknown): number | null {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : null;
  return typeof status === 'number' ? status : null;
}
