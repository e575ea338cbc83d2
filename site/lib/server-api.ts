// An empty variable means "not set", as in api/env.ts.
export const apiDevOrigin = `http://127.0.0.1:${process.env.API_DEV_PORT || '4322'}`;

export interface ApiCallInit {
  method?: 'GET' | 'POST';
  headers?: HeadersInit;
  body?: string;
}

/**
 * Calls the API from an on-demand page. The production server hands pages its API in-process
 * (`locals.apiFetch`); under `astro dev` the API is a separate process, reached over HTTP.
 */
export function callApi(locals: App.Locals, requestUrl: URL, path: string, init: ApiCallInit = {}): Promise<Response> {
  if (locals.apiFetch) {
    return locals.apiFetch(new Request(new URL(path, requestUrl.origin), init));
  }
  return fetch(new URL(path, apiDevOrigin), init);
}
