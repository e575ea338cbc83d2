import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitEvent } from 'react';
import type { AdminClientView } from '#shared/admin-client-views.ts';
import { ApiError } from '#shared/api-client.ts';
import { accountStatuses } from '#shared/customer-options.ts';
import { adminClientUpdateSchema } from '#shared/schemas/admin-clients.ts';
import { toast } from '#site/lib/toast-store.ts';
import { Select, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useFormValues } from '#site/islands/client/use-form-values.ts';
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
  const { values, bind } = useFormValues({
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
  });
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (input: Parameters<typeof updateClient>[1]) => updateClient(client.id, input),
    onSuccess: (updated) => {
      void queryClient.invalidateQueries({ queryKey: adminClientKeys.all });
      toast({ title: 'Client updated', description: `${clientName(updated)} is saved.` });
      onClose();
    },
    onError: (error) => toast({ variant: 'destructive', ...updateFailure(error) }),
  });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = adminClientUpdateSchema.safeParse(values);
    if (!parsed.success) {
      toast({
        variant: 'destructive',
        title: 'Failed to update client',
        description: parsed.error.issues[0]?.message ?? 'Please check the form',
      });
      return;
    }
    update.mutate(parsed.data);
  }

  return (
    <AdminDialog title={`Edit ${clientName(client)}`} description="Changes apply to both portals at once." onClose={onClose}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput label="First name" aria-required="true" autoComplete="off" {...bind('firstName')} />
          <TextInput label="Last name" aria-required="true" autoComplete="off" {...bind('lastName')} />
        </div>
        <TextInput label="Email" type="email" aria-required="true" autoComplete="off" {...bind('email')} />
        <TextInput label="Username" hint="Left blank, the client signs in with the email." autoComplete="off" {...bind('username')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput label="Phone" type="tel" autoComplete="off" {...bind('phone')} />
          <TextInput label="Company" autoComplete="off" {...bind('company')} />
        </div>
        <TextInput label="Address" autoComplete="off" {...bind('address')} />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextInput label="City" autoComplete="off" {...bind('city')} />
          <TextInput label="State" autoComplete="off" {...bind('state')} />
          <TextInput label="ZIP code" autoComplete="off" {...bind('zipCode')} />
        </div>
        <Select
          label="Account status"
          hint="A suspended or inactive client cannot sign in."
          options={statusOptions}
          {...bind('accountStatus')}
        />
        <SubmitButton pending={update.isPending} label="Save Changes" pendingLabel="Saving…" />
      </form>
    </AdminDialog>
  );
}
