import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '#shared/api-client.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { FieldError } from '#site/islands/form/FieldError.tsx';
import { FormFailure } from '#site/islands/form/FormFailure.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { electronicConsentQueryKey, readElectronicConsent } from '#site/islands/checkout/electronic-consent-api.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import type { ReviewedPlan } from './StormPlanForm.tsx';
import { signStormPlan } from './storm-plans-api.ts';

interface StormPlanReviewProps {
  vesselId: string;
  reviewed: ReviewedPlan;
  onEdit: () => void;
  onSigned: () => Promise<void>;
}

/**
 * The filled plan to read, the consent to electronic records, and the typed name that signs: the
 * lease's way of signing, over the exact text shown (its hash goes with the signature).
 */
export function StormPlanReview({ vesselId, reviewed, onEdit, onSigned }: StormPlanReviewProps) {
  const disclosure = useQuery({ queryKey: electronicConsentQueryKey, queryFn: ({ signal }) => readElectronicConsent(signal) });
  const [agreed, setAgreed] = useState(false);
  const [signerName, setSignerName] = useState('');
  const [errors, setErrors] = useState<{ agreed?: string; signerName?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [signing, setSigning] = useState(false);
  const consent = disclosure.data;

  async function sign(event: FormEvent) {
    event.preventDefault();
    const refused = {
      ...(!agreed && { agreed: 'Agree to sign and receive records electronically to sign' }),
      ...(!signerName.trim() && { signerName: 'Type your full name to sign' }),
    };
    setErrors(refused);
    if (Object.keys(refused).length > 0 || !consent) return;
    setSigning(true);
    setFailure(null);
    try {
      await signStormPlan(vesselId, {
        ...reviewed.plan,
        signerName: signerName.trim(),
        planTextSha256: reviewed.textSha256,
        consent: { consentVersion: consent.version, consentSha256: consent.sha256 },
      });
      await onSigned();
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.errors?.signerName : undefined;
      if (fieldMessage) setErrors({ signerName: fieldMessage });
      else setFailure(errorMessage(error, unreachableMessage));
      setSigning(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={sign} aria-label="Review and sign the storm plan" className="grid gap-5">
      <section aria-labelledby="storm-plan-text-heading" className="rounded-lg bg-white p-4 ring-1 ring-navy-900/10">
        <h3 id="storm-plan-text-heading" className="font-bold text-navy-900">
          The plan you are signing
        </h3>
        <div className="mt-2 text-sm leading-relaxed whitespace-pre-wrap wrap-break-word text-navy-900">{reviewed.text}</div>
      </section>
      <div>
        <button type="button" onClick={onEdit} className={secondaryButtonClass}>
          Change the plan
        </button>
      </div>
      <section aria-labelledby="storm-plan-consent-heading" className="grid gap-2 rounded-lg border-2 border-navy-900/15 p-4">
        <h3 id="storm-plan-consent-heading" className="font-bold text-navy-900">
          {consent?.title ?? 'Consent to sign and receive records electronically'}
        </h3>
        {disclosure.isPending && <p className="text-navy-700">Loading the consent text…</p>}
        {disclosure.isError && (
          <p role="alert" className="text-navy-900">
            The consent text could not be loaded, so the plan cannot be signed yet.{' '}
            <button type="button" onClick={() => disclosure.refetch()} className="underline">
              Try again
            </button>
          </p>
        )}
        {consent && (
          <details>
            <summary className="cursor-pointer text-sea-800 underline">Read the consent</summary>
            <div className="mt-2 grid gap-2 text-sm text-navy-900">
              {consent.text.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        )}
        <label className="flex items-start gap-3 text-navy-900">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            aria-invalid={Boolean(errors.agreed)}
            aria-describedby={errors.agreed ? 'storm-plan-agreed-error' : undefined}
            className="mt-1 size-5"
          />
          I agree to sign this plan and receive its records electronically.
        </label>
        {errors.agreed && <FieldError id="storm-plan-agreed-error">{errors.agreed}</FieldError>}
      </section>
      <TextInput
        label="Type your full name to sign"
        required
        autoComplete="name"
        value={signerName}
        onChange={(event) => setSignerName(event.target.value)}
        error={errors.signerName}
      />
      <FormFailure message={failure} />
      <div>
        <SubmitButton pending={signing} loading={!consent} label="Sign storm plan" pendingLabel="Signing…" />
      </div>
    </form>
  );
}
