import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { SigningCodeConfirmed } from '#shared/lease-signing-code.ts';
import { signingCodeSchema } from '#shared/schemas/lease.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { serverMessageOf } from './failure-description.ts';
import { confirmSigningCode } from './signing-code-api.ts';

interface SigningCodeFormProps {
  leaseId: string;
  onConfirmed: (confirmed: SigningCodeConfirmed) => void;
}

/** The mailed code typed back; a refused code says why at the field, anything else beneath the form. */
export function SigningCodeForm({ leaseId, onConfirmed }: SigningCodeFormProps) {
  const { register, onSubmit, errorOf, setFocus, submitting } = useZodForm(signingCodeSchema, { defaultValues: { code: '' } });
  const [failure, setFailure] = useState<string | null>(null);

  // The code is what the signer does next once it was sent.
  useEffect(() => setFocus('code'), [setFocus]);

  const submit = onSubmit(
    async (body) => {
      setFailure(null);
      onConfirmed(await confirmSigningCode(leaseId, body));
    },
    (error) => {
      if (!errorOf('code')) setFailure(serverMessageOf(error) ?? 'The connection failed. Try again.');
    },
  );

  return (
    <form method="post" onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextInput
        label="6-digit code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="sm:w-48"
        error={errorOf('code')}
        {...register('code')}
      />
      <button type="submit" disabled={submitting} className={`${primaryButtonClass} sm:mt-8`}>
        {submitting && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
        {submitting ? 'Confirming…' : 'Confirm code'}
      </button>
      {failure && (
        <p role="alert" className="text-sm text-navy-900 sm:basis-full">
          {failure}
        </p>
      )}
    </form>
  );
}
