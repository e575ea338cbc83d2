import { and, eq } from 'drizzle-orm';
import { customerDocuments } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import type { NamedFile } from './named-file.ts';
import { signedInCustomerId } from './signed-in-customer.ts';

const documentNotFound = () => notFound('Document not found');

/** One of the caller's documents, opened for download; another customer's answers as an unknown id does. */
export async function openCustomerDocument(ctx: ServiceContext, documentId: string): Promise<NamedFile> {
  const [document] = await ctx.db
    .select({ fileId: customerDocuments.fileUrl, fileName: customerDocuments.fileName })
    .from(customerDocuments)
    .where(and(eq(customerDocuments.id, documentId), eq(customerDocuments.customerId, signedInCustomerId(ctx))));
  const opened = document && (await ctx.files.open(document.fileId));
  if (!document || !opened) throw documentNotFound();
  return { opened, fileName: document.fileName };
}
