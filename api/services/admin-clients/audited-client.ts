import type { Customer } from '#api/db/schema/index.ts';

/** The fields of a client the audit keeps: what the office edits, never the password hash. */
export function auditedClient(customer: Customer): Record<string, unknown> {
  return {
    email: customer.email,
    username: customer.username,
    firstName: customer.firstName,
    lastName: customer.lastName,
    company: customer.company,
    phone: customer.phone,
    address: customer.address,
    city: customer.city,
    state: customer.state,
    zipCode: customer.zipCode,
    accountStatus: customer.accountStatus,
  };
}

/** Only what changed, before and after, so an audit row says what the edit did. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
