import { type SQL, sql } from 'drizzle-orm';
import { facilityYear } from './columns.ts';

/**
 * `Q-2026-000123`, `S-2026-000123`: a letter, the facility's calendar year and the next value of the
 * record's own sequence. A sequence never hands out a value twice, so concurrent requests (and several
 * API processes) cannot collide, and every way of creating the record gets a number without choosing one.
 */
export function yearlyReferenceNumber(letter: 'Q' | 'S', sequenceName: string): SQL {
  return sql`'${sql.raw(letter)}-' || ${facilityYear} || '-' || lpad(nextval('${sql.raw(sequenceName)}')::text, 6, '0')`;
}
