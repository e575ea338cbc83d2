import { FileText } from 'lucide-react';
import type { ReservationLease } from '#shared/admin-reservation-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { leasePdfPath } from '#site/islands/checkout/checkout-api.ts';
import { DetailSection } from './DetailFacts.tsx';

const linkClass = 'inline-flex min-h-11 items-center gap-2 font-semibold text-sea-800 underline underline-offset-2 hover:text-sea-900';

/**
 * The lease: not yet drawn up (a hold still in checkout may reach it; a stay arranged otherwise has
 * none), a draft, or signed with its signature record; its PDF either way.
 */
export function LeaseRecord({ lease, inCheckout }: { lease: ReservationLease | null; inCheckout: boolean }) {
  if (!lease) {
    return (
      <DetailSection title="Lease">
        <p className="text-sm text-navy-700">
          {inCheckout ? 'No lease yet: the customer has not reached the lease step.' : 'No lease on file for this reservation.'}
        </p>
      </DetailSection>
    );
  }
  const signed = lease.status === 'signed';
  const facts = signed
    ? [
        { label: 'Signed by', value: [lease.signerName, lease.signerTitle].filter(Boolean).join(', ') || 'Not recorded' },
        {
          label: 'Signed at',
          value: lease.signedAt ? <time dateTime={lease.signedAt}>{formatFacilityDateTime(lease.signedAt)}</time> : 'Not recorded',
        },
        {
          label: 'Fingerprint of the signed text (SHA-256)',
          value: <code className="text-xs">{lease.signedDocumentSha256 ?? 'Not recorded'}</code>,
        },
      ]
    : [{ label: 'Status', value: 'Draft, not signed yet' }];
  return (
    <DetailSection title="Lease" facts={facts}>
      <a href={leasePdfPath(lease.id)} className={linkClass} download>
        <FileText aria-hidden="true" className="size-5" />
        {signed ? 'Signed lease (PDF)' : 'Draft lease (PDF)'}
      </a>
    </DetailSection>
  );
}
