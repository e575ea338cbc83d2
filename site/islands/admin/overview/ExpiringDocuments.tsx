import type { MouseEvent } from 'react';
import type { AdminOverview, ExpiringFileView } from '#shared/admin-overview-views.ts';
import { documentTypeLabel } from '#shared/document-type-labels.ts';
import { standardInsuranceAmount } from '#shared/lease-insurance.ts';
import { formatWholeDollars } from '#shared/pricing.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { Badge } from '#site/islands/ui/Badge.tsx';
import { adminTabHref } from '#site/islands/admin/shell/admin-address.ts';
import { isPlainClick, openAdminTab } from '#site/islands/admin/shell/open-admin-tab.ts';

/** Where a dated file lives: a document in the library (found by its title), an upload with its client. */
function placeOf(file: ExpiringFileView): string {
  if (file.kind === 'document') return `/documents?${new URLSearchParams({ q: file.title }).toString()}`;
  return adminTabHref('clients', file.customer ? { q: file.customer.email } : {});
}

function ExpiringRow({ file }: { file: ExpiringFileView }) {
  const href = placeOf(file);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (file.kind === 'upload' && isPlainClick(event) && openAdminTab(href, 'clients')) event.preventDefault();
  };
  return (
    <li className="flex flex-col gap-1 py-3">
      <a href={href} onClick={open} className="font-semibold wrap-anywhere text-sea-800 underline underline-offset-4 hover:text-sea-900">
        {file.title}
      </a>
      <p className="text-sm text-navy-700">
        {file.customer ? `${file.customer.name}${file.customer.company ? `, ${file.customer.company}` : ''}` : 'No customer'}
        {' · '}
        {file.kind === 'document' ? 'Document library' : 'Uploaded by the client'}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {file.expired ? (
          <Badge tone="alert">
            Expired <time dateTime={file.expiresAt}>{formatStayDate(file.expiresAt)}</time>
          </Badge>
        ) : (
          <span className="text-navy-800">
            Expires <time dateTime={file.expiresAt}>{formatStayDate(file.expiresAt)}</time>
          </span>
        )}
        {file.certificate && <Badge tone="info">{documentTypeLabel('certificates')}</Badge>}
      </div>
    </li>
  );
}

/** Documents and client certificates whose expiry date is near or past, soonest first. */
export function ExpiringDocuments({ expiring }: { expiring: AdminOverview['expiring'] }) {
  const { withinDays, count, soonest } = expiring;
  return (
    <section id="expiring-documents" aria-labelledby="expiring-documents-title" className="rounded-lg bg-white p-5 ring-1 ring-navy-900/10">
      <h3 id="expiring-documents-title" className="font-semibold text-navy-700">
        Expiring within {withinDays} days{count > soonest.length ? ` (soonest ${soonest.length} of ${count})` : ''}
      </h3>
      <p className="mt-1 text-sm text-navy-700">
        Documents and certificates whose expiry date falls in the next {withinDays} days, and those already expired. Insurance certificates
        matter most: every berth lease requires {formatWholeDollars(standardInsuranceAmount)} of liability cover, so ask the client for the
        renewed certificate before the date passes.
      </p>
      {soonest.length === 0 ? (
        <p className="mt-2 text-navy-700">None: nothing expires in the next {withinDays} days.</p>
      ) : (
        <ul className="mt-2 divide-y divide-sand-200">
          {soonest.map((file) => (
            <ExpiringRow key={`${file.kind}-${file.id}`} file={file} />
          ))}
        </ul>
      )}
    </section>
  );
}
