import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClientView } from '#shared/admin-client-views.ts';
import { ApiError } from '#shared/api-client.ts';
import { accountStatuses } from '#shared/customer-options.ts';
import { adminClientUpdateSchema } from '#shared/schemas/admin-clients.ts';
import { toast } from '#site/lib/toast-store.ts';
import { Select, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { adminClientKeys, updateClient } from './admin-clients-api.ts';
import { capitalized } from './account-status-look.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { clientName } from './ClientRow.tsx';

const statusOptions = accountStatuses.map((status) => ({ value: status, label: capitalized(status) }));

function updateFailure(error: unknown) {
  if (error instanceof ApiError) return { title: 'Failed to update client', description: error.serverMessage ?? error.message };
  return { title: 'Error updating client', description: 'The server could not be reached. Check the connection and try again.' };
}

/** The client's whole record as the office may change it, status (suspended too) included; sent whole. */
export function EditClientDialog({ client, onClose }: { client: AdminClientView; onClose: () => void }) {
  const { register, onSubmit, errorOf, submitting } = useZodForm(adminClientUpdateSchema, {
    defaultValues: {
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      username: client.username ?? '',
      phone: client.phone ?? '',
      company: client.company,
      address: client.address ?? '',
      city: client.city ?? '',
      state: client.state ?? '',
      zipCode: client.zipCode ?? '',
      accountStatus: client.accountStatus,
    },
  });
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (input: Parameters<typeof updateClient>[1]) => updateClient(client.id, input),
    onSuccess: (updated) => {
      void queryClient.invalidateQueries({ queryKey: adminClientKeys.all });
      toast({ title: 'Client updated', description: `${clientName(updated)} is saved.` });
      onClose();
    },
  });
  const submit = onSubmit(update.mutateAsync, (error) => toast({ variant: 'destructive', ...updateFailure(error) }));

  return (
    <AdminDialog title={`Edit ${clientName(client)}`} description="Changes apply to both portals at once." onClose={onClose}>
      <form method="post" onSubmit={submit} noValidate className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput label="First name" aria-required="true" autoComplete="off" error={errorOf('firstName')} {...register('firstName')} />
          <TextInput label="Last name" aria-required="true" autoComplete="off" error={errorOf('lastName')} {...register('lastName')} />
        </div>
        <TextInput label="Email" type="email" aria-required="true" autoComplete="off" error={errorOf('email')} {...register('email')} />
        <TextInput
          label="Username"
          hint="Left blank, the client signs in with the email."
          autoComplete="off"
          error={errorOf('username')}
          {...register('username')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput label="Phone" type="tel" autoComplete="off" error={errorOf('phone')} {...register('phone')} />
          <TextInput label="Company" autoComplete="off" error={errorOf('company')} {...register('company')} />
        </div>
        <TextInput label="Address" autoComplete="off" error={errorOf('address')} {...register('address')} />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextInput label="City" autoComplete="off" error={errorOf('city')} {...register('city')} />
          <TextInput label="State" autoComplete="off" error={errorOf('state')} {...register('state')} />
          <TextInput label="ZIP code" autoComplete="off" error={errorOf('zipCode')} {...register('zipCode')} />
        </div>
        <Select
          label="Account status"
          hint="A suspended or inactive client cannot sign in."
          options={statusOptions}
          error={errorOf('accountStatus')}
          {...register('accountStatus')}
        />
        <SubmitButton pending={submitting} label="Save Changes" pendingLabel="Saving…" />
      </form>
    </AdminDialog>
  );
}
