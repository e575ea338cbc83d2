import type { InfiniteData } from '@tanstack/react-query';
import type { ListPage } from '#shared/api-client.ts';
import type { ClientMessageView } from '#shared/customer-views.ts';

/** The Messages query's cache: the pages of the thread read so far. */
export type ListedMessages = InfiniteData<ListPage<ClientMessageView>, string>;

/** The thread read so far with one message as the server now answers it (read), on whichever page it was; nothing read yet stays so. */
export function replaceListedMessage(listed: ListedMessages | undefined, changed: ClientMessageView): ListedMessages | undefined {
  return (
    listed && {
      ...listed,
      pages: listed.pages.map((page) => ({
        ...page,
        rows: page.rows.map((message) => (message.id === changed.id ? changed : message)),
      })),
    }
  );
}
