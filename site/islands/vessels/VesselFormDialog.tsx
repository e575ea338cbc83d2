import { useState } from 'react';
import { ApiError, errorMessage } from '#shared/api-client.ts';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import { vesselTypes } from '#shared/lead-options.ts';
import { customerVesselSchema, type CustomerVesselBody } from '#shared/schemas/customer-vessel.ts';
import { AdminDialog } from '#site/islands/admin/clients/AdminDialog.tsx';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { FormFailure } from '#site/islands/form/FormFailure.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { vesselFormValues } from './vessel-words.ts';

interface VesselFormDialogProps {
  /** The vessel to edit; none to add one. */
  vessel?: CustomerVesselView;
  /** Whose vessel, in the dialog's words: "your vessels" or the client's name. */
  description: string;
  save: (values: CustomerVesselBody) => Promise<unknown>;
  onClose: () => void;
}

/** Adding or editing a vessel on record, for the customer and the office alike. */
export function VesselFormDialog({ vessel, description, save, onClose }: VesselFormDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, onSubmit, errorOf, submitting } = useZodForm(customerVesselSchema, { defaultValues: vesselFormValues(vessel) });
  const submit = onSubmit(
    async (values) => {
      setFailure(null);
      await save(values);
      onClose();
    },
    (error) => {
      if (!(error instanceof ApiError && error.errors)) setFailure(errorMessage(error, unreachableMessage));
    },
  );
  const feet = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;

  return (
    <AdminDialog title={vessel ? `Edit ${vessel.name}` : 'Add a vessel'} description={description} onClose={onClose}>
      <form method="post" noValidate onSubmit={submit} aria-label={vessel ? 'Edit vessel' : 'Add a vessel'} className="grid gap-4">
        <TextInput label="Vessel name" required autoComplete="off" error={errorOf('name')} {...register('name')} />
        <Select
          label="Vessel type"
          required
          placeholder="Select vessel type"
          options={vesselTypes}
          error={errorOf('vesselType')}
          {...register('vesselType')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput label="Length (ft)" required {...feet} error={errorOf('length')} {...register('length')} />
          <TextInput label="Beam (ft)" {...feet} error={errorOf('beam')} {...register('beam')} />
          <TextInput label="Draft (ft)" required {...feet} error={errorOf('draft')} {...register('draft')} />
        </div>
        <TextInput
          label="Hull ID or USCG documentation number"
          autoComplete="off"
          error={errorOf('documentationNumber')}
          {...register('documentationNumber')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label="State registration"
            autoComplete="off"
            error={errorOf('stateRegistration')}
            {...register('stateRegistration')}
          />
          <TextInput label="Home port" error={errorOf('homePort')} {...register('homePort')} />
        </div>
        <TextArea label="Notes" error={errorOf('notes')} {...register('notes')} />
        <FormFailure message={failure} />
        <div>
          <SubmitButton pending={submitting} label={vessel ? 'Save vessel' : 'Add vessel'} pendingLabel="Saving…" />
        </div>
      </form>
    </AdminDialog>
  );
}
