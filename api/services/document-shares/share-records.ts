import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customers, documentShareOpens, documentShares } from '#api/db/schema/index.ts';
import type { ShareRecord } from './share-view.ts';

/** Shares matching `where`, newest first, each with its recipient account and every open, newest first. */
export async function shareRecords(db: Database, where: SQL | undefined): Promise<ShareRecord[]> {
  const rows = await db
    .select({ share: documentShares, customer: { id: customers.id, firstName: customers.firstName, lastName: customers.lastName } })
    .from(documentShares)
    .leftJoin(customers, eq(customers.id, documentShares.sharedWithCustomerId))
    .where(where)
    .orderBy(desc(documentShares.createdAt), desc(documentShares.id));
  if (rows.length === 0) return [];
  const opens = await db
    .select()
    .from(documentShareOpens)
    .where(
      inArray(
        documentShareOpens.shareId,
        rows.map((row) => row.share.id),
      ),
    )
    .orderBy(desc(documentShareOpens.openedAt), desc(documentShareOpens.id));
  return rows.map(({ share, customer }) => ({ share, customer, opens: opens.filter((open) => open.shareId === share.id) }));
}

/** The one share, as its view needs it. */
export async function shareRecord(db: Database, shareId: string): Promise<ShareRecord> {
  const [record] = await shareRecords(db, eq(documentShares.id, shareId));
  if (!record) throw new Error(`share ${shareId} not found after its change`);
  return record;
}
