// This form loads apart from the page: the eval-free zod setting comes first here too (the CSP forbids eval).
import * as Dialog from '@radix-ui/react-dialog';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ApiError, apiRequest, errorMessage } from '#shared/api-client.ts';
import { berthPurposeOptions, maxVesselBeamFt, maxVesselDraftFt, maxVesselLengthFt } from '#shared/berth-options.ts';
import type { BerthView, ReservationView } from '#shared/berth-views.ts';
import { berthReservationSchema, type BerthReservationBody, type BerthReservationInput } from '#shared/schemas/berth-reservation.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { submissionKeys } from '#site/lib/submission-key.ts';
import { toast } from '#site/lib/toast-store.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { serverFieldErrors } from '#site/islands/form/server-field-errors.ts';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { berthLimitErrors } from './berth-limits.ts';
import { accountContact, vesselFields } from './booking-account.ts';
import type { RebookDetails } from './rebook.ts';
import type { StayFilters } from './stay-filters.ts';
import { useBookingAccount } from './use-booking-account.ts';
import { typedFeet } from './vessel-guidance.ts';
import { CostEstimate } from './CostEstimate.tsx';

type FieldName = Exclude<keyof BerthReservationInput, 'berthId' | 'totalCost'>;

/** The form's fields in the order they appear: the first one the server faults gets the focus. */
const fieldOrder: readonly FieldName[] = [
  'vesselId',
  'vesselName',
  'vesselLength',
  'vesselBeam',
  'vesselDraft',
  'contactName',
  'contactEmail',
  'contactPhone',
  'company',
  'arrivalDate',
  'departureDate',
  'purpose',
  'specialRequirements',
];

const failureFallback = 'Failed to submit reservation.';
const legendClass = 'mb-4 text-lg font-bold text-navy-900';
const groupClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2';
const feetInput = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;

interface ReservationFormProps {
  berth: BerthView;
  /** The page's filters: the dates and vessel size the visitor already gave. */
  prefill: StayFilters;
  /** The vessel and contact of an earlier request being made again, if any. */
  details: RebookDetails | null;
  /** The berth was taken meanwhile (409): the page's availability is out of date. */
  onConflict: () => void;
}

/**
 * The reservation request for one berth (POST /api/berth-reservations). The shared schema gives the
 * spec's messages under the fields; the server's own field errors land there too. On success the
 * visitor continues to the checkout with the cookie the server set.
 */
/** Why the last attempt failed, and whether the message itself should take the focus (no field to fix). */
interface Failure {
  message: string;
  focusMessage: boolean;
}

/** The chosen berth's own length and draft, so a vessel the berth cannot take is named under its field before anything is sent. */
const limitsOf = (berth: BerthView) => (values: BerthReservationInput) =>
  berthLimitErrors(berth, typedFeet(String(values.vesselLength ?? '')), typedFeet(String(values.vesselDraft ?? '')));

