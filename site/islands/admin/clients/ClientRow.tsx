import { Eye, KeyRound, Pencil, Send, Upload } from 'lucide-react';
import type { AdminClientView } from '#shared/admin-client-views.ts';
import { StatusBadge } from '#site/islands/ui/Badge.tsx';
import { formatFacilityDay } from '#site/islands/ui/portal-format.ts';
import { accountStatusLook } from './account-status-look.ts';
import type { ClientAction } from './client-dialogs.ts';

export const rowButtonClass = [
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md border-2 border-navy-900/15 bg-white px-3 text-sm font-semibold',
  'text-navy-900 hover:border-sea-700 hover:text-sea-800 disabled:cursor-wait',
].join(' ');

const actions = [
  { action: 'view', label: 'View', icon: Eye },
  { action: 'edit', label: 'Edit', icon: Pencil },
  { action: 'reset', label: 'Reset Password', icon: KeyRound },
  { action: 'message', label: 'Message', icon: Send },
  { action: 'upload', label: 'Upload', icon: Upload },
] as const satisfies readonly { action: ClientAction; label: string; icon: unknown }[];

export const clientName = (client: Pick<AdminClientView, 'firstName' | 'lastName'>) => `${client.firstName} ${client.lastName}`;

/** One client: who, how to reach them, the account's state, and the five things the office does with it. */
export function ClientRow({ client, onAction }: { client: AdminClientView; onAction: (action: ClientAction) => void }) {
  const name = clientName(client);
  return (
    <li className="flex flex-col gap-4 rounded-lg bg-white p-4 ring-1 ring-navy-900/10 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-bold wrap-anywhere text-navy-950">{name}</h3>
          <StatusBadge look={accountStatusLook(client.accountStatus)} />
        </div>
        <p className="mt-1 wrap-anywhere text-navy-800">
          {client.email}
          {client.company && <span className="text-navy-600"> · {client.company}</span>}
        </p>
        <p className="mt-1 text-sm text-navy-600">
          Client since <time dateTime={client.createdAt}>{formatFacilityDay(client.createdAt)}</time>
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:shrink-0 lg:justify-end">
        {actions.map(({ action, label, icon: Icon }) => (
          <button key={action} type="button" aria-haspopup="dialog" onClick={() => onAction(action)} className={rowButtonClass}>
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
            <span className="sr-only"> {name}</span>
          </button>
        ))}
      </div>
    </li>
  );
}
