import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { leases, type OutboxMail } from '#api/db/schema/index.ts';
import { recordLeaseEvent } from './evidence/record-lease-event.ts';

/**
 * Enters "Signed copy mailed" in the lease's event log once the mail server has taken the signer's
 * copy. The message names its lease by what it carries: the lease's stored signed PDF.
 */
export async function recordSignedCopySent(tx: Database, mail: OutboxMail, sentAt: Date): Promise<void> {
  if (!mail.attachmentFileId) return;
  const [lease] = await tx.select({ id: leases.id }).from(leases).where(eq(leases.signedPdfFileId, mail.attachmentFileId));
  if (!lease) return;
  await recordLeaseEvent(tx, { leaseId: lease.id, kind: 'copy-sent', occurredAt: sentAt, actor: 'System', details: { to: mail.to } });
}
