import type { DefaultOptions } from '@tanstack/react-query';
import { answered, sessionRecovered } from './api-session.ts';

const jsonType = 'application/json';

/** The API's error answer is `{ message, code, requestId, errors? }`; a proxy or crash may send anything else. */
interface ErrorBody {
  message?: string;
  code?: string;
  requestId?: string;
  errors?: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const textOrNothing = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function textsOrNothing(value: unknown): Record<string, string> | undefined {
  if (!isObject(value) || !Object.values(value).every((entry) => typeof entry === 'string')) return undefined;
  return value as Record<string, string>;
}

// Read field by field rather than with zod: pages that only load data (the berths page) would
// otherwise download zod at start-up for the sake of their error answers.
function readErrorBody(bodyText: string): ErrorBody {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return {};
  }
  if (!isObject(body)) return {};
  return {
    message: textOrNothing(body.message),
    code: textOrNothing(body.code),
    requestId: textOrNothing(body.requestId),
    errors: textsOrNothing(body.errors),
  };
}

/**
 * A non-OK answer from the API. Its `message` follows the spec's convention,
 * "{status}: {body text, or the status text when the body is empty}"; the fields of a JSON error
 * body are read into `code`, `serverMessage`, `errors` and `requestId`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly serverMessage?: string;
  readonly errors?: Record<string, string>;
  readonly requestId?: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    const body = readErrorBody(bodyText);
    this.code = body.code;
    this.serverMessage = body.message;
    this.errors = body.errors;
    this.requestId = body.requestId;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface SendOptions {
  signal?: AbortSignal | undefined;
  idempotencyKey?: string | undefined;
  /** False for a call whose 401 is its answer (a sign-in refused), not a session that ended. */
  recoverSession?: boolean | undefined;
}

async function sendOnce(method: HttpMethod, path: string, body: unknown, { signal, idempotencyKey }: SendOptions): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: jsonType,
      ...(hasBody && { 'Content-Type': jsonType }),
      ...(idempotencyKey !== undefined && { 'Idempotency-Key': idempotencyKey }),
    },
    body: hasBody ? JSON.stringify(body) : null,
    signal,
  });
  answered(response.status);
  return response;
}

async function send(method: HttpMethod, path: string, body: unknown, options: SendOptions = {}): Promise<Response> {
  const response = await sendOnce(method, path, body, options);
  if (response.status !== 401 || options.recoverSession === false || !(await sessionRecovered())) return response;
  return sendOnce(method, path, body, options);
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, text);
  }
  // A 204, or any answer without a body, resolves to undefined: call with T = void.
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

export interface ApiRequestOptions {
  /** Sent as `Idempotency-Key`: a retry with the same key gets the first answer instead of a second record. */
  idempotencyKey?: string;
  /** False for a sign-in: its 401 means the credentials were refused, not that a session ended. */
  recoverSession?: boolean;
}

/** Sends a request with cookies and an optional JSON body; resolves to the parsed answer, or throws ApiError. */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown, options: ApiRequestOptions = {}): Promise<T> {
  return readJson<T>(await send(method, path, body, options));
}

export interface GetJsonOptions {
  /** What a 401 means to this query: an error (the default), or "nobody is signed in". */
  on401?: 'throw' | 'returnNull';
  /** Drops the request when its answer is no longer wanted (TanStack Query passes one to each query). */
  signal?: AbortSignal;
}

/** Loads data with a GET; with `on401: 'returnNull'` a 401 resolves to null instead of throwing. */
export function getJson<T>(path: string, options?: GetJsonOptions & { on401?: 'throw' }): Promise<T>;
export function getJson<T>(path: string, options: GetJsonOptions & { on401: 'returnNull' }): Promise<T | null>;
export function getJson<T>(path: string, options: GetJsonOptions): Promise<T | null>;
export async function getJson<T>(path: string, { on401 = 'throw', signal }: GetJsonOptions = {}): Promise<T | null> {
  const response = await send('GET', path, undefined, { signal, recoverSession: on401 === 'throw' });
  if (response.status === 401 && on401 === 'returnNull') {
    return null;
  }
  return readJson<T>(response);
}

/** The address of the next page in a `Link` header (`<…>; rel="next"`), or undefined on the last page. */
export function nextPageAddress(link: string | null): string | undefined {
  if (!link) return undefined;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match && /(?:^|;)\s*rel="?next"?\s*(?:;|$)/.test(match[2] ?? '')) return match[1];
  }
  return undefined;
}

export interface ListPage<Row> {
  rows: Row[];
  /** The next page's address, from the answer's `Link: rel="next"`; undefined on the last page. */
  next: string | undefined;
}

/** One page of a paged list answered as an array (the first at `path`, later ones at a `next`); throws ApiError. */
export async function getPage<Row, Body = Row[]>(
  address: string,
  signal?: AbortSignal,
  pick: (body: Body) => Row[] = (body) => body as unknown as Row[],
): Promise<ListPage<Row>> {
  const response = await send('GET', address, undefined, { signal });
  return { rows: pick(await readJson<Body>(response)), next: nextPageAddress(response.headers.get('Link')) };
}

/** The server's own words for a failure (e.g. "Invalid email or password"), else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * The spec's data-loading defaults: no retries, no refetch on window focus, no polling, and cached
 * data never goes stale. Shaped as TanStack Query's `QueryClient({ defaultOptions })`.
 */
export const queryDefaults = {
  queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
  mutations: { retry: false },
} as const satisfies DefaultOptions;
