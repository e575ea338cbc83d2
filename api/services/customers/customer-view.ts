import type { CustomerView } from '#shared/customer-views.ts';
import type { Customer } from '#api/db/schema/index.ts';

export function toCustomerView(customer: Customer): CustomerView {
  return {
    id: customer.id,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    company: customer.company,
    phone: customer.phone,
    accountStatus: customer.accountStatus,
    emailVerified: customer.emailVerifiedAt !== null,
  };
}
