import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    // The spec's `password`: only ever its argon2id hash, named for what it holds.
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    // When this staff member last opened the leads inbox: leads that arrived since are marked new.
    leadsSeenAt: timestamp('leads_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
