import { TriangleAlert } from 'lucide-react';
import type { LeaseView } from '#shared/berth-views.ts';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { leaseChangedMessage } from './lease-changed.ts';

interface LeaseReviewStepProps {
  lease: LeaseView;
  /** Set when signing was refused because the lease had been written again: the text below is the new one. */
  changedSinceReview: boolean;
  onEdit: () => void;
  onContinue: () => void;
}

/** Review: the lease exactly as the server wrote it, as plain wrapped text. */
export function LeaseReviewStep({ lease, changedSinceReview, onEdit, onContinue }: LeaseReviewStepProps) {
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
      <div className="mt-6 rounded-lg ring-1 ring-sand-300">
        <h3 id="lease-text-heading" className="rounded-t-lg border-b border-sand-300 bg-sand-50 px-4 py-3 text-base font-bold">
          Berth lease agreement <span className="font-semibold text-navy-600">(draft, not signed)</span>
        </h3>
        {/* Focusable so a keyboard user can scroll it; labelled so a screen reader says what it is. */}
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus for the keyboard to scroll it.
          tabIndex={0}
          aria-labelledby="lease-text-heading"
          className="max-h-[32rem] overflow-y-auto rounded-b-lg bg-white px-4 py-4 sm:px-6"
        >
          <div className="max-w-[72ch] text-[0.95rem] leading-relaxed whitespace-pre-wrap wrap-break-word text-navy-900">
            {lease.leaseDocument}
          </div>
        </section>
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onEdit} className={secondaryButtonClass}>
          Edit Lease Info
        </button>
        <button type="button" onClick={onContinue} className={primaryButtonClass}>
          Continue to Sign
        </button>
      </div>
    </div>
  );
}
