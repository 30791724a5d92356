import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ErrorBody } from '@store/contracts';
import { ApiError, apiRequest, type ApiRequestOptions } from '@store/app-kit';

/** One API call as an RTK Query endpoint describes it; the path is relative to the API base URL. */
export interface ApiCall extends Omit<ApiRequestOptions, 'signal'> {
  url: string;
}

/**
 * A failed call as it sits in the store: the API's error body (Spanish message, code, one
 * message per field) plus the HTTP status (0 when the server was not reached). A plain object,
 * so the store stays serialisable.
 */
export interface ApiFailure extends ErrorBody {
  status: number;
}

export const UNEXPECTED_ERROR_MESSAGE = 'Ocurrió un error inesperado. Intenta de nuevo.';

/** Code of a call cancelled because nobody waits for it any more (page left, newer request). */
export const ABORTED_CODE = 'aborted';

export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.fields ? { fields: error.fields } : {}),
    };
  }
  if (error instanceof DOMException && error.name === 'AbortError') {
    return { status: 0, message: UNEXPECTED_ERROR_MESSAGE, code: ABORTED_CODE };
  }
  return { status: 0, message: UNEXPECTED_ERROR_MESSAGE };
}

/** True for the `error` of an RTK Query hook or `unwrap()` that came from this base query. */
export function isApiFailure(error: unknown): error is ApiFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as Partial<ApiFailure>).status === 'number' &&
    typeof (error as Partial<ApiFailure>).message === 'string'
  );
}

/** The Spanish message to show for any error an RTK Query hook reports. */
export function failureMessage(error: unknown): string {
  return isApiFailure(error) ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

/**
 * The base query of every app's `createApi`: app-kit's `apiRequest` (run-time base URL,
 * the customer's bearer token from the bus, Spanish errors) with RTK Query's abort signal.
 * Response types come from the endpoint definitions, which take them from @store/contracts.
 */
export const storeBaseQuery: BaseQueryFn<ApiCall | string, unknown, ApiFailure> = async (
  call,
  { signal },
) => {
  const { url, ...options } = typeof call === 'string' ? { url: call } : call;
  try {
    return { data: await apiRequest<unknown>(url, { ...options, signal }) };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
};
