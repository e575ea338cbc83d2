import type { OpenDialog } from './client-dialogs.ts';
import { ClientDetailsDialog } from './ClientDetailsDialog.tsx';
import { clientName } from './ClientRow.tsx';
import { CreateClientDialog } from './CreateClientDialog.tsx';
import { EditClientDialog } from './EditClientDialog.tsx';
import { MessageClientDialog } from './MessageClientDialog.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { UploadClientFileDialog } from './UploadClientFileDialog.tsx';

/** The Client Portal tab's dialogs: the one `open` names. */
export default function ClientDialogs({ open, close }: { open: OpenDialog; close: () => void }) {
  switch (open.kind) {
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
