import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { z } from 'zod';
import { AppError } from '#api/lib/errors.ts';

/** What a forged, foreign or damaged cursor answers: 400, beside the `cursor` parameter. */
const invalidCursor = () => new AppError('validation_failed', 'cursor is not valid', { errors: { cursor: 'cursor is not valid' } });

/** The sort keys a cursor can carry, as JSON writes them. */
type CursorKey = string | boolean;

/** A row's moment in a cursor: the ISO instant, exact to the millisecond. */
export const cursorMoment = z.iso.datetime().transform((iso) => new Date(iso));
/** A row's id in a cursor: a UUID in the form the database compares. */
export const cursorId = z.guid();

export interface Cursor<Position> {
  encode(position: Position): string;
  /** The position a cursor names; throws the 400 of `invalidCursor` when it names none. */
  decode(cursor: string): Position;
}

/**
 * The one cursor format of every paged list: the last row's sort keys as a JSON array, in base64url
 * so it travels in a query string and a Link header as it is. Each list says which keys with a zod
 * tuple, so a cursor is checked key by key before any of it reaches a query.
 */
export function cursorOf<Position>(keys: z.ZodType<Position>, keysOf: (position: Position) => readonly CursorKey[]): Cursor<Position> {
  return {
    encode: (position) => encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(keysOf(position)))),
    decode: (cursor) => {
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(decodeBase64urlIgnorePadding(cursor)));
      } catch {
        throw invalidCursor();
      }
      const parsed = keys.safeParse(json);
      if (!parsed.success) throw invalidCursor();
      return parsed.data;
    },
  };
}
