/** Errors of every API call, normalised as docs/business-rules.md#errors-from-the-api says. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE =
  'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The server's `message` where present; otherwise the status text
 * (docs/business-rules.md#errors-from-the-api), and a Spanish fallback when the status has no
 * text (HTTP/2 responses carry none).
 */
export function apiErrorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const message =
    typeof record.message === 'string' && record.message.length > 0
      ? record.message
      : statusText || `Error ${String(status)} del servidor`;
  const code = typeof record.code === 'string' ? record.code : undefined;
  const fields = isRecord(record.fields)
    ? Object.fromEntries(
        Object.entries(record.fields).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : undefined;
  return new ApiError(message, status, code, fields);
}
