import { FileDown, TriangleAlert } from 'lucide-react';
import type { LeaseView } from '#shared/berth-views.ts';
import type { ElectronicConsentBody } from '#shared/schemas/lease.ts';
import { leasePdfPath } from './checkout-api.ts';
import { ConsentAndContinue } from './ConsentAndContinue.tsx';
import { LeaseDocument } from './LeaseDocument.tsx';
import { leaseChangedMessage } from './lease-changed.ts';
import { useRecordLeaseView } from './use-record-lease-view.ts';

interface LeaseReviewStepProps {
  lease: LeaseView;
  /** Set when signing was refused because the lease had been written again: the text below is the new one. */
  changedSinceReview: boolean;
  onEdit: () => void;
  /** The signer agreed to electronic records, and the server recorded it: on to Sign, with what was agreed to. */
  onAgreed: (consent: ElectronicConsentBody) => void;
}

/**
 * Review: the lease as a document, as the server wrote it, with its draft PDF beside it; then the
 * consent to electronic records, agreed to by the one button that leads on to Sign.
 */
export function LeaseReviewStep({ lease, changedSinceReview, onEdit, onAgreed }: LeaseReviewStepProps) {
  useRecordLeaseView(lease);
  return (
    <div>
      {changedSinceReview && (
        <div className="mb-6 flex items-start gap-3 rounded-lg border-2 border-safety-600 bg-sand-50 px-4 py-3 text-navy-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-safety-600" />
          <p>
            <strong className="font-bold">{leaseChangedMessage}</strong> It was written again, perhaps in another tab or window, and your
            signature was not taken. The new text is below: read it, then sign again.
          </p>
        </div>
      )}
      <p className="text-navy-700">
        Read the agreement through before you sign. To change the address or special terms, go back and edit the lease info; the lease is
        written again from your changes.
      </p>
      <section aria-labelledby="lease-text-heading" className="mt-6 rounded-lg bg-white ring-1 ring-sand-300">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-t-lg border-b border-sand-300 bg-sand-50 px-4 py-3">
          <h3 id="lease-text-heading" className="text-base font-bold">
            Berth lease agreement <span className="font-semibold text-navy-600">(draft, not signed)</span>
          </h3>
          <a
            href={leasePdfPath(lease.id)}
            download
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea-800 underline"
          >
            <FileDown aria-hidden="true" className="size-5" />
            Download draft (PDF)
          </a>
        </div>
        <div className="px-4 py-5 sm:px-6">
          <p className="mb-5 text-sm text-navy-700">
            The details of your reservation are filled in{' '}
            <mark className="rounded-sm bg-sea-100 px-0.5 font-semibold text-navy-950">like this</mark>.
          </p>
          <LeaseDocument blocks={lease.document} />
          <SignatureBlock lease={lease} />
        </div>
      </section>
      <ConsentAndContinue lease={lease} onEdit={onEdit} onAgreed={onAgreed} />
    </div>
  );
}

/** Where the signature goes: signed on the next step, the Marina's on approval. */
function SignatureBlock({ lease }: { lease: LeaseView }) {
  const lessee = lease.lesseeCompany?.trim() ? `${lease.lesseeCompany}, by ${lease.lesseeName ?? ''}` : (lease.lesseeName ?? '');
  return (
    <div className="mt-8 grid max-w-[72ch] gap-6 border-t border-sand-300 pt-6 sm:grid-cols-2">
      <div>
        <p className="min-h-10 text-navy-600 italic">Not yet signed</p>
        <p className="border-t border-navy-400 pt-1 text-xs font-semibold tracking-wide text-navy-600 uppercase">Signature of the Lessee</p>
        <p className="mt-1 text-sm text-navy-800">{lessee}</p>
      </div>
      <div>
        <p className="min-h-10 text-navy-600 italic">On approval of the reservation</p>
        <p className="border-t border-navy-400 pt-1 text-xs font-semibold tracking-wide text-navy-600 uppercase">For the Marina</p>
        <p className="mt-1 text-sm text-navy-800">by its Dockmaster</p>
      </div>
    </div>
  );
}
