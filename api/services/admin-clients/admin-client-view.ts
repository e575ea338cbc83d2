import type { AdminClientView } from '#shared/admin-client-views.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customers, type Customer } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';

const clientNotFound = () => notFound('Client not found');

export function toAdminClientView(customer: Customer): AdminClientView {
  return {
    id: customer.id,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    username: customer.username,
    company: customer.company,
    phone: customer.phone,
    address: customer.address,
    city: customer.city,
    state: customer.state,
    zipCode: customer.zipCode,
    accountStatus: customer.accountStatus,
    emailVerified: customer.emailVerifiedAt !== null,
    lastLogin: customer.lastLogin?.toISOString() ?? null,
    createdAt: customer.createdAt.toISOString(),
    updatedAt: customer.updatedAt.toISOString(),
  };
}

/** The client, or a 404; `forUpdate` locks the row for the rest of the caller's transaction. */
export async function findClient(db: Database, id: string, { forUpdate = false } = {}): Promise<Customer> {
  const query = db.select().from(customers).where(eq(customers.id, id));
  const [customer] = forUpdate ? await query.for('update') : await query;
  if (!customer) throw clientNotFound();
  return customer;
}
