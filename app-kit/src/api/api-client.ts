import { getRuntimeConfig } from '@store/shared-kernel';
import { currentSessionToken } from '../session/session-token';
import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFromResponse } from './api-error';

export type QueryValue = string | number | boolean | undefined | null;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  /** Keys are sent as written, so `'filter[name]'` stays `filter[name]=...`. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The request outlives the page (a navigation or a closed tab does not cancel it): fetch's `keepalive`. */
  keepalive?: boolean;
}

/** Absolute URL of an API path, against the base URL of the run-time configuration. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = getRuntimeConfig().apiBaseUrl;
  const url = new URL(base + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * JSON over fetch with the logged-in customer's bearer token (from the page's session token
 * source), AbortSignal support and ApiError for every failure.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = currentSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'network-error');
  }

  const text = await response.text();
  let body: unknown = undefined;
  if (text.length > 0) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
  }
  if (!response.ok) throw apiErrorFromResponse(response.status, response.statusText, body);
  return body as T;
}
