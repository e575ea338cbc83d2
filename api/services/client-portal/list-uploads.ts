import { and, eq } from 'drizzle-orm';
import type { ClientUploadView } from '#shared/customer-views.ts';
import type { PageQuery } from '#shared/schemas/page.ts';
import { clientUploads } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { listCustomerFiles } from '#api/services/customer-area/customer-files.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';
import { newestFirst, pageOf, type Page } from '#api/services/paging.ts';
import { toClientUploadView, toOfficeFileView } from './client-upload-view.ts';

interface Listed {
  id: string;
  createdAt: Date;
  view: ClientUploadView;
}

/** Newest first, as `newestFirst` orders each list: by creation time, then id. */
const newerFirst = (a: Listed, b: Listed) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * My Files: the caller's uploads and the office's files for them (the customer area's documents),
 * merged newest first. Both lists are read from the same cursor position and the merge keeps the
 * page's first rows, so keyset paging goes through the merged list as through one.
 */
export async function listClientUploads(ctx: ServiceContext, query: PageQuery): Promise<Page<ClientUploadView>> {
  const customerId = signedInCustomerId(ctx);
  const own = newestFirst(clientUploads, query);
  const [uploads, officeFiles] = await Promise.all([
    ctx.db
      .select()
      .from(clientUploads)
      .where(and(eq(clientUploads.customerId, customerId), own.where))
      .orderBy(...own.orderBy)
      .limit(own.limit),
    listCustomerFiles(ctx, query),
  ]);
  const merged: Listed[] = [
    ...uploads.map((upload) => ({ id: upload.id, createdAt: upload.createdAt, view: toClientUploadView(upload) })),
    ...officeFiles.map((file) => ({ id: file.id, createdAt: file.createdAt, view: toOfficeFileView(file) })),
  ].toSorted(newerFirst);
  const { items, nextCursor } = pageOf(merged, query);
  return { items: items.map((item) => item.view), nextCursor };
}
