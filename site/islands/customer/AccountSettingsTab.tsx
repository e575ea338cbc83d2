import type { CustomerView } from '#shared/customer-views.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { SignedInDevices } from './SignedInDevices.tsx';

const accountStatusLabels: Record<CustomerView['accountStatus'], string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  pending: 'Pending',
};

/**
 * The account as the office keeps it (read-only here; the office changes it on request), then the
 * password change and the signed-in devices.
 */
export function AccountSettingsTab({ customer }: { customer: CustomerView }) {
  const details: [string, string][] = [
    ['First name', customer.firstName],
    ['Last name', customer.lastName],
    ['Email', customer.email],
    ['Company', customer.company],
    ...(customer.phone ? [['Phone', customer.phone] as [string, string]] : []),
    ['Account status', accountStatusLabels[customer.accountStatus]],
  ];
  return (
    <div className="grid gap-8">
      <section aria-labelledby="account-details-heading">
        <h3 id="account-details-heading" className="text-xl font-bold text-navy-900">
          Account details
        </h3>
        <p className="mt-1 text-navy-700">To change these, call or write to the office.</p>
        <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {details.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-sand-50 p-4 ring-1 ring-navy-900/10">
              <dt className="text-sm font-semibold text-navy-600">{label}</dt>
              <dd className="mt-1 font-semibold break-words text-navy-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ChangePasswordForm />
      <SignedInDevices />
    </div>
  );
}
