import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { primaryButtonClass } from '../../form/button-classes.ts';
import type { OpenDialog } from './client-dialogs.ts';
import { ClientDetailsDialog } from './ClientDetailsDialog.tsx';
import { clientName } from './ClientRow.tsx';
import { ClientsList } from './ClientsList.tsx';
import { CreateClientDialog } from './CreateClientDialog.tsx';
import { EditClientDialog } from './EditClientDialog.tsx';
import { MessageClientDialog } from './MessageClientDialog.tsx';
import { MessagesInbox } from './MessagesInbox.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { UploadClientFileDialog } from './UploadClientFileDialog.tsx';
import { UploadsInbox } from './UploadsInbox.tsx';

/** The Client Portal tab: client accounts with their actions, then the clients' messages and uploads. */
export default function ClientsTab() {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const close = () => setOpen(null);

  return (
    <div className="grid gap-12">
      <section aria-labelledby="clients-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="clients-heading" className="text-2xl font-extrabold text-navy-950">
            Clients
          </h2>
          <button type="button" aria-haspopup="dialog" onClick={() => setOpen({ kind: 'create' })} className={primaryButtonClass}>
            <UserPlus aria-hidden="true" className="size-5" />
            New Client
          </button>
        </div>
        <ClientsList onAction={(kind, client) => setOpen({ kind, client })} />
      </section>
      <div className="grid gap-12 xl:grid-cols-2">
        <MessagesInbox
          onReply={(message) =>
            setOpen({ kind: 'reply', customerId: message.customerId, name: message.customerName, subject: message.subject.startsWith('Re: ') ? message.subject : `Re: ${message.subject}` })
          }
        />
        <UploadsInbox />
      </div>
      <Dialogs open={open} close={close} />
    </div>
  );
}

function Dialogs({ open, close }: { open: OpenDialog | null; close: () => void }) {
  switch (open?.kind) {
    case undefined:
      return null;
    case 'create':
      return <CreateClientDialog onClose={close} />;
    case 'reply':
      return <MessageClientDialog recipient={{ id: open.customerId, name: open.name }} subject={open.subject} onClose={close} />;
    case 'view':
      return <ClientDetailsDialog client={open.client} onClose={close} />;
    case 'edit':
      return <EditClientDialog client={open.client} onClose={close} />;
    case 'reset':
      return <ResetPasswordDialog client={open.client} onClose={close} />;
    case 'message':
      return <MessageClientDialog recipient={{ id: open.client.id, name: clientName(open.client) }} onClose={close} />;
    case 'upload':
      return <UploadClientFileDialog recipient={{ id: open.client.id, name: clientName(open.client) }} onClose={close} />;
  }
}
