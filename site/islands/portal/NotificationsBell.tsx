import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck, X } from 'lucide-react';
import { errorMessage } from '#shared/api-client.ts';
import type { CustomerNotificationView } from '#shared/admin-client-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { toast } from '#site/lib/toast-store.ts';
import { Badge } from '#site/islands/ui/Badge.tsx';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { EmptyNotice } from '#site/islands/ui/list-state/EmptyNotice.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { listNotifications, markAllNotificationsRead, markNotificationRead, notificationsQueryKey } from './notifications-api.ts';

// Drawn like Sign Out beside it, on the navy page header; narrower on a phone, so the two share a row.
const headerButtonClass = [
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-white/60 px-4 py-2 font-semibold text-white sm:px-6',
  'transition-colors hover:border-white hover:bg-white/10',
].join(' ');

const smallButtonClass = [
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-navy-900/15 bg-white px-4 text-sm font-semibold',
  'text-navy-900 hover:border-sea-700 hover:text-sea-800 disabled:cursor-wait',
].join(' ');

/**
 * The bell in a portal dashboard's header: how many of the office's notifications are unread, and the list
 * with a way to mark one or all of them read. Both portals show the same notifications.
 */
export function NotificationsBell() {
  const queryClient = useQueryClient();
  const notifications = useQuery({ queryKey: notificationsQueryKey, queryFn: ({ signal }) => listNotifications(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: 'Could not mark as read', description: errorMessage(error, unreachableMessage) });
  const markOne = useMutation({ mutationFn: markNotificationRead, onSuccess: refresh, onError: failed });
  const markAll = useMutation({ mutationFn: markAllNotificationsRead, onSuccess: refresh, onError: failed });
  const unread = notifications.data?.unreadCount ?? 0;
  const rows = notifications.data?.notifications ?? [];

  return (
    <Dialog.Root>
      <Dialog.Trigger className={headerButtonClass}>
        <Bell aria-hidden="true" className="size-5" />
        Notifications{' '}
        {unread > 0 && (
          <span className="money rounded-full bg-safety-600 px-2 py-0.5 text-sm font-bold text-white">
            {unread}
            <span className="sr-only"> unread</span>
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          className={[
            'fixed inset-x-0 top-0 z-50 mx-auto flex max-h-dvh w-full max-w-2xl flex-col bg-sand-50 shadow-2xl outline-none',
            'sm:top-1/2 sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)] sm:-translate-y-1/2 sm:rounded-xl',
          ].join(' ')}
        >
          <header className="flex items-start justify-between gap-4 border-b border-sand-300 px-5 py-4 sm:px-8">
            <div>
              <Dialog.Title className="text-2xl font-extrabold text-navy-900">Notifications</Dialog.Title>
              <Dialog.Description className="mt-1 text-navy-700">
                {unread === 0 ? 'Nothing unread.' : `${unread} unread, newest first.`}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="grid size-11 shrink-0 place-items-center rounded-md text-navy-700 hover:bg-sand-200"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </header>
          <div className="overflow-y-auto px-5 py-6 sm:px-8">
            {unread > 0 && (
              <button type="button" onClick={() => markAll.mutate()} disabled={markAll.isPending} className={`${smallButtonClass} mb-4`}>
                <CheckCheck aria-hidden="true" className="size-5" />
                Mark all read
              </button>
            )}
            {notifications.isPending && <LoadingNotice>Loading your notifications…</LoadingNotice>}
            {notifications.isError && (
              <LoadFailure query={notifications}>We could not load your notifications. Check your connection and try again.</LoadFailure>
            )}
            {notifications.isSuccess && rows.length === 0 && (
              <EmptyNotice title="No notifications yet" description="Messages, files and decisions from the office appear here." />
            )}
            <ol className="grid gap-3">
              {rows.map((notification) => (
                <li key={notification.id}>
                  <NotificationCard
                    notification={notification}
                    onRead={() => markOne.mutate(notification.id)}
                    pending={markOne.isPending}
                  />
                </li>
              ))}
            </ol>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface NotificationCardProps {
  notification: CustomerNotificationView;
  onRead: () => void;
  pending: boolean;
}

function NotificationCard({ notification, onRead, pending }: NotificationCardProps) {
  return (
    <article className="rounded-lg bg-white p-4 ring-1 ring-navy-900/10">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-bold wrap-anywhere text-navy-950">{notification.title}</h3>
        {!notification.isRead && <Badge tone="new">New</Badge>}
      </div>
      <p className="mt-1 wrap-anywhere text-navy-800">{notification.message}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-navy-600">
        <time dateTime={notification.createdAt}>{formatFacilityDateTime(notification.createdAt)}</time>
        <div className="flex flex-wrap gap-2">
          {notification.actionUrl && (
            <a
              href={notification.actionUrl}
              className="inline-flex min-h-11 items-center font-semibold text-sea-700 underline underline-offset-4"
            >
              Open<span className="sr-only"> {notification.title}</span>
            </a>
          )}
          {!notification.isRead && (
            <button type="button" onClick={onRead} disabled={pending} className={smallButtonClass}>
              Mark read<span className="sr-only"> {notification.title}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
