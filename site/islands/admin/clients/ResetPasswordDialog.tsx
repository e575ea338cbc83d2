import { useMutation } from '@tanstack/react-query';
import { Copy, KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AdminClientView } from '#shared/admin-client-views.ts';
import { ApiError } from '#shared/api-client.ts';
import { toast } from '#site/lib/toast-store.ts';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { resetClientPassword } from './admin-clients-api.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { clientName } from './ClientRow.tsx';

function resetFailure(error: unknown) {
  if (error instanceof ApiError) return { title: 'Failed to reset password', description: error.serverMessage ?? error.message };
  return { title: 'Error resetting password', description: 'The server could not be reached. Check the connection and try again.' };
}

/**
 * Asks first, since the client's sessions end; then shows the temporary password once, with a copy
 * button. It is not kept anywhere the office can read it again.
 */
export function ResetPasswordDialog({ client, onClose }: { client: AdminClientView; onClose: () => void }) {
  const name = clientName(client);
  const [copied, setCopied] = useState(false);
  const copyButton = useRef<HTMLButtonElement>(null);
  const reset = useMutation({
    mutationFn: () => resetClientPassword(client.id),
    onSuccess: () => toast({ title: 'Password reset', description: `Give ${name} the temporary password shown.` }),
    onError: (error) => toast({ variant: 'destructive', ...resetFailure(error) }),
  });

  // The Reset button is gone once the password shows: focus moves to Copy, beside the password.
  useEffect(() => {
    if (reset.data !== undefined) copyButton.current?.focus();
  }, [reset.data]);

  async function copy(password: string) {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'Select the password and copy it by hand.' });
    }
  }

  return (
    <AdminDialog
      title={`Reset password for ${name}`}
      description="The client's current password stops working and every device they are signed in on is signed out."
      onClose={onClose}
    >
      {reset.data === undefined ? (
        <div className="grid gap-4">
          <p className="text-navy-800">A temporary password is made and shown here once. The client can change it after signing in.</p>
          <button
            type="button"
            onClick={() => reset.mutate()}
            disabled={reset.isPending}
            className={`${primaryButtonClass} sm:justify-self-start`}
          >
            <KeyRound aria-hidden="true" className="size-5" />
            {reset.isPending ? 'Resetting…' : 'Reset Password'}
          </button>
        </div>
      ) : (
        <div className="grid gap-4">
          <p className="text-navy-800">Temporary password for {name}, shown this once:</p>
          <p
            className="rounded-md bg-white p-4 font-mono text-lg font-bold break-all text-navy-950 ring-1 ring-navy-900/15"
            data-testid="temp-password"
          >
            {reset.data}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <button ref={copyButton} type="button" onClick={() => void copy(reset.data)} className={secondaryButtonClass}>
              <Copy aria-hidden="true" className="size-5" />
              Copy password
            </button>
            <p aria-live="polite" className="text-sm font-semibold text-sea-800">
              {copied && 'Copied'}
            </p>
          </div>
        </div>
      )}
    </AdminDialog>
  );
}
