import { inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { RecordNames } from '#shared/audit-fields.ts';
import type { Database } from '#api/db/client.ts';
import {
  berthReservations,
  berths,
  clientMessages,
  clientUploads,
  customerDocuments,
  customers,
  customerVessels,
  documentCategories,
  documentShares,
  documents,
  invoices,
  quotes,
  serviceRequests,
} from '#api/db/schema/index.ts';

/** Each kind of record an audit row can mention, and the words that name one. */
type NamedRecord = [PgTable, PgColumn, SQL<string>];

const namedRecords: [NamedRecord, NamedRecord, ...NamedRecord[]] = [
  [berthReservations, berthReservations.id, sql<string>`${berthReservations.reservationNumber}`],
  [documents, documents.id, sql<string>`${documents.title}`],
  [customers, customers.id, sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`],
  [documentCategories, documentCategories.id, sql<string>`${documentCategories.name}`],
  [documentShares, documentShares.id, sql<string>`coalesce(${documentShares.sharedWithEmail}, 'a client')`],
  [berths, berths.id, sql<string>`${berths.name}`],
  [clientUploads, clientUploads.id, sql<string>`${clientUploads.originalName}`],
  [customerDocuments, customerDocuments.id, sql<string>`${customerDocuments.fileName}`],
  [clientMessages, clientMessages.id, sql<string>`${clientMessages.subject}`],
  [customerVessels, customerVessels.id, sql<string>`${customerVessels.name}`],
  [invoices, invoices.id, sql<string>`${invoices.invoiceNumber}`],
  [quotes, quotes.id, sql<string>`${quotes.quoteNumber} || ': ' || ${quotes.projectTitle}`],
  [
    serviceRequests,
    serviceRequests.id,
    sql<string>`${serviceRequests.requestNumber} || ': '
      || trim(coalesce(${serviceRequests.firstName}, '') || ' ' || coalesce(${serviceRequests.lastName}, ''))
      || ', ' || ${serviceRequests.company}`,
  ],
];

/**
 * The names of the records a page of audit rows mentions, in one statement: each kind of record
 * is read by its primary key, so a page costs one round trip however many rows and ids it holds.
 * A row keeps ids; reading them here is what lets old rows name their records too.
 */
export async function recordNames(db: Database, ids: readonly string[]): Promise<RecordNames> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return new Map();
  const named = ([table, id, name]: NamedRecord) =>
    db
      .select({ id: sql<string>`${id}::text`.as('id'), name: name.as('name') })
      .from(table)
      .where(inArray(id, unique));
  const [first, second, ...rest] = namedRecords;
  const rows = await unionAll(named(first), named(second), ...rest.map(named));
  return new Map(rows.map(({ id, name }) => [id, name]));
}
