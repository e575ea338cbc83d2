import type { TimelineEntry } from '#shared/admin-client-views.ts';
import { idsToName } from '#shared/audit-fields.ts';
import type { PageQuery } from '#shared/schemas/page.ts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  auditLog,
  berthReservations,
  clientMessages,
  clientUploads,
  customerDocuments,
  mailOutbox,
  quotes,
  serviceRequests,
} from '#api/db/schema/index.ts';
import { recordNames } from '#api/services/audit/record-names.ts';
import { reservationStays } from '#api/services/audit/record-stays.ts';
import type { ServiceContext } from '#api/services/context.ts';
import type { Page } from '#api/services/paging.ts';
import { findClient } from './admin-client-view.ts';
import { timelineEntry } from './timeline-entries.ts';
import { timelineCursor, timelineOrder, timelineSourcePage, type TimelineSource } from './timeline-page.ts';

/** Every kind of record the timeline shows, each read along its index on (customer, moment). */
function timelineSources(customerId: string, email: string): [TimelineSource, TimelineSource, ...TimelineSource[]] {
  return [
    {
      record: 'service-request',
      table: serviceRequests,
      at: serviceRequests.createdAt,
      id: serviceRequests.id,
      where: eq(serviceRequests.customerId, customerId),
      facts: { serviceType: serviceRequests.serviceType, status: serviceRequests.status, firstTouch: serviceRequests.firstTouch },
    },
    {
      record: 'quote',
      table: quotes,
      at: quotes.createdAt,
      id: quotes.id,
      where: eq(quotes.customerId, customerId),
      facts: { quoteNumber: quotes.quoteNumber, projectTitle: quotes.projectTitle, status: quotes.status, firstTouch: quotes.firstTouch },
    },
    {
      record: 'reservation',
      table: berthReservations,
      at: berthReservations.createdAt,
      id: berthReservations.id,
      where: eq(berthReservations.customerId, customerId),
      facts: {
        reservationNumber: berthReservations.reservationNumber,
        berthId: berthReservations.berthId,
        vesselName: berthReservations.vesselName,
        arrivalDate: berthReservations.arrivalDate,
        departureDate: berthReservations.departureDate,
        totalCost: berthReservations.totalCost,
        status: berthReservations.status,
      },
    },
    {
      record: 'payment',
      table: berthReservations,
      at: berthReservations.paidAt,
      id: berthReservations.id,
      where: and(eq(berthReservations.customerId, customerId), isNotNull(berthReservations.paidAt)) ?? sql`false`,
      facts: {
        reservationNumber: berthReservations.reservationNumber,
        berthId: berthReservations.berthId,
        arrivalDate: berthReservations.arrivalDate,
        departureDate: berthReservations.departureDate,
        amount: sql`coalesce(${berthReservations.paidAmount}, ${berthReservations.totalCost})`,
        paymentStatus: berthReservations.paymentStatus,
      },
    },
    {
      record: 'message',
      table: clientMessages,
      at: clientMessages.createdAt,
      id: clientMessages.id,
      where: eq(clientMessages.customerId, customerId),
      facts: { fromOffice: clientMessages.fromAdmin, subject: clientMessages.subject, attachmentName: clientMessages.attachmentName },
    },
    {
      record: 'upload',
      table: clientUploads,
      at: clientUploads.createdAt,
      id: clientUploads.id,
      where: eq(clientUploads.customerId, customerId),
      facts: { originalName: clientUploads.originalName, isProcessed: clientUploads.isProcessed, processedBy: clientUploads.processedBy },
    },
    {
      record: 'document',
      table: customerDocuments,
      at: customerDocuments.createdAt,
      id: customerDocuments.id,
      where: eq(customerDocuments.customerId, customerId),
      facts: {
        fileName: customerDocuments.fileName,
        documentType: customerDocuments.documentType,
        uploadedBy: customerDocuments.uploadedBy,
      },
    },
    {
      record: 'mail',
      table: mailOutbox,
      at: mailOutbox.createdAt,
      id: mailOutbox.id,
      // Mail goes to an address, not an account: every message to the client's, read along mail_outbox_recipient_idx.
      where: sql`lower(${mailOutbox.to}) = lower(${email})`,
      facts: { subject: mailOutbox.subject, kind: mailOutbox.kind, status: mailOutbox.status },
    },
    {
      record: 'audit',
      table: auditLog,
      at: auditLog.createdAt,
      id: auditLog.id,
      where: eq(auditLog.customerId, customerId),
      facts: {
        action: auditLog.action,
        actorName: auditLog.actorName,
        customerId: auditLog.customerId,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      },
    },
  ];
}

/**
 * Everything this customer did and was sent, in one list, newest first, a page at a time: leads
 * and quotes with where they first came from, reservations and their payments, messages and files
 * both ways, and the audit entries about them. One statement: each source answers at most a page
 * from the cursor along its customer index, and the page is cut from their merge, so the sources
 * are read only as far as the page reaches.
 */
export async function clientTimeline(ctx: ServiceContext, customerId: string, query: PageQuery): Promise<Page<TimelineEntry>> {
  const client = await findClient(ctx.db, customerId);
  const after = query.cursor === undefined ? undefined : timelineCursor.decode(query.cursor);
  // One row more than asked shows whether another page follows.
  const limit = query.limit + 1;
  const page = (source: TimelineSource) => timelineSourcePage(ctx.db, source, limit, after);
  const [first, second, ...rest] = timelineSources(customerId, client.email);
  const rows = await unionAll(page(first), page(second), ...rest.map(page))
    .orderBy(...timelineOrder)
    .limit(limit);
  const shown = rows.slice(0, query.limit);
  const actions = shown.flatMap(({ facts }) => (facts.record === 'audit' ? [facts] : []));
  const [names, stays] = await Promise.all([
    recordNames(
      ctx.db,
      actions.flatMap((facts) => idsToName({ ...facts, customerId })),
    ),
    reservationStays(
      ctx.db,
      actions.filter((facts) => facts.entityType === 'reservation').map((facts) => facts.entityId),
    ),
  ]);
  const customerName = `${client.firstName} ${client.lastName}`.trim() || client.email;
  const items = shown.map((row) => timelineEntry(row, { customerName, names, stays }));
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > query.limit && last ? timelineCursor.encode({ at: new Date(last.at), id: last.id }) : undefined,
  };
}
