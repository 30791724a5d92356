import { ApiError } from '@store/shared-kernel';

/** What the UI needs to know about a failed call: the Spanish message and the HTTP status. */
export interface ApiErrorInfo {
  message: string;
  /** 0 when the server was not reached. */
  status: number;
}

export const UNEXPECTED_ERROR_MESSAGE = 'Ocurrió un error inesperado. Intenta de nuevo.';

export function toErrorInfo(error: unknown): ApiErrorInfo {
  if (error instanceof ApiError) return { message: error.message, status: error.status };
  return { message: UNEXPECTED_ERROR_MESSAGE, status: 0 };
}

/** One server resource as the store keeps it. */
export interface RemoteResource<T> {
  status: 'loading' | 'succeeded' | 'failed';
  data: T | null;
  error: ApiErrorInfo | null;
  requestId: string;
}

/** True when a new request is needed (never asked, failed, or a forced retry). */
export function needsFetch(resource: RemoteResource<unknown> | undefined, force = false): boolean {
  if (!resource) return true;
  if (resource.status === 'loading') return false;
  return force || resource.status === 'failed';
}
