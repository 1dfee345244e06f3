import type { z } from 'zod';
import { API_BASE } from '@energiek/contracts/constants';
import { isDevelopment } from './env.ts';
import { setGlobalError } from './global-error.ts';
import { navigateTo } from './navigation.ts';
import { ifMatchFor, recordRead, recordWrite } from './read-versions.ts';
import { getAuthToken } from './tokens.ts';

// The one HTTP client of the app: the spec's headers, the bearer token and the error catalogue (spec §8).

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;

  constructor(status: number, message: string, errors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** The first message for a field, if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  /** Parses (and strips) the response body. */
  schema?: z.ZodType<T>;
  /** Skips the global 401/403/5xx handling, e.g. for logout. */
  silent?: boolean;
  signal?: AbortSignal;
};

type ResponseListener = (response: Response) => void;
const responseListeners = new Set<ResponseListener>();

/** Every API response is reported here (the idle timer of spec §4 restarts on any response). */
export function onApiResponse(listener: ResponseListener): () => void {
  responseListeners.add(listener);
  return () => responseListeners.delete(listener);
}

export function apiUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function buildHeaders(path: string, options: RequestOptions<unknown>): Headers {
  const headers = new Headers(options.headers);
  const method = options.method ?? 'GET';
  if (method !== 'GET' && method !== 'DELETE' && !headers.has('if-match')) {
    const ifMatch = ifMatchFor(path);
    if (ifMatch) headers.set('if-match', ifMatch);
  }
  headers.set('accept', 'application/json');
  headers.set('x-requested-with', 'XMLHttpRequest');
  headers.set('x-development-mode', String(isDevelopment));
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const token = getAuthToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' ? record.message : '';
  const errors =
    typeof record.errors === 'object' && record.errors !== null ? (record.errors as FieldErrors) : {};
  return new ApiError(status, message, errors);
}

function handleGlobally(status: number): void {
  const path = window.location.pathname;
  if (status === 401) {
    // Already on the login page: the page itself shows what went wrong.
    if (path === '/login') return;
    const redirect = path.startsWith('/v3')
      ? `?redirect=${encodeURIComponent(path + window.location.search)}`
      : '';
    navigateTo(`/login${redirect}`, { replace: true });
  } else if (status === 403) {
    setGlobalError(403);
    navigateTo('/v3/forbidden');
  } else if (status >= 500) {
    setGlobalError(500);
  }
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(path, options),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, '');
  }
  for (const listener of responseListeners) listener(response);

  const body = await readBody(response);
  if (!response.ok) {
    if (!options.silent) handleGlobally(response.status);
    throw toApiError(response.status, body);
  }
  const method = options.method ?? 'GET';
  if (method === 'GET') recordRead(path, body);
  else recordWrite(path, method, body);
  return options.schema ? options.schema.parse(body) : (body as T);
}

/**
 * apiRequest whose answer is parsed by a schema that loads beside the request: for the calls a first
 * screen makes before anything else needs zod (the session's user and profile), so zod's download
 * overlaps the request instead of coming before the screen's script can run. The answer is parsed all
 * the same.
 */
export async function apiRequestParsed<T>(
  path: string,
  loadSchema: () => Promise<z.ZodType<T>>,
  options: Omit<RequestOptions<T>, 'schema'> = {},
): Promise<T> {
  const [schema, body] = await Promise.all([loadSchema(), apiRequest(path, options)]);
  return schema.parse(body);
}
