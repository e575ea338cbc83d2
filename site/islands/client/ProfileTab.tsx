import type { CustomerView } from '#shared/customer-views.ts';

/** Profile: who the account belongs to, read-only; changes go through the office. */
export function ProfileTab({ customer, supportEmail }: { customer: CustomerView; supportEmail: string }) {
  const details = [
    ['First Name', customer.firstName],
    ['Last Name', customer.lastName],
    ['Email', customer.email],
    ['Company', customer.company],
  ] as const;

  return (
    <section aria-labelledby="profile-heading" className="max-w-2xl">
      <h2 id="profile-heading" className="text-xl font-bold text-navy-950">
        Profile
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-x-8 gap-y-5 rounded-lg bg-white p-5 ring-1 ring-navy-900/10 sm:grid-cols-2">
        {details.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm font-semibold text-navy-600">{term}</dt>
            <dd className="mt-1 font-semibold wrap-anywhere text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-navy-700">
        To change these details, email{' '}
        <a href={`mailto:${supportEmail}`} className="font-semibold wrap-anywhere text-sea-700 underline underline-offset-4">
          {supportEmail}
        </a>
        .
      </p>
    </section>
  );
}
