import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Reply } from 'lucide-react';
import type { AdminClientMessageView } from '#shared/admin-client-views.ts';
import { errorMessage } from '#shared/api-client.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { toast } from '#site/lib/toast-store.ts';
import { priorityLook } from '#site/islands/client/message-look.ts';
import { Badge } from '#site/islands/ui/Badge.tsx';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { usePagedList } from '#site/islands/ui/list-state/use-paged-list.ts';
import { adminClientKeys, clientMessagesAddress, listClientMessagesPage, markClientMessageRead } from './admin-clients-api.ts';
import { rowButtonClass } from './ClientRow.tsx';

interface MessagesInboxProps {
  /** Opens a message to this client in their thread. */
  onReply: (message: AdminClientMessageView) => void;
}

/** The messages between clients and the office, the unread ones first, a page at a time. */
export function MessagesInbox({ onReply }: MessagesInboxProps) {
  const queryClient = useQueryClient();
  const messages = usePagedList({
    queryKey: adminClientKeys.messages,
    firstPage: clientMessagesAddress,
    fetchPage: listClientMessagesPage,
  });
  const markRead = useMutation({
    mutationFn: markClientMessageRead,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminClientKeys.messages }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Could not mark as read', description: errorMessage(error, unreachableMessage) }),
  });

  return (
    <section aria-labelledby="client-messages-heading">
      <h2 id="client-messages-heading" className="mb-4 text-xl font-bold text-navy-950">
        Client messages
      </h2>
      <ListState
        query={messages}
        what="client messages"
        loading="Loading client messages…"
        failure="The client messages could not be loaded. Check the connection and try again."
        empty={{ title: 'No messages yet' }}
      >
        {(rows) => (
          <ul aria-label="Client messages, unread first" className="grid gap-3">
            {rows.map((message) => {
              const priority = priorityLook(message);
              const unread = !message.fromAdmin && !message.isRead;
              return (
                <li key={message.id} className="rounded-lg bg-white p-4 ring-1 ring-navy-900/10">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-bold wrap-anywhere text-navy-950">{message.subject}</h3>
                      <p className="text-sm wrap-anywhere text-navy-700">
                        {message.fromAdmin ? `To ${message.customerName}` : `From ${message.customerName}`} · {message.customerEmail}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {unread && <Badge tone="new">Unread</Badge>}
                      {message.fromAdmin && <Badge tone="info">From Admin</Badge>}
                      {priority && (
                        <Badge tone={priority.destructive ? 'alert' : 'neutral'}>
                          {priority.label}
                          <span className="sr-only"> priority</span>
                        </Badge>
                      )}
                    </div>
                  </div>
                  <p className="mt-2 whitespace-pre-line wrap-anywhere text-navy-800">{message.message}</p>
                  {message.attachmentName && (
                    <p className="mt-1 text-sm wrap-anywhere text-navy-600">
                      Attachment:{' '}
                      {message.attachmentUrl ? (
                        <a
                          href={message.attachmentUrl}
                          download={message.attachmentName}
                          className="font-semibold text-sea-800 underline hover:text-navy-900"
                        >
                          {message.attachmentName}
                        </a>
                      ) : (
                        message.attachmentName
                      )}
                    </p>
                  )}
                  <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                    <time dateTime={message.createdAt} className="text-sm text-navy-600">
                      {formatFacilityDateTime(message.createdAt)}
                      {message.sentBy && ` · by ${message.sentBy}`}
                    </time>
                    <div className="flex flex-wrap gap-2">
                      {unread && (
                        <button
                          type="button"
                          onClick={() => markRead.mutate(message.id)}
                          disabled={markRead.isPending}
                          className={rowButtonClass}
                        >
                          <Check aria-hidden="true" className="size-4" />
                          Mark read<span className="sr-only"> {message.subject}</span>
                        </button>
                      )}
                      <button type="button" aria-haspopup="dialog" onClick={() => onReply(message)} className={rowButtonClass}>
                        <Reply aria-hidden="true" className="size-4" />
                        Reply<span className="sr-only"> to {message.customerName}</span>
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
      <LoadMoreButton query={messages} />
    </section>
  );
}
