import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import type { OpenDialog } from './client-dialogs.ts';
import { ClientsList } from './ClientsList.tsx';
import { MessagesInbox } from './MessagesInbox.tsx';
import { UploadsInbox } from './UploadsInbox.tsx';
import { tabHeadingId } from '#site/islands/admin/shell/admin-address.ts';

// The dialogs open on a click: loaded then, their forms (and zod, which checks them) stay out of the tab's first load.
const ClientDialogs = lazy(() => import('./ClientDialogs.tsx'));

/** The Client Portal tab: client accounts with their actions, then the clients' messages and uploads. */
export default function ClientsTab() {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const close = () => setOpen(null);

  return (
    <div className="grid gap-12">
      <section aria-labelledby={tabHeadingId('clients')} className="grid gap-4">
        <div className="flex flex-wrap items-center justify-end gap-3">
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
            setOpen({
              kind: 'reply',
              customerId: message.customerId,
              name: message.customerName,
              subject: message.subject.startsWith('Re: ') ? message.subject : `Re: ${message.subject}`,
            })
          }
        />
        <UploadsInbox />
      </div>
      {open && (
        <Suspense fallback={null}>
          <ClientDialogs open={open} close={close} />
        </Suspense>
      )}
    </div>
  );
}
