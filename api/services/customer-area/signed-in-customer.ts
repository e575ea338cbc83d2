import type { Actor } from '#api/auth/actor.ts';
import { signInRequired } from '#api/auth/guards.ts';
import type { ServiceContext } from '#api/services/context.ts';

/**
 * The id of the signed-in customer whose rows a use case may touch. The routes' guard has already
 * refused anyone else; this keeps a use case from ever running for nobody.
 */
export function signedInCustomerId(ctx: ServiceContext): string {
  return signedInCustomer(ctx).customerId;
}

/** The signed-in customer as the session names them (id, email and whether it is verified). */
export function signedInCustomer(ctx: ServiceContext): NonNullable<Actor['customer']> {
  const customer = ctx.actor.customer;
  if (!customer) throw signInRequired();
  return customer;
}
