import { signInRequired } from '../../auth/guards.ts';
import type { ServiceContext } from '../context.ts';

/**
 * The id of the signed-in customer whose rows a use case may touch. The routes' guard has already
 * refused anyone else; this keeps a use case from ever running for nobody.
 */
export function signedInCustomerId(ctx: ServiceContext): string {
  const customer = ctx.actor.customer;
  if (!customer) throw signInRequired();
  return customer.customerId;
}
