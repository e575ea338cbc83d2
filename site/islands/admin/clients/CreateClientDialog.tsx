import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, type SubmitEvent } from 'react';
import { ApiError } from '#shared/api-client.ts';
import { adminClientSchema, newClientStatuses } from '#shared/schemas/admin-clients.ts';
import { minCustomerPasswordLength } from '#shared/schemas/customer-account.ts';
import { toast } from '#site/lib/toast-store.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { Select, TextInput } from '#site/islands/form/controls.tsx';
import { useFormValues } from '#site/islands/client/use-form-values.ts';
import { adminClientKeys, createClient } from './admin-clients-api.ts';
import { capitalized } from './account-status-look.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { createClientReady, missingRequiredMessage } from './client-form-checks.ts';

const emptyClient = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  phone: '',
  company: '',
  password: '',
  accountStatus: 'active',
};

const statusOptions = newClientStatuses.map((status) => ({ value: status, label: capitalized(status) }));

/** The server's words when it gave them ("Failed to create client: …"), else the general failure. */
function createFailure(error: unknown) {
  if (error instanceof ApiError && error.serverMessage) return { title: `Failed to create client: ${error.serverMessage}` };
  if (error instanceof ApiError) return { title: 'Failed to create client', description: error.message };
  return { title: 'Error creating client account', description: 'The server could not be reached. Check the connection and try again.' };
}

/**
 * A new client account. Create stays disabled until first name, last name, email and password are
 * filled; the line under it says why while it waits.
 */
export function CreateClientDialog({ onClose }: { onClose: () => void }) {
  const { values, bind } = useFormValues(emptyClient);
  const waitingId = useId();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createClient,
    onSuccess: (client) => {
      void queryClient.invalidateQueries({ queryKey: adminClientKeys.all });
      toast({
        title: 'Client created',
        description: `${client.firstName} ${client.lastName} can sign in with ${client.username ?? client.email}.`,
      });
      onClose();
    },
    onError: (error) => toast({ variant: 'destructive', ...createFailure(error) }),
  });
  const ready = createClientReady(values);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = adminClientSchema.safeParse(values);
    if (!parsed.success) {
      toast({ variant: 'destructive', title: `Failed to create client: ${parsed.error.issues[0]?.message ?? missingRequiredMessage}` });
      return;
    }
    create.mutate(parsed.data);
  }

  return (
    <AdminDialog
      title="Create New Client"
      description="An account the client signs in to the client portal and the customer area with."
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput label="First name" required autoComplete="off" {...bind('firstName')} />
          <TextInput label="Last name" required autoComplete="off" {...bind('lastName')} />
        </div>
        <TextInput label="Email" type="email" required autoComplete="off" {...bind('email')} />
        <TextInput
          label="Username"
          hint="Optional. Left blank, the client signs in with the email."
          autoComplete="off"
          {...bind('username')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput label="Phone" type="tel" autoComplete="off" {...bind('phone')} />
          <TextInput label="Company" autoComplete="off" {...bind('company')} />
        </div>
        <TextInput
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          hint={`At least ${minCustomerPasswordLength} characters recommended.`}
          {...bind('password')}
        />
        <Select label="Account status" options={statusOptions} {...bind('accountStatus')} />
        <div className="grid gap-2">
          <button
            type="submit"
            disabled={!ready || create.isPending}
            aria-describedby={ready ? undefined : waitingId}
            className={`${primaryButtonClass} w-full disabled:cursor-not-allowed sm:w-auto sm:justify-self-start`}
          >
            {create.isPending ? 'Creating…' : 'Create Client'}
          </button>
          {!ready && (
            <p id={waitingId} className="text-sm text-navy-700">
              {missingRequiredMessage}: first name, last name, email and password.
            </p>
          )}
        </div>
      </form>
    </AdminDialog>
  );
}
