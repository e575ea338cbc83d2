import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { AppError } from '#api/lib/errors.ts';
import { cursorId, cursorMoment, cursorOf } from '#api/services/cursor.ts';

interface Position {
  open: boolean;
  createdAt: Date;
  id: string;
}

const cursor = cursorOf(
  z.tuple([z.boolean(), cursorMoment, cursorId]).transform(([open, createdAt, id]): Position => ({ open, createdAt, id })),
  ({ open, createdAt, id }) => [open, createdAt.toISOString(), id],
);

const position: Position = { open: true, createdAt: new Date('2026-07-04T14:30:00.123Z'), id: '3f2b8c1e-5d4a-4b6f-9e21-7a8c9d0e1f23' };
const encodedKeys = (keys: unknown) => encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(keys)));

function refusal(value: string): unknown {
  try {
    cursor.decode(value);
  } catch (error) {
    return error;
  }
  return undefined;
}

test('a cursor names the position it was made from, to the millisecond, and fits a query string as it is', () => {
  const encoded = cursor.encode(position);
  expect(encoded).toMatch(/^[\w-]+$/);
  expect(cursor.decode(encoded)).toEqual(position);
});

test.each([
  ['not base64url', 'not a cursor!'],
  ['not JSON', encodeBase64urlNoPadding(new TextEncoder().encode('open|2026-07-04'))],
  ['keys of another list', encodedKeys(['2026-07-04T14:30:00.123Z', position.id])],
  ['a moment that is no date', encodedKeys([true, 'yesterday', position.id])],
  ['an id that is no UUID', encodedKeys([true, '2026-07-04T14:30:00.123Z', "1' or '1'='1"])],
  ['one key too many', encodedKeys([true, '2026-07-04T14:30:00.123Z', position.id, 'extra'])],
  ['an empty cursor', ''],
])('%s answers 400 “cursor is not valid” beside the cursor', (_case, value) => {
  const error = refusal(value);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 400, message: 'cursor is not valid', errors: { cursor: 'cursor is not valid' } });
});
