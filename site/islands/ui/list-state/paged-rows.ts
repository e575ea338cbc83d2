import type { InfiniteData } from '@tanstack/react-query';
import type { ListPage } from '#shared/api-client.ts';

/** The address to ask for after this page: the one its answer's `Link: rel="next"` named, none after the last. */
export function nextPageAfter<Row>(page: ListPage<Row>): string | undefined {
  return page.next;
}

/** Every row read so far, page after page, in the order the server sent them. */
export function rowsOfPages<Row>(data: InfiniteData<ListPage<Row>, string>): Row[] {
  return data.pages.flatMap((page) => page.rows);
}
