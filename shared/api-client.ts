import { z } from 'zod';

const jsonType = 'application/json';

/** The API's error answer is `{ message, code, requestId, errors? }`; a proxy or crash may send anything else. */
const errorBodySchema = z.object({
  message: z.string().optional().catch(undefined),
  code: z.string().optional().catch(undefined),
  requestId: z.string().optional().catch(undefined),
  errors: z.record(z.string(), z.string()).optional().catch(undefined),
});

function readErrorBody(bodyText: string): z.infer<typeof errorBodySchema> {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(bodyText));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
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

function send(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  return fetch(path, {
    method,
    credentials: 'include',
    headers: hasBody ? { Accept: jsonType, 'Content-Type': jsonType } : { Accept: jsonType },
    body: hasBody ? JSON.stringify(body) : null,
  });
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, text);
  }
  // A 204, or any answer without a body, resolves to undefined: call with T = void.
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** Sends a request with cookies and an optional JSON body; resolves to the parsed answer, or throws ApiError. */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  return readJson<T>(await send(method, path, body));
}

export interface GetJsonOptions {
  /** What a 401 means to this query: an error (the default), or "nobody is signed in". */
  on401: 'throw' | 'returnNull';
}

/** Loads data with a GET; with `on401: 'returnNull'` a 401 resolves to null instead of throwing. */
export function getJson<T>(path: string, options?: { on401: 'throw' }): Promise<T>;
export function getJson<T>(path: string, options: { on401: 'returnNull' }): Promise<T | null>;
export function getJson<T>(path: string, options: GetJsonOptions): Promise<T | null>;
export async function getJson<T>(path: string, { on401 }: GetJsonOptions = { on401: 'throw' }): Promise<T | null> {
  const response = await send('GET', path);
  if (response.status === 401 && on401 === 'returnNull') {
    return null;
  }
  return readJson<T>(response);
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
} as const;
