import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { serialiseError } from '#api/lib/log-error.ts';

function databaseError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), { name: 'DatabaseError', ...fields });
}

describe('error serialiser', () => {
  test('keeps the name, message and stack of an ordinary error, and its code when it has one', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:587'), { code: 'ECONNREFUSED', address: '127.0.0.1' });
    const logged = serialiseError(error);
    expect(logged).toEqual({
      name: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:587',
      code: 'ECONNREFUSED',
      stack: expect.stringMatching(/^Error: connect ECONNREFUSED 127\.0\.0\.1:587\n\s+at /),
    });
  });

  test("a query error becomes the database's code and message; query, parameters and detail are dropped", () => {
    const cause = databaseError('null value in column "company" of relation "quotes" violates not-null constraint', {
      code: '23502',
      detail: 'Failing row contains (Remy Cheramie, remy@bayourunner.example, null).',
      severity: 'ERROR',
    });
    const error = new DrizzleQueryError(
      'insert into "quotes" ("contact_name", "contact_email") values ($1, $2)',
      ['Remy Cheramie', 'remy@bayourunner.example'],
      cause,
    );

    const logged = serialiseError(error);
    expect(logged).toEqual({
      name: 'DrizzleQueryError',
      code: '23502',
      message: 'null value in column "company" of relation "quotes" violates not-null constraint',
      stack: expect.stringMatching(/^DrizzleQueryError: null value in column "company".*\n\s+at /),
    });
    expect(JSON.stringify(logged)).not.toMatch(/Remy|remy@|insert into|\$1|Failing row|params/);
  });

  test('a value that is not an error is logged as its text', () => {
    expect(serialiseError('451 Mailbox temporarily unavailable')).toBe('451 Mailbox temporarily unavailable');
    expect(serialiseError(404)).toBe('404');
  });
});
