import { FileText } from 'lucide-react';
import type { ReservationLease } from '#shared/admin-reservation-views.ts';
import { leasePdfPath } from '#site/islands/checkout/checkout-api.ts';
import { DetailSection } from './DetailFacts.tsx';
import { SignatureEvents, SignatureVerification, signatureFacts, useSignatureRecord } from './LeaseSignatureRecord.tsx';

const linkClass = 'inline-flex min-h-11 items-center gap-2 font-semibold text-sea-800 underline underline-offset-2 hover:text-sea-900';
const title = 'Lease and signature';

function PdfLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} className={linkClass} download>
      <FileText aria-hidden="true" className="size-5" />
      {children}
    </a>
  );
}

/**
 * The lease: not yet drawn up (a hold still in checkout may reach it; a stay arranged otherwise has
 * none), a draft with its PDF, or signed with its signature record, checked again on request.
 */
export function LeaseRecord({ lease, inCheckout }: { lease: ReservationLease | null; inCheckout: boolean }) {
  if (!lease) {
    return (
      <DetailSection title={title}>
        <p className="text-sm text-navy-700">
          {inCheckout ? 'No lease yet: the customer has not reached the lease step.' : 'No lease on file for this reservation.'}
        </p>
      </DetailSection>
    );
  }
  if (lease.status !== 'signed') {
    return (
      <DetailSection title={title} facts={[{ label: 'Status', value: 'Draft — not signed yet' }]}>
        <PdfLink href={leasePdfPath(lease.id)}>Draft lease (PDF)</PdfLink>
      </DetailSection>
    );
  }
  return <SignedLeaseRecord leaseId={lease.id} />;
}

function SignedLeaseRecord({ leaseId }: { leaseId: string }) {
  const record = useSignatureRecord(leaseId);
  const pdfs = (
    <div className="flex flex-wrap gap-x-6">
      <PdfLink href={leasePdfPath(leaseId)}>Signed lease (PDF)</PdfLink>
      <PdfLink href={`${leasePdfPath(leaseId)}?copy=unsigned`}>Lease as reviewed, unsigned (PDF)</PdfLink>
    </div>
  );
  if (!record.data) {
    return (
      <DetailSection title={title} facts={[{ label: 'Status', value: 'Signed' }]}>
        <p className="text-sm text-navy-700" role="status">
          {record.isError ? 'The signature record could not be loaded.' : 'Loading the signature record…'}
        </p>
        {pdfs}
      </DetailSection>
    );
  }
  return (
    <DetailSection title={title} facts={[{ label: 'Status', value: 'Signed' }, ...signatureFacts(record.data)]}>
      <SignatureVerification record={record.data} checking={record.isFetching} onVerify={() => void record.refetch()} />
      <SignatureEvents events={record.data.events} />
      {pdfs}
    </DetailSection>
  );
}
