import type { LeaseView, ReservationView } from '#shared/berth-views.ts';
import { leaseInfoSchema, type LeaseInfoBody } from '#shared/schemas/lease.ts';
import { toast } from '#site/lib/toast-store.ts';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { generateLease } from './checkout-api.ts';
import { serverMessageOf } from './failure-description.ts';
import { LeaseInfoFormLayout, startingValues } from './LeaseInfoFormLayout.tsx';

interface LeaseInfoStepProps {
  reservation: ReservationView;
  onGenerated: (lease: LeaseView) => void;
}

/**
 * Lease Info: the lessee's postal address and any agreed terms; the server writes the lease from them.
 * Loaded on first use (BerthCheckout).
 */
export function LeaseInfoStep({ reservation, onGenerated }: LeaseInfoStepProps) {
  const { register, onSubmit, errorOf, submitting } = useZodForm(leaseInfoSchema, {
    defaultValues: startingValues(reservation.lease),
  });
  const submit = onSubmit(
    async (info: LeaseInfoBody) => onGenerated(await generateLease(reservation.id, info)),
    (error) => toast({ variant: 'destructive', title: 'Failed to generate lease agreement', description: serverMessageOf(error) }),
  );

  return (
    <LeaseInfoFormLayout
      reservation={reservation}
      field={(name) => ({ error: errorOf(name), ...register(name) })}
      onSubmit={submit}
      submitting={submitting}
    />
  );
}
