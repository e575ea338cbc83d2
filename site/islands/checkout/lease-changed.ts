import { ApiError } from '#shared/api-client.ts';

export const leaseChangedMessage = 'The lease changed since you reviewed it.';

/**
 * The sign answer saying the lease was written again (in another tab) after this page showed it: the
 * signature was not taken, and the new text has to be reviewed first.
 */
export function isLeaseChanged(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 409 && (error.code === 'lease_changed' || error.serverMessage === leaseChangedMessage)
  );
}
