import { z } from 'zod';
import { accountStatuses } from './customer-options.ts';
import { clientUploadCategories } from './schemas/client-portal.ts';

// What the customer account, customer area and client portal endpoints answer: one schema per
// answer, types inferred, shared by the API's mappers and the portals. Dates are ISO strings; money
// is integer cents; file sizes are bytes.

const timestamp = z.iso.datetime();
const cents = z.number().int();

/** `GET /api/customers/me`, `GET /api/customers/auth/user` (or null), and the answer of sign-in and registration. */
const customerViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  phone: z.string().nullable(),
  accountStatus: z.enum(accountStatuses),
  /** False until the customer opens the link mailed to their address. */
  emailVerified: z.boolean(),
});
export type CustomerView = z.infer<typeof customerViewSchema>;

export const customerAnswerSchema = z.object({ customer: customerViewSchema });
export type CustomerAnswer = z.infer<typeof customerAnswerSchema>;

/** `GET /api/customers/auth/user`: the signed-in customer, or null. */
export const currentCustomerAnswerSchema = z.object({ customer: customerViewSchema.nullable() });

/** One entry of `GET /api/customers/sessions`: a signed-in device of the caller. */
const customerDeviceSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: timestamp,
  lastActivity: timestamp,
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type CustomerDevice = z.infer<typeof customerDeviceSchema>;
export const customerDevicesAnswerSchema = z.object({ sessions: z.array(customerDeviceSchema) });

/** An answer that only acknowledges (logout, forgot/reset password, verify, revoke). */
const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** `GET /api/customer/service-requests`: the spec's customer-facing ServiceRequest. */
export const customerServiceRequestSchema = z.object({
  id: z.string(),
  requestNumber: z.string(),
  serviceType: z.string().nullable(),
  projectDetails: z.string(),
  status: z.string(),
  createdAt: timestamp,
  scheduledDate: timestamp.nullable(),
});
export type CustomerServiceRequest = z.infer<typeof customerServiceRequestSchema>;

/**
 * `GET /api/customer/invoices`: the spec's customer-facing Invoice, with when it was paid and any
 * refund of an online payment (the invoice stays paid; the refund shows beside it).
 */
export const customerInvoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  description: z.string().nullable(),
  totalAmount: cents,
  status: z.string(),
  dueDate: z.iso.date().nullable(),
  paidDate: timestamp.nullable(),
  refundedAmount: cents.nullable(),
  refundedAt: timestamp.nullable(),
});
export type CustomerInvoice = z.infer<typeof customerInvoiceSchema>;

/** Where a customer's document is kept: filed for them by the office, or in the document library. */
const customerDocumentSources = ['office', 'library'] as const;
export type CustomerDocumentSource = (typeof customerDocumentSources)[number];

/** `GET /api/customer/documents`: the spec's customer document, with where to download it. */
export const customerDocumentSchema = z.object({
  id: z.string(),
  source: z.enum(customerDocumentSources),
  fileName: z.string(),
  description: z.string().nullable(),
  documentType: z.string(),
  fileSize: z.number().int().nullable(),
  createdAt: timestamp,
  downloadUrl: z.string(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

/** `GET /api/customer/reservations`: the caller's berth reservations. */
export const customerReservationSchema = z.object({
  id: z.string(),
  reservationNumber: z.string(),
  berthName: z.string(),
  vesselName: z.string(),
  /** Whether the vessel it was booked for is one of the customer's vessels on record. */
  vesselOnRecord: z.boolean(),
  arrivalDate: z.iso.date(),
  departureDate: z.iso.date(),
  status: z.string(),
  totalCost: cents,
  paid: z.boolean(),
  /** Set while an unpaid reservation still holds its berth: the checkout can be continued. */
  holdExpiresAt: timestamp.nullable(),
  /** An unpaid hold that ran out before payment (whether or not it has been cancelled for it yet): nothing is left to do. */
  holdExpired: z.boolean(),
  /** What was paid back when the office declined a paid reservation (refunds are in full); null otherwise. */
  refundedAmount: cents.nullable(),
  /** Why the reservation was cancelled, in the words the customer was told; null while it stands. */
  cancellationReason: z.string().nullable(),
  /** What an approved, unpaid stay still owes the marina office; null when nothing is due. */
  amountDue: cents.nullable(),
  createdAt: timestamp,
});
export type CustomerReservation = z.infer<typeof customerReservationSchema>;

/** One message of `GET /api/client/messages` (`{ messages }`, newest first) and of the answer of `POST`. */
export const clientMessageViewSchema = z.object({
  id: z.string(),
  fromAdmin: z.boolean(),
  subject: z.string(),
  message: z.string(),
  priority: z.string(),
  isRead: z.boolean(),
  attachmentName: z.string().nullable(),
  /** Where the office's attachment downloads; null without one. */
  attachmentUrl: z.string().nullable(),
  createdAt: timestamp,
});
export type ClientMessageView = z.infer<typeof clientMessageViewSchema>;
export const clientMessagesAnswerSchema = z.object({ messages: z.array(clientMessageViewSchema) });

/**
 * One file of `GET /api/client/uploads` (`{ uploads }`, newest first): the client's own uploads with
 * the spec's names, and the files the office filed for the client, marked `fromOffice`.
 */
export const clientUploadViewSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  description: z.string().nullable(),
  category: z.union([z.enum(clientUploadCategories), z.string()]),
  isProcessed: z.boolean(),
  fromOffice: z.boolean(),
  /** The last day a certificate covers (YYYY-MM-DD), when the file has one. */
  expiresAt: z.iso.date().nullable(),
  createdAt: timestamp,
  downloadUrl: z.string(),
});
export type ClientUploadView = z.infer<typeof clientUploadViewSchema>;
export const clientUploadsAnswerSchema = z.object({ uploads: z.array(clientUploadViewSchema) });
