import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { ApiError } from '#shared/api-client.ts';
import { adminClientSchema, newClientStatuses } from '#shared/schemas/admin-clients.ts';
import { newPasswordHint } from '#shared/schemas/password.ts';
import { toast } from '#site/lib/toast-store.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { Select, TextInput } from '#site/islands/form/controls.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { adminClientKeys, createClient } from './admin-clients-api.ts';
import { capitalized } from './account-status-look.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { createClientReady, missingRequiredMessage } from './client-dialog-forms.ts';

const emptyClient = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  phone: '',
  company: '',
  password: '',
  accountStatus: 'active' as const,
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
  const { register, onSubmit, errorOf, submitting, watch } = useZodForm(adminClientSchema, { defaultValues: emptyClient });
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
  });
  const [firstName = '', lastName = '', email = '', password = ''] = watch(['firstName', 'lastName', 'email', 'password']);
  const ready = createClientReady({ firstName, lastName, email, password });
  const submit = onSubmit(create.mutateAsync, (error) => toast({ variant: 'destructive', ...createFailure(error) }));

  return (
    <AdminDialog
      title="Create New Client"
      description="An account the client signs in to the client portal and the customer area with."
      onClose={onClose}
    >
      <form method="post" onSubmit={submit} noValidate className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput label="First name" required autoComplete="off" error={errorOf('firstName')} {...register('firstName')} />
          <TextInput label="Last name" required autoComplete="off" error={errorOf('lastName')} {...register('lastName')} />
        </div>
        <TextInput label="Email" type="email" required autoComplete="off" error={errorOf('email')} {...register('email')} />
        <TextInput
          label="Username"
          hint="Optional. Left blank, the client signs in with the email."
          autoComplete="off"
          error={errorOf('username')}
          {...register('username')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput label="Phone" type="tel" autoComplete="off" error={errorOf('phone')} {...register('phone')} />
          <TextInput label="Company" autoComplete="off" error={errorOf('company')} {...register('company')} />
        </div>
        <TextInput
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          hint={newPasswordHint}
          error={errorOf('password')}
          {...register('password')}
        />
        <Select label="Account status" options={statusOptions} error={errorOf('accountStatus')} {...register('accountStatus')} />
        <div className="grid gap-2">
          <button
            type="submit"
            disabled={!ready || submitting}
            aria-describedby={ready ? undefined : waitingId}
            className={`${primaryButtonClass} w-full disabled:cursor-not-allowed sm:w-auto sm:justify-self-start`}
          >
            {submitting ? 'Creating…' : 'Create Client'}
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
