import type { TimelineEntry } from '#shared/admin-client-views.ts';
import { formatCents } from '#shared/pricing.ts';
import { eq } from 'drizzle-orm';
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
import { findClient } from './admin-client-view.ts';
import { firstTouchSource, mergeTimeline, type DatedEntry } from './timeline-entries.ts';

/**
 * Everything this customer did and was sent, in one list, newest first: leads and quotes with
 * where they first came from, reservations and their payments, messages and files both ways, and
 * the audit entries about them.
 */
export async function clientTimeline(ctx: ServiceContext, customerId: string): Promise<TimelineEntry[]> {
  await findClient(ctx.db, customerId);
  const { db } = ctx;
  const [requests, quoteRows, reservations, messages, uploads, documents, audits] = await Promise.all([
    db.select().from(serviceRequests).where(eq(serviceRequests.customerId, customerId)),
    db.select().from(quotes).where(eq(quotes.customerId, customerId)),
    db.select().from(berthReservations).where(eq(berthReservations.customerId, customerId)),
    db.select().from(clientMessages).where(eq(clientMessages.customerId, customerId)),
    db.select().from(clientUploads).where(eq(clientUploads.customerId, customerId)),
    db.select().from(customerDocuments).where(eq(customerDocuments.customerId, customerId)),
    db.select().from(auditLog).where(eq(auditLog.customerId, customerId)),
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
    ...reservations.flatMap((reservation) =>
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
  return mergeTimeline(entries);
}
