import { useMutation, useQueryClient } from '@tanstack/react-query';
import { History, LogOut } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { AdminClientView } from '#shared/admin-client-views.ts';
import { errorMessage } from '#shared/api-client.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { toast } from '#site/lib/toast-store.ts';
import { StatusBadge } from '#site/islands/ui/Badge.tsx';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { formatFacilityDay } from '#site/islands/ui/portal-format.ts';
import { adminTabHref } from '#site/islands/admin/shell/admin-address.ts';
import { isPlainClick, openAdminTab } from '#site/islands/admin/shell/open-admin-tab.ts';
import { adminClientKeys, endClientSessions } from './admin-clients-api.ts';
import { accountStatusLook } from './account-status-look.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { ClientTimeline } from './ClientTimeline.tsx';
import { ClientVessels } from './ClientVessels.tsx';
import { clientName, rowButtonClass } from './ClientRow.tsx';

/** The client's profile, a way to sign them out everywhere, and their one timeline. */
export function ClientDetailsDialog({ client, onClose }: { client: AdminClientView; onClose: () => void }) {
  const name = clientName(client);
  const queryClient = useQueryClient();
  const endSessions = useMutation({
    mutationFn: () => endClientSessions(client.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminClientKeys.timeline(client.id) });
      toast({ title: 'Sessions ended', description: `${name} is signed out on every device.` });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Failed to end sessions', description: errorMessage(error, unreachableMessage) }),
  });
  const auditHref = adminTabHref('audit', { customerId: client.id });
  const viewAudit = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onClose();
    // The dialog keeps the focus inside it until it has gone; the tab is opened after that.
    window.setTimeout(() => openAdminTab(auditHref, 'audit'));
  };
  const address = [client.address, client.city, client.state, client.zipCode].filter(Boolean).join(', ');
  const profile: [string, string][] = [
    ['Email', client.email],
    ['Sign-in name', client.username ?? 'The email'],
    ['Company', client.company || 'None given'],
    ['Phone', client.phone ?? 'None given'],
    ['Address', address || 'None given'],
    ['Email confirmed', client.emailVerified ? 'Yes' : 'Not yet'],
    ['Client since', formatFacilityDay(client.createdAt)],
    ['Last sign-in', client.lastLogin ? formatFacilityDateTime(client.lastLogin) : 'Never'],
  ];

  return (
    <AdminDialog title={name} description="Profile and everything between this client and the office." onClose={onClose} size="wide">
      <div className="grid gap-8">
        <section aria-labelledby="client-profile-heading">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id="client-profile-heading" className="text-xl font-bold text-navy-950">
                Profile
              </h3>
              <StatusBadge look={accountStatusLook(client.accountStatus)} />
            </div>
            <div className="flex flex-wrap gap-2">
              <a href={auditHref} onClick={viewAudit} className={rowButtonClass}>
                <History aria-hidden="true" className="size-4" />
                View audit
              </a>
              <button type="button" onClick={() => endSessions.mutate()} disabled={endSessions.isPending} className={rowButtonClass}>
                <LogOut aria-hidden="true" className="size-4" />
                End sessions
              </button>
            </div>
          </div>
          <dl className="grid gap-x-6 gap-y-3 rounded-lg bg-white p-4 ring-1 ring-navy-900/10 sm:grid-cols-2">
            {profile.map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm font-semibold text-navy-700">{term}</dt>
                <dd className="wrap-anywhere text-navy-950">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <ClientVessels clientId={client.id} clientName={name} />
        <ClientTimeline customerId={client.id} />
      </div>
    </AdminDialog>
  );
}
