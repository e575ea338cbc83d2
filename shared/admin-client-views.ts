import { z } from 'zod';
import { accountStatuses } from './customer-options.ts';
import { clientMessageViewSchema, clientUploadViewSchema } from './customer-views.ts';

// What the office's client endpoints (`/api/admin/*`) and the customer's notifications
// (`/api/customer/notifications`) answer. Dates are ISO strings; money is integer cents.

const timestamp = z.iso.datetime();

/** One client of `GET /api/admin/clients` (an array), and the answer of create, edit and details. */
export const adminClientViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null when the email is the login. */
  username: z.string().nullable(),
  company: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  accountStatus: z.enum(accountStatuses),
  emailVerified: z.boolean(),
  lastLogin: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminClientView = z.infer<typeof adminClientViewSchema>;

export const timelineKinds = [
  'service-request',
  'quote',
  'reservation',
  'payment',
  'message-from-client',
  'message-from-office',
  'file-from-client',
  'file-from-office',
  'mail',
  'audit',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** A berth and the days a reservation takes on it, for the link that shows it in the filtered list. */
const auditStaySchema = z.object({ berthId: z.string(), from: z.string(), to: z.string().nullable() });

/** One entry of `GET /api/admin/clients/:id/timeline` (`{entries}`, newest first). */
const timelineEntrySchema = z.object({
  /** Unique within the timeline: the kind and the record's id. */
  id: z.string(),
  kind: z.enum(timelineKinds),
  at: timestamp,
  title: z.string(),
  /** A line of detail (status, amount, subject, file name, who acted); null when there is none. */
  detail: z.string().nullable(),
  /** The first-touch source of a lead (e.g. `google / cpc`), else null. */
  source: z.string().nullable(),
  /** For an office action, the facts its sentence and links are made of (see shared/audit-sentence.ts); else null. */
  audit: z
    .object({
      action: z.string(),
      actorName: z.string(),
      customerName: z.string().nullable(),
      recordName: z.string().nullable(),
      entityType: z.string(),
      entityId: z.string(),
      details: z.object({
        reason: z.string().nullable().optional(),
        refundCents: z.number().nullable().optional(),
        channel: z.string().nullable().optional(),
        sharedWith: z.string().nullable().optional(),
      }),
      stay: auditStaySchema.nullable(),
    })
    .nullable(),
  /** For the client's own lead, reservation, payment or mail, what a link to it is made from; else null. */
  record: z
    .object({
      entityType: z.string(),
      entityId: z.string(),
      recordName: z.string(),
      customerName: z.string(),
      stay: auditStaySchema.nullable(),
    })
    .nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export const timelineAnswerSchema = z.object({ entries: z.array(timelineEntrySchema) });

/** Who a message or upload in the office's lists belongs to. */
const clientNameSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  company: z.string(),
});

/**
 * One message of `GET /api/admin/client-messages` (`{messages}`, unread first, then newest): the client's view of it, with whose it is;
 * its `attachmentUrl` is the office's own address for the file it sent.
 */
const adminClientMessageViewSchema = clientMessageViewSchema.extend({
  ...clientNameSchema.shape,
  /** The staff member who wrote an office message; null for the client's own. */
  sentBy: z.string().nullable(),
});
export type AdminClientMessageView = z.infer<typeof adminClientMessageViewSchema>;
export const adminClientMessagesAnswerSchema = z.object({ messages: z.array(adminClientMessageViewSchema) });
export const adminClientMessageAnswerSchema = z.object({ message: adminClientMessageViewSchema });

/**
 * One client upload of `GET /api/admin/client-uploads` (`{uploads}`, unprocessed first, then newest): the client's view of it,
 * with whose it is and how the office handled it.
 */
const adminClientUploadViewSchema = clientUploadViewSchema.omit({ fromOffice: true, category: true }).extend({
  ...clientNameSchema.shape,
  category: z.string(),
  processedBy: z.string().nullable(),
  processedAt: timestamp.nullable(),
  notes: z.string().nullable(),
  /** Where staff download the file. */
  downloadUrl: z.string(),
});
export type AdminClientUploadView = z.infer<typeof adminClientUploadViewSchema>;
export const adminClientUploadsAnswerSchema = z.object({ uploads: z.array(adminClientUploadViewSchema) });
export const adminClientUploadAnswerSchema = z.object({ upload: adminClientUploadViewSchema });

/** `POST /api/admin/upload-client-file`: the document filed for the client. */
const adminClientDocumentSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  fileName: z.string(),
  documentType: z.string(),
  description: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  uploadedBy: z.string().nullable(),
  createdAt: timestamp,
});
export type AdminClientDocument = z.infer<typeof adminClientDocumentSchema>;
export const adminClientDocumentAnswerSchema = z.object({ document: adminClientDocumentSchema });

/** One notification of `GET /api/customer/notifications`, newest first. */
const customerNotificationViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  actionUrl: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: timestamp,
});
export type CustomerNotificationView = z.infer<typeof customerNotificationViewSchema>;
export const customerNotificationsAnswerSchema = z.object({
  notifications: z.array(customerNotificationViewSchema),
  unreadCount: z.number().int(),
});
export type CustomerNotificationsAnswer = z.infer<typeof customerNotificationsAnswerSchema>;
