import { useId, useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { VesselInsuranceList } from '#shared/insurance-views.ts';
import { formatWholeDollars } from '#shared/pricing.ts';
import { maxUploadBytes, uploadExtensions } from '#shared/uploads.ts';
import { toast } from '#site/lib/toast-store.ts';
import { acceptedTypesHint } from '#site/islands/form/accepted-types-hint.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { Field } from '#site/islands/form/Field.tsx';
import { Select, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { certificateFormSchema, certificateShortfalls } from './certificate-form.ts';
import { uploadCertificate } from './insurance-api.ts';

const acceptedFiles = uploadExtensions.insuranceCertificate.map((extension) => `.${extension}`).join(',');
const yesNo = [
  { value: 'yes', label: 'Yes, the marina is named' },
  { value: 'no', label: 'No' },
];

interface AddCertificateFormProps {
  vesselId: string;
  vesselName: string;
  minimums: VesselInsuranceList['minimums'];
  onAdded: () => Promise<unknown>;
}

/** "Add certificate" on a vessel's card: opens the form for the certificate file and what it says. */
export function AddCertificate(props: AddCertificateFormProps) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const added = async () => {
    await props.onAdded();
    setOpen(false);
  };
  return (
    <div className="grid gap-3">
      <button type="button" className={secondaryButtonClass} aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)}>
        {open ? 'Close the certificate form' : 'Add certificate'}
        <span className="sr-only"> for {props.vesselName}</span>
      </button>
      {open && <CertificateForm id={formId} {...props} onAdded={added} />}
    </div>
  );
}

function CertificateForm({ id, vesselId, vesselName, minimums, onAdded }: AddCertificateFormProps & { id: string }) {
  const { register, onSubmit, errorOf, submitting } = useZodForm(certificateFormSchema, {
    defaultValues: {
      file: undefined,
      carrier: '',
      policyNumber: '',
      liabilityLimit: '',
      pandiLimit: '',
      additionalInsured: undefined,
      expiresOn: '',
    },
    alsoRefuse: certificateShortfalls,
  });
  const send = onSubmit(
    async ({ file, ...fields }) => {
      await uploadCertificate(vesselId, file, fields);
      toast({ title: 'Certificate added', description: `The office will check the certificate of ${vesselName}.` });
      await onAdded();
    },
    (error) => toast({ variant: 'destructive', title: 'Certificate not added', description: errorMessage(error, 'Please try again') }),
  );
  const minimumWords = (dollars: number) => formatWholeDollars(dollars * 100);
  return (
    <form id={id} method="post" noValidate onSubmit={send} aria-label={`Certificate of insurance for ${vesselName}`} className="grid gap-4">
      <Field
        label="Certificate file"
        hint={acceptedTypesHint(uploadExtensions.insuranceCertificate, maxUploadBytes)}
        error={errorOf('file')}
        required
      >
        {(control) => <input {...control} {...register('file')} type="file" accept={acceptedFiles} className="block w-full text-sm" />}
      </Field>
      <TextInput label="Insurance company" required autoComplete="off" error={errorOf('carrier')} {...register('carrier')} />
      <TextInput label="Policy number" required autoComplete="off" error={errorOf('policyNumber')} {...register('policyNumber')} />
      <TextInput
        label="Liability limit (dollars)"
        required
        inputMode="numeric"
        hint={`At least ${minimumWords(minimums.liabilityDollars)}`}
        error={errorOf('liabilityLimit')}
        {...register('liabilityLimit')}
      />
      <TextInput
        label="P&I limit (dollars)"
        required={minimums.pandiDollars > 0}
        inputMode="numeric"
        hint={minimums.pandiDollars > 0 ? `At least ${minimumWords(minimums.pandiDollars)}` : 'Leave empty when the policy has none'}
        error={errorOf('pandiLimit')}
        {...register('pandiLimit')}
      />
      <Select
        label="Is the marina named as additional insured?"
        required
        placeholder="Choose"
        options={yesNo}
        hint={minimums.additionalInsuredRequired ? 'The marina must be named on the policy' : undefined}
        error={errorOf('additionalInsured')}
        {...register('additionalInsured')}
      />
      <TextInput label="Expiration date" type="date" required error={errorOf('expiresOn')} {...register('expiresOn')} />
      <SubmitButton pending={submitting} label="Add certificate" pendingLabel="Sending the certificate…" />
    </form>
  );
}
