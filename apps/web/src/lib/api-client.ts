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
  for (const [name, value] of Object.entries(clientHeaders())) headers.set(name, value);
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  return headers;
}

/** The headers every API call sends (spec §8): JSON answers, the XHR marker, the mode and the bearer token. */
function clientHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    'x-development-mode': String(isDevelopment),
  };
  const token = getAuthToken();
  if (token) headers.authorization = `Bearer ${token}`;
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

/**
 * POSTs files as multipart/form-data (one file in the field `file`, several in `files` unless `field` says
 * otherwise), which apiRequest (JSON only) does not send, and parses the answer with `schema`. Rejects with
 * an ApiError: status 0 when the network fails, else the server's status, message and field errors (422).
 * Without apiRequest's global 401/403/5xx handling.
 */
export async function apiUpload<T>(
  path: string,
  files: File | readonly File[],
  schema: z.ZodType<T>,
  field = Array.isArray(files) ? 'files' : 'file',
): Promise<T> {
  const form = new FormData();
  for (const file of Array.isArray(files) ? files : [files]) form.append(field, file, file.name);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      body: form,
      headers: clientHeaders(),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, '');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, body);
  return schema.parse(body);
}

/** What `sendForm` got back: the status and the parsed JSON body (undefined when it was not JSON). */
export type SentForm = { status: number; body: unknown };

/**
 * POSTs a multipart form to an API URL with upload progress (fetch cannot report it, hence XHR), with the
 * API client's headers. Resolves with whatever status came back (the caller checks it and turns a failure
 * into `apiErrorOf`); rejects with ApiError status 0 when the network fails.
 */
export function sendForm(
  url: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<SentForm> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(clientHeaders())) request.setRequestHeader(name, value);
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new ApiError(0, ''));
    request.send(form);
  });
}

/** The ApiError of a failed answer: its status, and the message and field errors of its body. */
export const apiErrorOf = (sent: SentForm): ApiError => toApiError(sent.status, sent.body);

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
