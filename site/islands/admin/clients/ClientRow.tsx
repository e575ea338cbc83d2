import { Eye, KeyRound, Pencil, Send, Upload } from 'lucide-react';
import type { AdminClientView } from '#shared/admin-client-views.ts';
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

/** A client row's five buttons, each naming the client for a screen reader: the things the office does with an account. */
export function ClientRowActions({ client, onAction }: { client: AdminClientView; onAction: (action: ClientAction) => void }) {
  const name = clientName(client);
  return actions.map(({ action, label, icon: Icon }) => (
    <button key={action} type="button" aria-haspopup="dialog" onClick={() => onAction(action)} className={rowButtonClass}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {label}
      <span className="sr-only"> {name}</span>
    </button>
  ));
}
