export type ResumeOutcome = { kind: 'resumed'; setCookies: string[] } | { kind: 'not-found' } | { kind: 'failed' };

/**
 * Sends the token of an emailed resume link to `POST /api/berth-reservations/{id}/resume`, on the
 * server. Success hands back the checkout cookie(s) the API set for this browser; a refused token
 * (unknown, expired, or the hold no longer live: 404, or 400 for a malformed one) is "not found",
 * like any other reservation the browser cannot open; anything else is a failure to load.
 */
export async function resumeHold(request: () => Promise<Response>): Promise<ResumeOutcome> {
  try {
    const response = await request();
    if (response.ok) return { kind: 'resumed', setCookies: response.headers.getSetCookie() };
    return response.status === 404 || response.status === 400 ? { kind: 'not-found' } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
