import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';
import { facilityTimeZone } from '#shared/stay-dates.ts';

/**
 * The facility's calendar year at this moment, for numbers like R-2026-000123 and Q-2026-000123. The
 * zone is written into the SQL as a literal (a column default cannot take a parameter).
 */
export const facilityYear = sql`to_char(now() at time zone ${sql.raw(`'${facilityTimeZone}'`)}, 'YYYY')`;

export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

export function updatedAt() {
  return timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
}

export function textList(name: string) {
  return text(name).array().notNull().default(sql`'{}'::text[]`);
}
