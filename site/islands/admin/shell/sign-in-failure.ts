import { ApiError } from '#shared/api-client.ts';

/**
 * A refused staff sign-in in words: wrong credentials, a wait after repeated failures in the
 * server's words (it names how long, decision 083), or anything else that went wrong.
 */
export function signInFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Login failed';
  if (error.status === 401) return 'Invalid admin credentials';
  return (error.status === 429 && error.serverMessage) || 'Login failed';
}
