/** Statuses whose answers carry no body: a Response with one would not construct. */
const bodiless = new Set([101, 103, 204, 205, 304]);

/**
 * Astro hands on the statusText of the response a page started from ("OK") when the page sets only
 * `Astro.response.status` (e.g. 404), and the Node adapter writes it as the status line's reason:
 * "404 OK". The same answer without a statusText gets Node's standard reason phrase ("404 Not Found").
 */
export function withStandardStatusText(response: Response): Response {
  if (response.statusText === '' || response.status === 200) return response;
  const { status, headers } = response;
  return new Response(bodiless.has(status) ? null : response.body, { status, headers });
}
