import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { knownDeviceTable } from './known-devices.ts';
import { users } from './users.ts';

/**
 * Every failed staff sign-in, kept 30 days (the rate-limit counters forget within a day), so the
 * office's overview can show which accounts are being guessed, how often and from how many addresses.
 */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The name as typed, lower-cased: guesses at names nobody has are kept too. */
    username: text('username').notNull(),
    /** The account the name belongs to, when one does. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientIp: text('client_ip').notNull(),
    /** Refused by the account's delay before its password was checked. */
    refused: boolean('refused').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('staff_sign_in_failures_created_at_idx').on(table.createdAt)],
);

/** Browsers that signed in to a staff account: they skip the account's delays (decision 083). */
export const staffKnownDevices = knownDeviceTable('staff_known_devices', 'user_id', users);

export type StaffSignInFailure = typeof staffSignInFailures.$inferSelect;
