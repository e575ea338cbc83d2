import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customers, type Customer } from '#api/db/schema/index.ts';

/**
 * The account a sign-in names: by email in any letter case, or, when the name holds no "@", by
 * the username an admin set (also in any letter case).
 */
export async function findSignInAccount(db: Database, name: string): Promise<Customer | undefined> {
  const lowered = name.trim().toLowerCase();
  const column = lowered.includes('@') ? customers.email : customers.username;
  const [customer] = await db.select().from(customers).where(sql`lower(${column}) = ${lowered}`);
  return customer;
}
