import { and, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customers } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';

const clientEmailTakenMessage = 'Another client already uses this email';
const clientUsernameTakenMessage = 'Another client already uses this username';

/** The email or username (in any letter case) belongs to another account. */
export const loginTaken = (field: 'email' | 'username') =>
  new AppError('conflict', field === 'email' ? clientEmailTakenMessage : clientUsernameTakenMessage, {
    errors: { [field]: field === 'email' ? clientEmailTakenMessage : clientUsernameTakenMessage },
  });

/**
 * Refuses an email or username another account holds. The unique indexes on their lower case
 * have the last word when two requests race; this check names the field in the common case.
 */
export async function refuseTakenLogin(db: Database, login: { email: string; username: string | null }, exceptId?: string): Promise<void> {
  const email = login.email.toLowerCase();
  const username = login.username?.toLowerCase() ?? null;
  const [other] = await db
    .select({ email: customers.email, username: customers.username })
    .from(customers)
    .where(
      and(
        or(sql`lower(${customers.email}) = ${email}`, username === null ? undefined : sql`lower(${customers.username}) = ${username}`),
        exceptId === undefined ? undefined : ne(customers.id, exceptId),
      ),
    )
    .limit(1);
  if (!other) return;
  throw loginTaken(other.email.toLowerCase() === email ? 'email' : 'username');
}

/** Which login a unique violation of the customers table is about, from the index it names. */
export function takenLoginOf(error: unknown): 'email' | 'username' {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = 'cause' in cause ? cause.cause : undefined) {
    const named = 'constraint' in cause ? cause.constraint : 'message' in cause ? cause.message : undefined;
    if (typeof named === 'string' && named.includes('customers_username')) return 'username';
  }
  return 'email';
}
