import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ClientMessageView } from '#shared/customer-views.ts';
import { clientQueryKeys, markMessageRead } from './client-portal-api.ts';
import { replaceListedMessage, type ListedMessages } from './replace-listed-message.ts';

const isUnreadFromOffice = (message: ClientMessageView) => message.fromAdmin && !message.isRead;

/**
 * Marks the office's unread messages read once they are on screen, and answers which ones to badge
 * "New": those stay marked while the client is on the tab, so the badge does not vanish the moment
 * the office learns they were read. A message whose marking fails is tried again when shown again.
 */
export function useReadMarking(shown: readonly ClientMessageView[]): (message: ClientMessageView) => boolean {
  const queryClient = useQueryClient();
  const requested = useRef(new Set<string>());
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<string>>(() => new Set());
  const toMark = shown.filter((message) => isUnreadFromOffice(message) && !requested.current.has(message.id));
  const toMarkKey = toMark.map((message) => message.id).join(' ');

  // biome-ignore lint/correctness/useExhaustiveDependencies: toMarkKey names exactly the messages in toMark.
  useEffect(() => {
    if (toMark.length === 0) return;
    setSeenUnread((seen) => new Set([...seen, ...toMark.map((message) => message.id)]));
    for (const { id } of toMark) {
      requested.current.add(id);
      markMessageRead(id).then(
        (read) => queryClient.setQueryData<ListedMessages>(clientQueryKeys.messages, (listed) => replaceListedMessage(listed, read)),
        () => requested.current.delete(id),
      );
    }
  }, [toMarkKey]);

  return (message) => seenUnread.has(message.id) || isUnreadFromOffice(message);
}
