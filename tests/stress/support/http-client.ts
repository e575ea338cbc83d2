/** The API as a browser on its own pages calls it: same Origin, JSON bodies, a cookie when signed in. */
export function sendJson(baseUrl: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { Origin: baseUrl, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A multipart form as the upload dialogs post it. */
export function sendForm(baseUrl: string, path: string, form: FormData, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, { method: 'POST', headers: { Origin: baseUrl, ...headers }, body: form });
}

/** How many answers had each status, e.g. `{ 201: 1, 409: 199 }`. */
export function statusCounts(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
}

/** `name=value` of the named cookie in a response's Set-Cookie, ready to send back. */
export function cookieFrom(response: Response, name: string): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  if (!cookie) throw new Error(`the response set no ${name} cookie`);
  return cookie.split(';')[0] ?? '';
}
