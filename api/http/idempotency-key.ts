import type { Context } from 'hono';
import { AppError } from '#api/lib/errors.ts';

const idempotencyKeyHeader = 'Idempotency-Key';

// Visible ASCII only, so a key reads the same in logs, the database and every client library.
const wellFormedKey = /^[\x21-\x7e]{1,200}$/;

/** The request's `Idempotency-Key`, if it sent one; a malformed key answers 400. */
export function idempotencyKey(c: Context): string | undefined {
  const key = c.req.header(idempotencyKeyHeader);
  if (key === undefined) return undefined;
  if (!wellFormedKey.test(key)) {
    throw new AppError('bad_request', `${idempotencyKeyHeader} must be 1 to 200 visible ASCII characters`);
  }
  return key;
}
