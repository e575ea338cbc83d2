/** After this many failed attempts a message is marked failed and no longer retried. */
export const maxSendAttempts = 10;

const firstRetryMs = 30_000;
const longestWaitMs = 60 * 60 * 1000;

/**
 * How long to wait after the given number of failed attempts: 30 s, 1 min, 2 min, … doubling up
 * to an hour, so a mail server that is down for a while is not hammered and one that comes back
 * gets the queue within the hour.
 */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, failedAttempts - 1), longestWaitMs);
}
