import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { LeaseView } from '#shared/berth-views.ts';
import type { ElectronicConsentBody } from '#shared/schemas/lease.ts';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { agreeToElectronicRecords, electronicConsentQueryKey, readElectronicConsent } from './electronic-consent-api.ts';
import { serverMessageOf } from './failure-description.ts';

interface ConsentAndContinueProps {
  lease: LeaseView;
  onEdit: () => void;
  onAgreed: (consent: ElectronicConsentBody) => void;
}

/** The ESIGN disclosure, and "Agree and continue to sign", which records the agreement before Sign opens. */
export function ConsentAndContinue({ lease, onEdit, onAgreed }: ConsentAndContinueProps) {
  const disclosure = useQuery({ queryKey: electronicConsentQueryKey, queryFn: ({ signal }) => readElectronicConsent(signal) });
  const [agreeing, setAgreeing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const consent = disclosure.data;

  async function agree() {
    if (!consent) return;
    setAgreeing(true);
    setFailure(null);
    try {
      onAgreed(await agreeToElectronicRecords(lease.id, { consentVersion: consent.version, consentSha256: consent.sha256 }));
    } catch (error) {
      setFailure(serverMessageOf(error) ?? 'The connection failed.');
      setAgreeing(false);
    }
  }

  return (
    <>
      <section
        aria-labelledby="electronic-consent-heading"
        className="mt-8 rounded-lg border-2 border-navy-900/15 bg-sand-50 px-4 py-5 sm:px-6"
      >
        <h3 id="electronic-consent-heading" className="text-base font-bold">
          {consent?.title ?? 'Consent to sign and receive records electronically'}
        </h3>
        {consent && (
          <div className="mt-3 grid max-w-[72ch] gap-3 text-[0.95rem] leading-relaxed wrap-break-word text-navy-900">
            {consent.text.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        )}
        {disclosure.isPending && <p className="mt-3 text-navy-700">Loading the consent text…</p>}
        {disclosure.isError && (
          <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-navy-900">
            <p>The consent text could not be loaded, so the lease cannot be signed yet.</p>
            <button type="button" onClick={() => disclosure.refetch()} className={secondaryButtonClass}>
              Try again
            </button>
          </div>
        )}
      </section>
      {failure && (
        <div role="alert" className="mt-6 flex items-start gap-3 rounded-lg border-2 border-safety-600 bg-sand-50 px-4 py-3 text-navy-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-safety-600" />
          <p>
            <strong className="font-bold">Your agreement was not recorded.</strong> {failure} You are still on Review: try again, or call
            the office if it keeps failing.
          </p>
        </div>
      )}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onEdit} className={secondaryButtonClass}>
          Edit Lease Info
        </button>
        <button type="button" onClick={agree} disabled={!consent || agreeing} className={primaryButtonClass}>
          {agreeing && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
          Agree and continue to sign
        </button>
      </div>
    </>
  );
}
