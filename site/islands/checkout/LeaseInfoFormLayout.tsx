import type { LeaseView, ReservationView } from '#shared/berth-views.ts';
import type { LeaseInfoInput } from '#shared/schemas/lease.ts';
import { TextArea, TextInput } from '#site/islands/form/controls.tsx';
import type { FormLayoutProps } from '#site/islands/form/form-layout.ts';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';

/** What an earlier draft said, so "Edit Lease Info" starts from it rather than from empty fields. */
export function startingValues(lease: LeaseView | null): Required<LeaseInfoInput> {
  return {
    lesseeAddress: lease?.lesseeAddress ?? '',
    lesseeCity: lease?.lesseeCity ?? '',
    lesseeState: lease?.lesseeState ?? '',
    lesseeZip: lease?.lesseeZip ?? '',
    specialTerms: lease?.specialTerms ?? '',
  };
}

interface LeaseInfoFormLayoutProps extends FormLayoutProps<keyof LeaseInfoInput> {
  reservation: ReservationView;
}

/** The Lease Info step's markup, for the form and for its stand-in until the form's code is here. */
export function LeaseInfoFormLayout({ reservation, field, onSubmit, submitting = false, loading }: LeaseInfoFormLayoutProps) {
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
      <form
        method="post"
        onSubmit={onSubmit}
        aria-labelledby="checkout-step-heading"
        className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-3"
      >
        <TextInput label="Street address" required autoComplete="street-address" className="sm:col-span-3" {...field('lesseeAddress')} />
        <TextInput label="City" required autoComplete="address-level2" {...field('lesseeCity')} />
        <TextInput label="State" required autoComplete="address-level1" {...field('lesseeState')} />
        <TextInput label="ZIP code" required autoComplete="postal-code" {...field('lesseeZip')} />
        <TextArea
          label="Special terms (optional)"
          rows={4}
          hint="For example an agreed fuel arrangement or a crew-change window. Leave empty if there are none."
          className="sm:col-span-3"
          {...field('specialTerms')}
        />
        <div className="sm:col-span-3">
          <SubmitButton pending={submitting} loading={loading} label="Generate Lease" pendingLabel="Generating..." />
        </div>
      </form>
    </div>
  );
}