export function ReservationForm({ berth, prefill, details, onConflict }: ReservationFormProps) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [keys] = useState(submissionKeys);
  const failureRef = useRef<HTMLDivElement>(null);
  const today = facilityToday();
  const { customer, vessels } = useBookingAccount();
  const { register, onSubmit, errorOf, control, submitting, sent, getValues, setValue } = useZodForm(berthReservationSchema, {
    alsoRefuse: limitsOf(berth),
    defaultValues: {
      berthId: berth.id,
      vesselId: '',
      vesselName: '',
      vesselLength: prefill.length,
      vesselBeam: '',
      vesselDraft: prefill.draft,
      contactName: '',
      contactEmail: '',
      contactPhone: '',
      company: '',
      arrivalDate: prefill.arrival,
      departureDate: prefill.departure,
      purpose: '',
      specialRequirements: '',
      ...details,
    },
  });
  useEffect(() => {
    if (failure?.focusMessage) failureRef.current?.focus();
  }, [failure]);
  // The account arrives after the form opens: it fills only what is still empty (a rebooking's contact stays).
  useEffect(() => {
    if (!customer) return;
    for (const [name, value] of Object.entries(accountContact(customer)) as [FieldName, string][]) {
      if (!getValues(name)) setValue(name, value);
    }
  }, [customer, getValues, setValue]);
  const [arrivalDate, departureDate, vesselLength, vesselId] = useWatch({
    control,
    name: ['arrivalDate', 'departureDate', 'vesselLength', 'vesselId'],
  });
  // A vessel on record is booked with its own figures (the server takes them from the record), so they are shown, not typed.
  const onRecord = vessels.some((vessel) => vessel.id === vesselId);
  const chooseVessel = (chosenId: string) => {
    const vessel = vessels.find((candidate) => candidate.id === chosenId);
    if (!vessel) return;
    for (const [name, value] of Object.entries(vesselFields(vessel)) as [FieldName, string][])
      setValue(name, value, { shouldValidate: true });
  };

  const submit = onSubmit(
    async (reservation: BerthReservationBody) => {
      setFailure(null);
      const created = await apiRequest<Pick<ReservationView, 'id'>>('POST', '/api/berth-reservations', reservation, {
        idempotencyKey: keys.keyFor(reservation),
      });
      keys.accepted();
      window.location.assign(`/berth-checkout?reservationId=${encodeURIComponent(created.id)}`);
    },
    (error) => {
      const message = errorMessage(error, failureFallback);
      toast({ variant: 'destructive', title: 'Reservation Failed', description: message });
      if (error instanceof ApiError && error.status === 409) onConflict();
      // The open dialog hides the page (and its toasts) from assistive technology: the message is
      // repeated inside it, and focus goes to the field to fix (the hook's part) or else to the message.
      setFailure({ message, focusMessage: serverFieldErrors(error, fieldOrder).length === 0 });
    },
  );

  const text = (name: FieldName) => ({ error: errorOf(name), ...register(name) });

  return (
    <form method="post" noValidate onSubmit={submit} aria-label={`Reserve ${berth.name}`} className="grid gap-8">
      <fieldset className={groupClass}>
        <legend className={legendClass}>Vessel</legend>
        {vessels.length > 0 && (
          <Select
            label="Choose a vessel on record"
            hint="Its name and figures come from your vessels; to change them, edit the vessel in your account."
            className="sm:col-span-2"
            options={[{ value: '', label: 'Another vessel' }, ...vessels.map((vessel) => ({ value: vessel.id, label: vessel.name }))]}
            error={errorOf('vesselId')}
            {...register('vesselId', { onChange: (event: { target: { value: string } }) => chooseVessel(event.target.value) })}
          />
        )}
        <TextInput label="Vessel name" required autoComplete="off" readOnly={onRecord} {...text('vesselName')} />
        <TextInput
          label="Vessel length (ft)"
          required
          hint={`${berth.name} takes vessels up to ${berth.length} ft`}
          {...feetInput}
          max={maxVesselLengthFt}
          readOnly={onRecord}
          {...text('vesselLength')}
        />
        <TextInput label="Beam (ft)" {...feetInput} max={maxVesselBeamFt} readOnly={onRecord} {...text('vesselBeam')} />
        <TextInput
          label="Draft (ft)"
          required
          hint={`Maximum draft ${maxVesselDraftFt} ft; ${berth.name} takes up to ${berth.maxDraft} ft`}
          {...feetInput}
          max={maxVesselDraftFt}
          readOnly={onRecord}
          {...text('vesselDraft')}
        />
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={legendClass}>Contact</legend>
        <TextInput label="Contact name" required autoComplete="name" {...text('contactName')} />
        <TextInput label="Email" type="email" required autoComplete="email" {...text('contactEmail')} />
        <TextInput label="Phone" type="tel" autoComplete="tel" {...text('contactPhone')} />
        <TextInput label="Company" required autoComplete="organization" {...text('company')} />
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={legendClass}>Stay</legend>
        <TextInput label="Arrival date" type="date" required min={today} {...text('arrivalDate')} />
        <TextInput
          label="Departure date"
          type="date"
          required
          min={typeof arrivalDate === 'string' && arrivalDate ? addDays(arrivalDate, 1) : today}
          {...text('departureDate')}
        />
        <Select label="Purpose" placeholder="Select a purpose" options={berthPurposeOptions} {...text('purpose')} />
        <TextArea label="Special requirements" rows={3} className="sm:col-span-2" {...text('specialRequirements')} />
      </fieldset>

      <CostEstimate
        berth={berth}
        arrivalDate={String(arrivalDate ?? '')}
        departureDate={String(departureDate ?? '')}
        vesselLength={String(vesselLength ?? '')}
      />

      {failure && (
        <div
          ref={failureRef}
          role="alert"
          tabIndex={-1}
          className="flex gap-2 rounded-lg border-2 border-safety-600 bg-white p-4 text-navy-900"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-safety-600" />
          <p>
            <strong className="block">Reservation Failed</strong>
            {failure.message}
          </p>
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className={secondaryButtonClass}>Cancel</Dialog.Close>
        <SubmitButton pending={submitting || sent} label="Submit Reservation" pendingLabel="Submitting..." />
      </div>
    </form>
  );
}
