import { and, asc, count, eq, isNotNull, lte } from 'drizzle-orm';
import type { ExpiringFileView } from '#shared/admin-overview-views.ts';
import { expiringWindowEnd, expiryState } from '#shared/document-expiry.ts';
import { expiringWithinDays } from '#shared/document-options.ts';
import { expiringUploadCategory } from '#shared/schemas/client-portal.ts';
import type { Database } from '#api/db/client.ts';
import { clientUploads, customers, documentCategories, documents } from '#api/db/schema/index.ts';

/** How many of the soonest the overview lists; the count says how many there are in all. */
const expiringShown = 20;

/** The library category whose documents are certificates (insurance cover among them). */
const certificateCategory = 'certificates';

const customerColumns = {
  customerId: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  company: customers.company,
  email: customers.email,
};

interface ExpiringRow {
  id: string;
  title: string;
  expiresAt: string | null;
  certificate: boolean;
  customerId: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  email: string | null;
}

/**
 * Active library documents and the certificates clients uploaded whose expiry date is at most
 * `expiringWithinDays` from today (the marina's calendar day), already expired ones included:
 * how many, and the soonest first.
 */
export async function readExpiring(
  db: Database,
  today: string,
): Promise<{ withinDays: number; count: number; soonest: ExpiringFileView[] }> {
  const last = expiringWindowEnd(today);
  const documentDue = and(eq(documents.status, 'active'), isNotNull(documents.expiresAt), lte(documents.expiresAt, last));
  const uploadDue = and(
    eq(clientUploads.category, expiringUploadCategory),
    isNotNull(clientUploads.expiresAt),
    lte(clientUploads.expiresAt, last),
  );
  const [documentRows, uploadRows, [documentCount], [uploadCount]] = await Promise.all([
    db
      .select({
        id: documents.id,
        title: documents.title,
        expiresAt: documents.expiresAt,
        category: documentCategories.name,
        ...customerColumns,
      })
      .from(documents)
      .leftJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
      .leftJoin(customers, eq(customers.id, documents.customerId))
      .where(documentDue)
      .orderBy(asc(documents.expiresAt), asc(documents.title))
      .limit(expiringShown),
    db
      .select({ id: clientUploads.id, title: clientUploads.originalName, expiresAt: clientUploads.expiresAt, ...customerColumns })
      .from(clientUploads)
      .innerJoin(customers, eq(customers.id, clientUploads.customerId))
      .where(uploadDue)
      .orderBy(asc(clientUploads.expiresAt), asc(clientUploads.originalName))
      .limit(expiringShown),
    db.select({ count: count() }).from(documents).where(documentDue),
    db.select({ count: count() }).from(clientUploads).where(uploadDue),
  ]);
  const soonest = [
    ...documentRows.map((row) => toExpiringFile('document', { ...row, certificate: row.category === certificateCategory }, today)),
    ...uploadRows.map((row) => toExpiringFile('upload', { ...row, certificate: true }, today)),
  ]
    .toSorted((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.title.localeCompare(b.title))
    .slice(0, expiringShown);
  return { withinDays: expiringWithinDays, count: (documentCount?.count ?? 0) + (uploadCount?.count ?? 0), soonest };
}

function toExpiringFile(kind: ExpiringFileView['kind'], row: ExpiringRow, today: string): ExpiringFileView {
  // The query keeps only dated rows.
  const expiresAt = row.expiresAt ?? today;
  return {
    kind,
    id: row.id,
    title: row.title,
    expiresAt,
    expired: expiryState(expiresAt, today) === 'expired',
    certificate: row.certificate,
    customer:
      row.customerId === null
        ? null
        : {
            id: row.customerId,
            name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
            company: row.company ?? '',
            email: row.email ?? '',
          },
  };
}
