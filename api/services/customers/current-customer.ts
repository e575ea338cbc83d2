import type { CustomerView } from '#shared/customer-views.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { toCustomerView } from './customer-view.ts';
import { requireSignedInAccount, signedInAccount } from './signed-in-account.ts';

/** The signed-in customer as both portals show them, or null for anyone else. */
export async function currentCustomer(ctx: ServiceContext): Promise<CustomerView | null> {
  const customer = await signedInAccount(ctx);
  return customer ? toCustomerView(customer) : null;
}

/** The same, for routes that answer 401 without a signed-in customer. */
export async function requireCurrentCustomer(ctx: ServiceContext): Promise<CustomerView> {
  return toCustomerView(await requireSignedInAccount(ctx));
}
