import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { VesselInsuranceView } from '#shared/insurance-views.ts';
import { insuranceOverrideSchema } from '#shared/schemas/insurance-certificate.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { FormFailure } from '#site/islands/form/FormFailure.tsx';
import { TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { InsuranceSection } from '#site/islands/vessels/InsuranceSection.tsx';
import { rowButtonClass } from './ClientRow.tsx';
import { certificateFileHref, grantOverride, verifyCertificate } from './vessel-insurance-api.ts';

interface ClientVesselInsuranceProps {
  clientId: string;
  vesselId: string;
  vesselName: string;
  insurance: VesselInsuranceView | undefined;
  failed: boolean;
  onChanged: () => Promise<unknown>;
}

/** A client's vessel's insurance for the office: download and verify the certificate, or allow bookings while it has lapsed. */
export function ClientVesselInsurance({ clientId, vesselId, vesselName, insurance, failed, onChanged }: ClientVesselInsuranceProps) {
  const certificate = insurance?.certificate ?? null;
  return (
    <InsuranceSection vesselName={vesselName} insurance={insurance} failed={failed}>
      {certificate && (
        <div className="flex flex-wrap gap-3">
          <a href={certificateFileHref(certificate.id)} download className={rowButtonClass}>
            Download the certificate<span className="sr-only"> of {vesselName}</span>
          </a>
          {!certificate.verifiedAt && <VerifyButton certificateId={certificate.id} vesselName={vesselName} onVerified={onChanged} />}
        </div>
      )}
      {insurance?.status === 'lapsed' && !insurance.override && (
        <AllowBookings clientId={clientId} vesselId={vesselId} vesselName={vesselName} onAllowed={onChanged} />
      )}
    </InsuranceSection>
  );
}

function VerifyButton({
  certificateId,
  vesselName,
  onVerified,
}: {
  certificateId: string;
  vesselName: string;
  onVerified: () => Promise<unknown>;
}) {
  const verify = useMutation({ mutationFn: () => verifyCertificate(certificateId), onSuccess: onVerified });
  return (
    <>
      <button type="button" className={rowButtonClass} disabled={verify.isPending} onClick={() => verify.mutate()}>
        {verify.isPending ? 'Verifying…' : 'Mark verified'}
        <span className="sr-only"> the certificate of {vesselName}</span>
      </button>
      <FormFailure message={verify.isError ? errorMessage(verify.error, unreachableMessage) : null} />
    </>
  );
}

function AllowBookings({
  clientId,
  vesselId,
  vesselName,
  onAllowed,
}: {
  clientId: string;
  vesselId: string;
  vesselName: string;
  onAllowed: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const { register, onSubmit, errorOf, submitting } = useZodForm(insuranceOverrideSchema, {
    defaultValues: { reason: '', throughOn: addDays(facilityToday(), 7) },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const send = onSubmit(
    async (input) => {
      setFailure(null);
      await grantOverride(clientId, vesselId, input);
      await onAllowed();
    },
    (error) => setFailure(errorMessage(error, unreachableMessage)),
  );
  return (
    <div className="grid gap-3">
      <button type="button" className={rowButtonClass} aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)}>
        Allow bookings without insurance<span className="sr-only"> for {vesselName}</span>
      </button>
      {open && (
        <form
          id={formId}
          noValidate
          onSubmit={send}
          aria-label={`Allow bookings for ${vesselName} without insurance`}
          className="grid gap-3"
        >
          <TextArea label="Reason" required rows={3} hint="Kept in the audit log" error={errorOf('reason')} {...register('reason')} />
          <TextInput label="Allow bookings through" type="date" required error={errorOf('throughOn')} {...register('throughOn')} />
          <FormFailure message={failure} />
          <SubmitButton pending={submitting} label="Allow bookings" pendingLabel="Saving…" />
        </form>
      )}
    </div>
  );
}
