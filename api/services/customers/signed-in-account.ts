import { eq } from 'drizzle-orm';
import { signInRequired } from '#api/auth/guards.ts';
import { customers, type Customer } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

/** The account row of the signed-in customer, or null for anyone else. */
export async function signedInAccount(ctx: ServiceContext): Promise<Customer | null> {
  const signedIn = ctx.actor.customer;
  if (!signedIn) return null;
  const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, signedIn.customerId));
  return customer ?? null;
}

/** The same, for use cases only a signed-in customer may run (401 otherwise). */
export async function requireSignedInAccount(ctx: ServiceContext): Promise<Customer> {
  const customer = await signedInAccount(ctx);
  if (!customer) throw signInRequired();
  return customer;
}
