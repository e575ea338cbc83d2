import type { TimelineEntry } from '#shared/admin-client-views.ts';
import { formatCents } from '#shared/pricing.ts';
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PageQuery } from '#shared/schemas/page.ts';
import {
  auditLog,
  berthReservations,
  clientMessages,
  clientUploads,
  customerDocuments,
  quotes,
  serviceRequests,
} from '../../db/schema/index.ts';
import type { ServiceContext } from '../context.ts';
import type { Page } from '../paging.ts';
import { findClient } from './admin-client-view.ts';
import { decodeTimelineCursor, encodeTimelineCursor, timelineSource } from './timeline-page.ts';
import { firstTouchSource, mergeTimeline, type DatedEntry } from './timeline-entries.ts';

/**
 * Everything this customer did and was sent, in one list, newest first, a page at a time: leads
 * and quotes with where they first came from, reservations and their payments, messages and files
 * both ways, and the audit entries about them. Each source answers at most a page from the cursor
 * along its customer index, and the page is cut from their merge.
 */
export async function clientTimeline(ctx: ServiceContext, customerId: string, query: PageQuery): Promise<Page<TimelineEntry>> {
  await findClient(ctx.db, customerId);
  const { db } = ctx;
  const after = query.cursor === undefined ? undefined : decodeTimelineCursor(query.cursor);
  const source = (columns: { at: PgColumn; id: PgColumn }, prefix: string) => timelineSource(columns, prefix, query, after);
  const requestPage = source({ at: serviceRequests.createdAt, id: serviceRequests.id }, 'service-request');
  const quotePage = source({ at: quotes.createdAt, id: quotes.id }, 'quote');
  const reservationPage = source({ at: berthReservations.createdAt, id: berthReservations.id }, 'reservation');
  const paymentPage = source({ at: berthReservations.paidAt, id: berthReservations.id }, 'payment');
  const messagePage = source({ at: clientMessages.createdAt, id: clientMessages.id }, 'message');
  const uploadPage = source({ at: clientUploads.createdAt, id: clientUploads.id }, 'upload');
  const documentPage = source({ at: customerDocuments.createdAt, id: customerDocuments.id }, 'document');
  const auditPage = source({ at: auditLog.createdAt, id: auditLog.id }, 'audit');
  const [requests, quoteRows, reservations, payments, messages, uploads, documents, audits] = await Promise.all([
    db.select().from(serviceRequests).where(and(eq(serviceRequests.customerId, customerId), requestPage.where)).orderBy(...requestPage.orderBy).limit(requestPage.limit),
    db.select().from(quotes).where(and(eq(quotes.customerId, customerId), quotePage.where)).orderBy(...quotePage.orderBy).limit(quotePage.limit),
    db
      .select()
      .from(berthReservations)
      .where(and(eq(berthReservations.customerId, customerId), reservationPage.where))
      .orderBy(...reservationPage.orderBy)
      .limit(reservationPage.limit),
    db
      .select()
      .from(berthReservations)
      .where(and(eq(berthReservations.customerId, customerId), isNotNull(berthReservations.paidAt), paymentPage.where))
      .orderBy(...paymentPage.orderBy)
      .limit(paymentPage.limit),
    db.select().from(clientMessages).where(and(eq(clientMessages.customerId, customerId), messagePage.where)).orderBy(...messagePage.orderBy).limit(messagePage.limit),
    db.select().from(clientUploads).where(and(eq(clientUploads.customerId, customerId), uploadPage.where)).orderBy(...uploadPage.orderBy).limit(uploadPage.limit),
    db
      .select()
      .from(customerDocuments)
      .where(and(eq(customerDocuments.customerId, customerId), documentPage.where))
      .orderBy(...documentPage.orderBy)
      .limit(documentPage.limit),
    db.select().from(auditLog).where(and(eq(auditLog.customerId, customerId), auditPage.where)).orderBy(...auditPage.orderBy).limit(auditPage.limit),
  ]);
  const entries: DatedEntry[] = [
    ...requests.map((request) => ({
      id: `service-request:${request.id}`,
      kind: 'service-request' as const,
      at: request.createdAt,
      title: `Service request: ${request.serviceType ?? 'General'}`,
      detail: `Status: ${request.status}`,
      source: firstTouchSource(request.firstTouch),
    })),
    ...quoteRows.map((quote) => ({
      id: `quote:${quote.id}`,
      kind: 'quote' as const,
      at: quote.createdAt,
      title: `Quote request ${quote.quoteNumber}: ${quote.projectTitle}`,
      detail: `Status: ${quote.status}`,
      source: firstTouchSource(quote.firstTouch),
    })),
    ...reservations.map((reservation) => ({
      id: `reservation:${reservation.id}`,
      kind: 'reservation' as const,
      at: reservation.createdAt,
      title: `Reservation ${reservation.reservationNumber}: ${reservation.vesselName}`,
      detail: `${reservation.arrivalDate} to ${reservation.departureDate}, ${formatCents(reservation.totalCost)}, status: ${reservation.status}`,
      source: null,
    })),
    ...payments.flatMap((reservation) =>
      reservation.paidAt
        ? [
            {
              id: `payment:${reservation.id}`,
              kind: 'payment' as const,
              at: reservation.paidAt,
              title: `Payment for reservation ${reservation.reservationNumber}`,
              detail: `${formatCents(reservation.paidAmount ?? reservation.totalCost)}, ${reservation.paymentStatus}`,
              source: null,
            },
          ]
        : [],
    ),
    ...messages.map((message) => ({
      id: `message:${message.id}`,
      kind: message.fromAdmin ? ('message-from-office' as const) : ('message-from-client' as const),
      at: message.createdAt,
      title: `${message.fromAdmin ? 'Message to client' : 'Message from client'}: ${message.subject}`,
      detail: message.attachmentName ? `Attachment: ${message.attachmentName}` : null,
      source: null,
    })),
    ...uploads.map((upload) => ({
      id: `upload:${upload.id}`,
      kind: 'file-from-client' as const,
      at: upload.createdAt,
      title: `File from client: ${upload.originalName}`,
      detail: upload.isProcessed ? `Processed by ${upload.processedBy ?? 'the office'}` : 'Not processed yet',
      source: null,
    })),
    ...documents.map((document) => ({
      id: `document:${document.id}`,
      kind: 'file-from-office' as const,
      at: document.createdAt,
      title: `File for client: ${document.fileName}`,
      detail: document.uploadedBy ? `${document.documentType}, by ${document.uploadedBy}` : document.documentType,
      source: null,
    })),
    ...audits.map((entry) => ({
      id: `audit:${entry.id}`,
      kind: 'audit' as const,
      at: entry.createdAt,
      title: entry.action,
      detail: `By ${entry.actorName}`,
      source: null,
    })),
  ];
  const merged = mergeTimeline(entries);
  const items = merged.slice(0, query.limit);
  const last = items.at(-1);
  return { items, nextCursor: merged.length > query.limit && last ? encodeTimelineCursor({ at: new Date(last.at), id: last.id }) : undefined };
}
