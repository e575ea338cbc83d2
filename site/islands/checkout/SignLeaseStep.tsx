import { LoaderCircle } from 'lucide-react';
import type { LeaseView, ReservationView } from '#shared/berth-views.ts';
import { ApiError } from '#shared/api-client.ts';
import { leaseSignatureSchema, type ElectronicConsentBody, type LeaseSignatureInput } from '#shared/schemas/lease.ts';
import { toast } from '#site/lib/toast-store.ts';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { signLease } from './checkout-api.ts';
import { serverMessageOf } from './failure-description.ts';
import { isLeaseChanged } from './lease-changed.ts';
import { SignerEmailCheck } from './SignerEmailCheck.tsx';

interface SignLeaseStepProps {
  reservation: ReservationView;
  lease: LeaseView;
  /** The consent to electronic records agreed to on Review, sent with the signature; null when none was. */
  consent: ElectronicConsentBody | null;
  onSigned: (lease: LeaseView) => void;
  /** The lease was written again since it was shown: the checkout has to show the new text. */
  onLeaseChanged: () => Promise<void>;
  onBack: () => void;
}

// The lease does not record the consent sent (it was never agreed to, or agreed to in an older version).
const isConsentRequired = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === 'consent_required';

/** The lessee usually signs: their name is filled in, title and signature are theirs to type. */
const startingSignature = (reservation: ReservationView, lease: LeaseView): LeaseSignatureInput => ({
  signerName: lease.lesseeName ?? reservation.contactName,
  signerTitle: '',
  signature: '',
});

const filled = (value: string | undefined) => Boolean(value?.trim());

// Until all three fields are filled the button reads as unavailable, not as the busy orange one.
const unavailableButtonClass = [
  'inline-flex min-h-12 cursor-not-allowed items-center justify-center gap-2 rounded-md bg-sand-200 px-6 py-2 text-base font-semibold',
  'text-navy-600 ring-1 ring-navy-300',
].join(' ');

/** Sign: the optional email code, then name, title and a typed signature; signing fixes the lease text for good. */
export function SignLeaseStep({ reservation, lease, consent, onSigned, onLeaseChanged, onBack }: SignLeaseStepProps) {
  const { register, onSubmit, errorOf, watch, submitting } = useZodForm(leaseSignatureSchema, {
    defaultValues: startingSignature(reservation, lease),
  });

  const [signerName, signerTitle, signature] = watch(['signerName', 'signerTitle', 'signature']);
  const complete = filled(signerName) && filled(signerTitle) && filled(signature);

  const submit = onSubmit(
    async (body) => onSigned(await signLease(lease, body, consent)),
    (error) => {
      if (isLeaseChanged(error)) return onLeaseChanged();
      if (isConsentRequired(error)) {
        toast({ variant: 'destructive', title: 'Agree to do business electronically first', description: serverMessageOf(error) });
        return onBack();
      }
      toast({ variant: 'destructive', title: 'Failed to sign lease', description: serverMessageOf(error) });
    },
  );

  return (
    <>
      <p className="text-navy-700">
        Sign for {reservation.company} with your name and title (for example Owner, Operations Manager or Master). Type your full name as
        your signature; it is stored with a fingerprint of the exact lease text you reviewed.
      </p>
      <SignerEmailCheck leaseId={lease.id} />
      <form method="post" onSubmit={submit} aria-labelledby="checkout-step-heading" aria-describedby="sign-agreement">
        <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2">
          <TextInput label="Signer name" required autoComplete="name" error={errorOf('signerName')} {...register('signerName')} />
          <TextInput
            label="Signer title"
            required
            autoComplete="organization-title"
            error={errorOf('signerTitle')}
            {...register('signerTitle')}
          />
          <TextInput
            label="Signature"
            required
            autoComplete="off"
            spellCheck={false}
            hint="Type your full name"
            className="sm:col-span-2"
            error={errorOf('signature')}
            {...register('signature')}
          />
        </div>
        <div aria-hidden="true" className="mt-6 rounded-lg border border-dashed border-navy-300 bg-sand-50 px-5 pt-4 pb-3">
          <p
            className={[
              'min-h-12 truncate text-3xl text-navy-900 italic',
              "[font-family:'Segoe_Script','Snell_Roundhand','Brush_Script_MT','URW_Chancery_L',cursive]",
            ].join(' ')}
          >
            {signature?.trim() || '\u00a0'}
          </p>
          <p className="mt-1 border-t border-navy-400 pt-1 text-xs font-semibold tracking-wide text-navy-600 uppercase">Signature</p>
        </div>
        <p id="sign-agreement" className="mt-6 text-sm text-navy-700">
          By selecting Sign Lease you agree to the berth lease agreement you reviewed, on behalf of {reservation.company}, and your typed
          name has the same effect as a handwritten signature.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <button type="button" onClick={onBack} className={secondaryButtonClass}>
            Back to Review
          </button>
          <button
            type="submit"
            disabled={!complete || submitting}
            aria-describedby={complete ? undefined : 'sign-requirement'}
            className={complete ? primaryButtonClass : unavailableButtonClass}
          >
            {submitting && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
            {submitting ? 'Signing...' : 'Sign Lease'}
          </button>
        </div>
        {!complete && (
          <p id="sign-requirement" className="mt-3 text-sm text-navy-600 sm:text-right">
            Fill in your name, title and signature to sign.
          </p>
        )}
      </form>
    </>
  );
}
