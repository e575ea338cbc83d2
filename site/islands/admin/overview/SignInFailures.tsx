import type { AdminOverview, SignInFailureView } from '#shared/admin-overview-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { Badge } from '#site/islands/ui/Badge.tsx';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function FailureRow({ account }: { account: SignInFailureView }) {
  return (
    <li className="flex flex-col gap-1 py-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold wrap-anywhere text-navy-900">{account.username}</span>
        {account.accountExists ? account.name && <span className="text-navy-700">{account.name}</span> : <Badge>No such account</Badge>}
      </p>
      <p className="text-sm text-navy-700">
        {plural(account.failures, 'failure', 'failures')} from {plural(account.addresses, 'address', 'addresses')}
        {account.refused > 0 ? ` · ${account.refused} refused before the password was checked` : ''}
        {' · last '}
        <time dateTime={account.lastFailureAt}>{formatFacilityDateTime(account.lastFailureAt)}</time>
      </p>
    </li>
  );
}

/** Staff names signed in to with the wrong password again and again: someone guessing, or someone locked out. */
export function SignInFailures({ signInFailures }: { signInFailures: AdminOverview['signInFailures'] }) {
  const { withinHours, atLeast, count, accounts } = signInFailures;
  return (
    <section id="sign-in-failures" aria-labelledby="sign-in-failures-title" className="rounded-lg bg-white p-5 ring-1 ring-navy-900/10">
      <h3 id="sign-in-failures-title" className="font-semibold text-navy-700">
        Repeated sign-in failures{count > accounts.length ? ` (latest ${accounts.length} of ${count})` : ''}
      </h3>
      <p className="mt-1 text-sm text-navy-700">
        Staff usernames with {atLeast} or more failed sign-ins in the last {withinHours} hours, from any address: someone guessing a
        password, or a colleague who has forgotten theirs.
      </p>
      {accounts.length === 0 ? (
        <p className="mt-2 text-navy-700">No repeated sign-in failures in the last {withinHours} hours.</p>
      ) : (
        <ul className="mt-2 divide-y divide-sand-200">
          {accounts.map((account) => (
            <FailureRow key={`${account.username}-${account.accountExists}`} account={account} />
          ))}
        </ul>
      )}
    </section>
  );
}
