import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { hashToken, newToken } from '#api/auth/tokens.ts';
import type { Database } from '#api/db/client.ts';
import { customerTokens, type CustomerTokenPurpose } from '#api/db/schema/index.ts';
import type { Clock } from '#api/lib/clock.ts';

const hour = 60 * 60_000;

/** How long a mailed link works: a sign-in or reset link briefly (it opens the account), a verification a week. */
const mailedTokenLifetimeMs: Record<CustomerTokenPurpose, number> = {
  'sign-in-link': 15 * 60_000,
  'reset-password': hour,
  'verify-email': 7 * 24 * hour,
};

/** When a link of this purpose issued now stops working: what its mail tells the customer. */
export function mailedTokenExpiry(purpose: CustomerTokenPurpose, now: Date): Date {
  return new Date(now.getTime() + mailedTokenLifetimeMs[purpose]);
}

export interface MailedTokenFor {
  customerId: string;
  /** The address the link goes to: a redeemed token proves this address, no other. */
  email: string;
  purpose: CustomerTokenPurpose;
}

/** A new single-use token for a mailed link; only its SHA-256 is stored. */
export async function issueMailedToken(db: Database, clock: Clock, { customerId, email, purpose }: MailedTokenFor): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await db.insert(customerTokens).values({
    customerId,
    email,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: mailedTokenExpiry(purpose, now),
    createdAt: now,
  });
  return token;
}

export interface RedeemedToken {
  customerId: string;
  email: string;
}

/**
 * Marks a live, unused token used and says whose it was; null when it is unknown, expired or used.
 * One conditional update: of two requests with the same token, the second waits for the first's
 * row lock, then finds it used, so only one passes. Run it in the transaction whose change the
 * token allows, so a failure there leaves the token unused.
 */
export async function redeemMailedToken(
  db: Database,
  clock: Clock,
  purpose: CustomerTokenPurpose,
  token: string,
): Promise<RedeemedToken | null> {
  const now = clock.now();
  const [redeemed] = await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(liveToken(purpose, token, now))
    .returning({ customerId: customerTokens.customerId, email: customerTokens.email });
  return redeemed ?? null;
}

/**
 * Whether a token could be redeemed now, read without a lock: lets a caller skip costly work (a
 * password hash) for a made-up or dead link. Only `redeemMailedToken` decides.
 */
export async function isLiveMailedToken(db: Database, clock: Clock, purpose: CustomerTokenPurpose, token: string): Promise<boolean> {
  return (await db.$count(customerTokens, liveToken(purpose, token, clock.now()))) > 0;
}

function liveToken(purpose: CustomerTokenPurpose, token: string, now: Date) {
  return and(
    eq(customerTokens.tokenHash, hashToken(token)),
    eq(customerTokens.purpose, purpose),
    isNull(customerTokens.usedAt),
    gt(customerTokens.expiresAt, now),
  );
}

/** Uses up a customer's other links of one purpose: once one has done its job, the older ones must not. */
export async function retireMailedTokens(db: Database, clock: Clock, customerId: string, purpose: CustomerTokenPurpose): Promise<void> {
  await db
    .update(customerTokens)
    .set({ usedAt: clock.now() })
    .where(and(eq(customerTokens.customerId, customerId), eq(customerTokens.purpose, purpose), isNull(customerTokens.usedAt)));
}

/** Deletes tokens past their expiry, used or not: they can open nothing. */
export async function pruneMailedTokens(db: Database, clock: Clock): Promise<void> {
  await db.delete(customerTokens).where(lte(customerTokens.expiresAt, clock.now()));
}
