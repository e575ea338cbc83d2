import { LoaderCircle } from 'lucide-react';
import type { LeaseView, ReservationView } from '#shared/berth-views.ts';
import { leaseInfoSchema, type LeaseInfoBody, type LeaseInfoInput } from '#shared/schemas/lease.ts';
import { toast } from '#site/lib/toast-store.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { generateLease } from './checkout-api.ts';
import { serverMessageOf } from './failure-description.ts';

interface LeaseInfoStepProps {
  reservation: ReservationView;
  onGenerated: (lease: LeaseView) => void;
}

/** What an earlier draft said, so "Edit Lease Info" starts from it rather than from empty fields. */
function startingValues(lease: LeaseView | null): LeaseInfoInput {
  return {
    lesseeAddress: lease?.lesseeAddress ?? '',
    lesseeCity: lease?.lesseeCity ?? '',
    lesseeState: lease?.lesseeState ?? '',
    lesseeZip: lease?.lesseeZip ?? '',
    specialTerms: lease?.specialTerms ?? '',
  };
}

/** Lease Info: the lessee's postal address and any agreed terms; the server writes the lease from them. */
export function LeaseInfoStep({ reservation, onGenerated }: LeaseInfoStepProps) {
  const { register, onSubmit, errorOf, hydrated, submitting } = useZodForm(leaseInfoSchema, {
    defaultValues: startingValues(reservation.lease),
  });
  const submit = onSubmit(
    async (info: LeaseInfoBody) => onGenerated(await generateLease(reservation.id, info)),
    (error) => toast({ variant: 'destructive', title: 'Failed to generate lease agreement', description: serverMessageOf(error) }),
  );

  return (
    <div>
      <p className="text-navy-700">
        The lease is made out to the contact and company on your reservation. Add the address for notices, and any terms you agreed with the
        harbor office.
      </p>
      <dl className="mt-6 grid grid-cols-1 gap-4 rounded-lg bg-sand-50 p-4 ring-1 ring-sand-300 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-sm font-semibold text-navy-600">Lessee</dt>
          <dd className="mt-1 font-semibold wrap-anywhere">{reservation.contactName}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm font-semibold text-navy-600">Company</dt>
          <dd className="mt-1 font-semibold wrap-anywhere">{reservation.company}</dd>
        </div>
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-sm font-semibold text-navy-600">Email</dt>
          <dd className="mt-1 font-semibold wrap-anywhere">{reservation.contactEmail}</dd>
        </div>
      </dl>
      <form method="post" onSubmit={submit} aria-labelledby="checkout-step-heading" className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-3">
        <TextInput
          label="Street address"
          required
          autoComplete="street-address"
          className="sm:col-span-3"
          error={errorOf('lesseeAddress')}
          {...register('lesseeAddress')}
        />
        <TextInput label="City" required autoComplete="address-level2" error={errorOf('lesseeCity')} {...register('lesseeCity')} />
        <TextInput label="State" required autoComplete="address-level1" error={errorOf('lesseeState')} {...register('lesseeState')} />
        <TextInput label="ZIP code" required autoComplete="postal-code" error={errorOf('lesseeZip')} {...register('lesseeZip')} />
        <TextArea
          label="Special terms (optional)"
          rows={4}
          hint="For example an agreed fuel arrangement or a crew-change window. Leave empty if there are none."
          className="sm:col-span-3"
          error={errorOf('specialTerms')}
          {...register('specialTerms')}
        />
        <div className="sm:col-span-3">
          <button type="submit" disabled={!hydrated || submitting} className={`${primaryButtonClass} w-full sm:w-auto`}>
            {submitting && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
            {submitting ? 'Generating...' : 'Generate Lease'}
          </button>
        </div>
      </form>
    </div>
  );
}
