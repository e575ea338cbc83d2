import { LoaderCircle } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import type { LeaseView, ReservationView } from '#shared/berth-views.ts';
import type { LeaseInfoBody, LeaseInfoInput } from '#shared/schemas/lease.ts';
import { toast } from '#site/lib/toast-store.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { generateLease } from './checkout-api.ts';
import { serverMessageOf } from './failure-description.ts';
import { useHydrated } from './use-hydrated.ts';

interface LeaseInfoStepProps {
  reservation: ReservationView;
  onGenerated: (lease: LeaseView) => void;
}

/**
 * The server's lease schema as the form's resolver, loaded with zod on the first check: Lease Info
 * is the step a checkout opens on, and zod (about 36 KB gzipped) would otherwise come with the page.
 */
const leaseInfoResolver: Resolver<LeaseInfoInput, unknown, LeaseInfoBody> = async (values, context, options) => {
  const [{ zodResolver }, { leaseInfoSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('#shared/schemas/lease.ts')]);
  return zodResolver(leaseInfoSchema)(values, context, options);
};

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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: leaseInfoResolver, defaultValues: startingValues(reservation.lease) });
  const hydrated = useHydrated();

  const submit = handleSubmit(async (info) => {
    try {
      onGenerated(await generateLease(reservation.id, info));
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to generate lease agreement', description: serverMessageOf(error) });
    }
  });

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
      <form onSubmit={submit} aria-labelledby="checkout-step-heading" className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-3">
        <TextInput
          label="Street address"
          required
          autoComplete="street-address"
          className="sm:col-span-3"
          error={errors.lesseeAddress?.message}
          {...register('lesseeAddress')}
        />
        <TextInput label="City" required autoComplete="address-level2" error={errors.lesseeCity?.message} {...register('lesseeCity')} />
        <TextInput label="State" required autoComplete="address-level1" error={errors.lesseeState?.message} {...register('lesseeState')} />
        <TextInput label="ZIP code" required autoComplete="postal-code" error={errors.lesseeZip?.message} {...register('lesseeZip')} />
        <TextArea
          label="Special terms (optional)"
          rows={4}
          hint="For example an agreed fuel arrangement or a crew-change window. Leave empty if there are none."
          className="sm:col-span-3"
          error={errors.specialTerms?.message}
          {...register('specialTerms')}
        />
        <div className="sm:col-span-3">
          <button type="submit" disabled={!hydrated || isSubmitting} className={`${primaryButtonClass} w-full sm:w-auto`}>
            {isSubmitting && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
            {isSubmitting ? 'Generating...' : 'Generate Lease'}
          </button>
        </div>
      </form>
    </div>
  );
}
