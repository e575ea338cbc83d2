import { sql } from 'drizzle-orm';
import { hashToken, newToken } from '#api/auth/tokens.ts';
import type { Database } from '#api/db/client.ts';
import { customers, customerTokens, type CustomerTokenPurpose } from '#api/db/schema/index.ts';
import type { Clock } from '#api/lib/clock.ts';
import { mailedTokenExpiry } from './mailed-tokens.ts';

/**
 * A new reset-password token, stored (as its SHA-256) for the account that uses `email` if one
 * does. One INSERT … SELECT writes the row or none, so a request for an address without an account
 * runs the same statement and the same hashing as one for an account (decision 082).
 */
export async function issueResetTokenForAddress(db: Database, clock: Clock, email: string): Promise<string> {
  const token = newToken();
  const now = clock.now();
  const expiresAt = mailedTokenExpiry('reset-password', now);
  await db.insert(customerTokens).select(
    db
      .select({
        id: sql<string>`gen_random_uuid()`.as('id'),
        customerId: customers.id,
        purpose: sql<CustomerTokenPurpose>`${'reset-password'}::text`.as('purpose'),
        tokenHash: sql<string>`${hashToken(token)}::text`.as('token_hash'),
        email: customers.email,
        expiresAt: sql<Date>`${expiresAt.toISOString()}::timestamptz`.as('expires_at'),
        usedAt: sql<Date | null>`null::timestamptz`.as('used_at'),
        createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
      })
      .from(customers)
      .where(sql`lower(${customers.email}) = ${email.toLowerCase()}`),
  );
  return token;
}
