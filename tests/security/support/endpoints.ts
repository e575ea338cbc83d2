import type { z } from 'zod';
import { auditQuerySchema } from '#shared/schemas/admin-audit.ts';
import {
  adminClientFileFieldsSchema,
  adminClientSchema,
  adminClientsQuerySchema,
  adminClientUpdateSchema,
  adminMessageSchema,
  processUploadSchema,
} from '#shared/schemas/admin-clients.ts';
import { leadFiltersSchema, leadListQuerySchema, leadUpdateSchema } from '#shared/schemas/admin-leads.ts';
import { leadReplySchema } from '#shared/schemas/lead-reply.ts';
import {
  adminReservationQuerySchema,
  berthCalendarQuerySchema,
  reservationStatusChangeSchema,
} from '#shared/schemas/admin-reservations.ts';
import { berthChartQuerySchema } from '#shared/schemas/berth-chart.ts';
import { berthBlockFormSchema } from '#shared/schemas/berth-block.ts';
import { berthAvailabilityQuerySchema, berthReservationSchema } from '#shared/schemas/berth-reservation.ts';
import { clientMessageSchema, clientUploadFieldsSchema } from '#shared/schemas/client-portal.ts';
import {
  customerRegistrationSchema,
  customerSignInSchema,
  mailedLinkRequestSchema,
  resetPasswordSchema,
  signInWithLinkSchema,
  verifyEmailSchema,
} from '#shared/schemas/customer-account.ts';
import { customerVesselChangeSchema, customerVesselSchema, vesselFromReservationSchema } from '#shared/schemas/customer-vessel.ts';
import { buyHaulPrioritySchema } from '#shared/schemas/haul-out-priority.ts';
import { stormPhotoFieldsSchema, stormVesselNoteSchema } from '#shared/schemas/storm-vessel-note.ts';
import { insuranceCertificateFieldsSchema, insuranceOverrideSchema } from '#shared/schemas/insurance-certificate.ts';
import { passwordChangeSchema } from '#shared/schemas/password-change.ts';
import {
  documentBulkSchema,
  documentListQuerySchema,
  documentShareSchema,
  documentShareUpdateSchema,
  documentUpdateSchema,
  documentUploadFieldsSchema,
  documentVersionFieldsSchema,
} from '#shared/schemas/documents.ts';
import {
  electronicConsentSchema,
  leaseInfoSchema,
  leasePdfQuerySchema,
  leaseSignatureSchema,
  leaseViewedSchema,
  signingCodeSchema,
} from '#shared/schemas/lease.ts';
import { operationsStatusUpdateSchema } from '#shared/schemas/operations-status.ts';
import { stormAnswerSchema } from '#shared/schemas/storm-answer.ts';
import { stormPlanSchema, stormPlanSignatureSchema } from '#shared/schemas/storm-plan.ts';
import { stormStageUpdateSchema } from '#shared/schemas/storm-stage.ts';
import { issueInvoiceSchema } from '#shared/schemas/invoices.ts';
import { pageQuerySchema } from '#shared/schemas/page.ts';
import { confirmPaymentSchema, testCardPaymentSchema } from '#shared/schemas/payment.ts';
import { quoteRequestSchema } from '#shared/schemas/quote.ts';
import { recommendationRequestSchema } from '#shared/schemas/recommendation.ts';
import { resumeHoldSchema } from '#shared/schemas/resume-hold.ts';
import { signingLinkSchema } from '#shared/schemas/signing-link.ts';
import { serviceRequestSchema } from '#shared/schemas/service-request.ts';
import { staffSignInSchema } from '#shared/schemas/staff-auth.ts';

// Every API endpoint as the fuzzer calls it: who may call it, and the schemas of what it reads.
// `fuzz-coverage.test.ts` holds this table against the app's own route table.

/** Who sends the request: the fuzzer calls each endpoint as someone allowed to, so cases get past the guards. */
export type Actor = 'anonymous' | 'customer' | 'staff' | 'checkout holder';

/** Records of the fuzz world whose ids go into path parameters. */
export type RecordKind =
  | 'berth'
  | 'block'
  | 'customerSession'
  | 'document'
  | 'documentVersion'
  | 'share'
  | 'shareToken'
  | 'client'
  | 'officeMessage'
  | 'ownMessage'
  | 'clientUpload'
  | 'customerDocument'
  | 'notification'
  | 'lead'
  | 'leadKind'
  | 'vessel'
  | 'reservation'
  | 'lease'
  | 'invoice'
  | 'mail';

export interface Endpoint {
  actor: Actor;
  /** Each path parameter's records; a parameter with none listed gets random and hostile values only. */
  params?: Record<string, RecordKind>;
  query?: z.ZodType;
  /** The JSON body's schema. */
  body?: z.ZodType;
  /** The text fields of a multipart upload (the file travels in `file`). */
  form?: z.ZodType;
  /** A body the endpoint reads raw (a provider's webhook), fuzzed as arbitrary text. */
  rawBody?: true;
  /**
   * Sent with a session made for each case: the endpoint ends sessions (sign-out), which would
   * leave the next cases signed out.
   */
  freshSession?: true;
}

const id = { id: 'document' } as const;

export const endpoints: Record<string, Endpoint> = {
  'POST /api/auth/login': { actor: 'anonymous', body: staffSignInSchema },
  'POST /api/auth/logout': { actor: 'staff', freshSession: true },
  'GET /api/auth/me': { actor: 'staff' },
  'POST /api/admin/login': { actor: 'anonymous', body: staffSignInSchema },
  'GET /api/health': { actor: 'anonymous' },
  'GET /api/electronic-consent': { actor: 'anonymous' },
  'POST /api/service-requests': { actor: 'anonymous', body: serviceRequestSchema },
  'POST /api/quotes': { actor: 'anonymous', body: quoteRequestSchema },
  'POST /api/recommendations': { actor: 'anonymous', body: recommendationRequestSchema },
  'GET /api/berths': { actor: 'anonymous', query: berthAvailabilityQuerySchema },

  'POST /api/berth-reservations': { actor: 'anonymous', body: berthReservationSchema },
  'GET /api/berth-reservations': { actor: 'staff', query: adminReservationQuerySchema },
  'PATCH /api/berth-reservations/:id': { actor: 'staff', params: { id: 'reservation' }, body: reservationStatusChangeSchema },
  'GET /api/berth-reservations/resumable': { actor: 'checkout holder' },
  'GET /api/berth-reservations/:id': { actor: 'checkout holder', params: { id: 'reservation' } },
  'POST /api/berth-reservations/:id/resume': { actor: 'anonymous', params: { id: 'reservation' }, body: resumeHoldSchema },
  'POST /api/berth-reservations/:id/signing-link': { actor: 'anonymous', params: { id: 'reservation' }, body: signingLinkSchema },
  'POST /api/berth-reservations/:id/generate-lease': { actor: 'checkout holder', params: { id: 'reservation' }, body: leaseInfoSchema },
  'POST /api/berth-reservations/:id/create-payment-intent': { actor: 'checkout holder', params: { id: 'reservation' } },
  'POST /api/berth-reservations/:id/confirm-payment': {
    actor: 'checkout holder',
    params: { id: 'reservation' },
    body: confirmPaymentSchema,
  },
  'GET /api/leases/:id': { actor: 'checkout holder', params: { id: 'lease' } },
  'GET /api/leases/:id/pdf': { actor: 'checkout holder', params: { id: 'lease' }, query: leasePdfQuerySchema },
  'POST /api/leases/:id/view': { actor: 'checkout holder', params: { id: 'lease' }, body: leaseViewedSchema },
  'POST /api/leases/:id/consent': { actor: 'checkout holder', params: { id: 'lease' }, body: electronicConsentSchema },
  'GET /api/leases/:id/signer-email': { actor: 'checkout holder', params: { id: 'lease' } },
  'POST /api/leases/:id/signing-code': { actor: 'checkout holder', params: { id: 'lease' } },
  'POST /api/leases/:id/signing-code/confirm': { actor: 'checkout holder', params: { id: 'lease' }, body: signingCodeSchema },
  'POST /api/leases/:id/sign': { actor: 'checkout holder', params: { id: 'lease' }, body: leaseSignatureSchema },
  'POST /api/payments/stripe/webhook': { actor: 'anonymous', rawBody: true },
  'POST /api/payments/test/confirm': { actor: 'checkout holder', body: testCardPaymentSchema },

  'POST /api/customers/register': { actor: 'anonymous', body: customerRegistrationSchema },
  'POST /api/customers/login': { actor: 'anonymous', body: customerSignInSchema },
  'POST /api/customers/logout': { actor: 'customer', freshSession: true },
  'GET /api/customers/me': { actor: 'customer' },
  'GET /api/customers/auth/user': { actor: 'customer' },
  'POST /api/customers/forgot-password': { actor: 'anonymous', body: mailedLinkRequestSchema },
  'POST /api/customers/reset-password': { actor: 'anonymous', body: resetPasswordSchema },
  'POST /api/customers/verify-email': { actor: 'anonymous', body: verifyEmailSchema },
  'POST /api/customers/sign-in-link': { actor: 'anonymous', body: mailedLinkRequestSchema },
  'POST /api/customers/sign-in-link/use': { actor: 'anonymous', body: signInWithLinkSchema },
  'POST /api/customers/resend-verification': { actor: 'customer' },
  'POST /api/customers/password': { actor: 'customer', body: passwordChangeSchema },
  'GET /api/customers/sessions': { actor: 'customer' },
  'DELETE /api/customers/sessions/:id': { actor: 'customer', params: { id: 'customerSession' } },

  'GET /api/customer/counts': { actor: 'customer' },
  'GET /api/customer/service-requests': { actor: 'customer', query: pageQuerySchema },
  'GET /api/customer/invoices': { actor: 'customer', query: pageQuerySchema },
  'POST /api/customer/invoices/:id/payment': { actor: 'customer', params: { id: 'invoice' } },
  'POST /api/customer/invoices/:id/payment/confirm': { actor: 'customer', params: { id: 'invoice' }, body: confirmPaymentSchema },
  'GET /api/customer/documents': { actor: 'customer', query: pageQuerySchema },
  'GET /api/customer/documents/:id/download': { actor: 'customer', params: { id: 'customerDocument' } },
  'GET /api/customer/reservations': { actor: 'customer', query: pageQuerySchema },
  'POST /api/customer/reservations/:id/claim': { actor: 'customer', params: { id: 'reservation' } },
  'POST /api/customer/reservations/:id/release': { actor: 'customer', params: { id: 'reservation' } },
  'GET /api/customer/notifications': { actor: 'customer' },
  'POST /api/customer/notifications/read-all': { actor: 'customer' },
  'POST /api/customer/notifications/:id/read': { actor: 'customer', params: { id: 'notification' } },
  'GET /api/customer/vessels': { actor: 'customer' },
  'POST /api/customer/vessels': { actor: 'customer', body: customerVesselSchema },
  'POST /api/customer/vessels/from-reservation': { actor: 'customer', body: vesselFromReservationSchema },
  'PATCH /api/customer/vessels/:id': { actor: 'customer', params: { id: 'vessel' }, body: customerVesselChangeSchema },
  'DELETE /api/customer/vessels/:id': { actor: 'customer', params: { id: 'vessel' } },
  'GET /api/customer/vessel-insurance': { actor: 'customer' },
  'POST /api/customer/vessel-insurance/:id': { actor: 'customer', params: { id: 'vessel' }, form: insuranceCertificateFieldsSchema },
  'GET /api/customer/storm-plans': { actor: 'customer' },
  'POST /api/customer/storm-plans/:id/review': { actor: 'customer', params: { id: 'vessel' }, body: stormPlanSchema },
  'POST /api/customer/storm-plans/:id': { actor: 'customer', params: { id: 'vessel' }, body: stormPlanSignatureSchema },
  'GET /api/customer/haul-out-priority': { actor: 'customer' },
  'POST /api/customer/haul-out-priority': { actor: 'customer', body: buyHaulPrioritySchema },

  'POST /api/client/upload': { actor: 'customer', form: clientUploadFieldsSchema },
  'GET /api/client/counts': { actor: 'customer' },
  'GET /api/client/messages': { actor: 'customer', query: pageQuerySchema },
  'POST /api/client/messages': { actor: 'customer', body: clientMessageSchema },
  'POST /api/client/messages/:id/read': { actor: 'customer', params: { id: 'officeMessage' } },
  'GET /api/client/messages/:id/attachment': { actor: 'customer', params: { id: 'officeMessage' } },
  'GET /api/client/uploads': { actor: 'customer', query: pageQuerySchema },
  'GET /api/client/uploads/:id/download': { actor: 'customer', params: { id: 'clientUpload' } },

  'GET /api/operations-status': { actor: 'anonymous' },
  'GET /api/storm-stage': { actor: 'anonymous' },
  'GET /api/admin/overview': { actor: 'staff' },
  'GET /api/admin/counts': { actor: 'staff' },
  'GET /api/admin/audit': { actor: 'staff', query: auditQuerySchema },
  'PUT /api/admin/operations-status': { actor: 'staff', body: operationsStatusUpdateSchema },
  'GET /api/admin/storm-stage': { actor: 'staff' },
  'GET /api/admin/storm-roster': { actor: 'staff' },
  'GET /api/admin/storm-plans': { actor: 'staff' },
  'GET /api/admin/storm-roster/export.csv': { actor: 'staff' },
  'GET /api/admin/haul-outs': { actor: 'staff' },
  'POST /api/admin/haul-outs/:id/hauled': { actor: 'staff' },
  'GET /api/admin/haul-outs/:id/receipt.pdf': { actor: 'staff' },
  'POST /api/admin/storm-notes/photos': { actor: 'staff', form: stormPhotoFieldsSchema },
  'GET /api/admin/storm-notes': { actor: 'staff' },
  'POST /api/admin/storm-notes': { actor: 'staff', body: stormVesselNoteSchema },
  'PUT /api/admin/storm-stage': { actor: 'staff', body: stormStageUpdateSchema },

  'GET /api/admin/clients': { actor: 'staff', query: adminClientsQuerySchema.extend(pageQuerySchema.shape) },
  'POST /api/admin/clients': { actor: 'staff', body: adminClientSchema },
  'GET /api/admin/clients/:id': { actor: 'staff', params: { id: 'client' } },
  'PUT /api/admin/clients/:id': { actor: 'staff', params: { id: 'client' }, body: adminClientUpdateSchema },
  'POST /api/admin/clients/:id/reset-password': { actor: 'staff', params: { id: 'client' } },
  'POST /api/admin/clients/:id/end-sessions': { actor: 'staff', params: { id: 'client' } },
  'GET /api/admin/clients/:id/timeline': { actor: 'staff', params: { id: 'client' } },
  'GET /api/admin/clients/:id/vessels': { actor: 'staff', params: { id: 'client' } },
  'PATCH /api/admin/clients/:id/vessels/:vesselId': {
    actor: 'staff',
    params: { id: 'client', vesselId: 'vessel' },
    body: customerVesselChangeSchema,
  },
  'GET /api/admin/clients/:id/vessel-insurance': { actor: 'staff', params: { id: 'client' } },
  'POST /api/admin/clients/:id/vessels/:vesselId/insurance-override': {
    actor: 'staff',
    params: { id: 'client', vesselId: 'vessel' },
    body: insuranceOverrideSchema,
  },
  'GET /api/admin/insurance-certificates/:id/file': { actor: 'staff' },
  'POST /api/admin/insurance-certificates/:id/verify': { actor: 'staff' },
  'POST /api/admin/clients/:id/invoices': { actor: 'staff', params: { id: 'client' }, body: issueInvoiceSchema },
  'POST /api/admin/invoices/:id/refund': { actor: 'staff', params: { id: 'invoice' } },
  'POST /api/admin/send-client-message': { actor: 'staff', body: adminMessageSchema },
  'POST /api/admin/send-client-message-with-attachment': { actor: 'staff', form: adminMessageSchema },
  'POST /api/admin/upload-client-file': { actor: 'staff', form: adminClientFileFieldsSchema },
  'GET /api/admin/client-messages': { actor: 'staff' },
  'POST /api/admin/client-messages/:id/read': { actor: 'staff', params: { id: 'ownMessage' } },
  'GET /api/admin/client-messages/:id/attachment': { actor: 'staff', params: { id: 'officeMessage' } },
  'GET /api/admin/client-uploads': { actor: 'staff' },
  'POST /api/admin/client-uploads/:id/process': { actor: 'staff', params: { id: 'clientUpload' }, body: processUploadSchema },
  'GET /api/admin/client-uploads/:id/download': { actor: 'staff', params: { id: 'clientUpload' } },

  'GET /api/admin/leads': { actor: 'staff', query: leadListQuerySchema },
  'GET /api/admin/mail': { actor: 'staff', query: pageQuerySchema },
  'GET /api/admin/mail/:id': { actor: 'staff', params: { id: 'mail' } },
  'GET /api/admin/leads/export.csv': { actor: 'staff', query: leadFiltersSchema },
  'POST /api/admin/leads/seen': { actor: 'staff' },
  'GET /api/admin/leads/:kind/:id': { actor: 'staff', params: { kind: 'leadKind', id: 'lead' } },
  'PATCH /api/admin/leads/:kind/:id': { actor: 'staff', params: { kind: 'leadKind', id: 'lead' }, body: leadUpdateSchema },
  'POST /api/admin/leads/:kind/:id/replies': { actor: 'staff', params: { kind: 'leadKind', id: 'lead' }, body: leadReplySchema },

  'GET /api/admin/reservations/:id': { actor: 'staff', params: { id: 'reservation' } },
  'POST /api/admin/reservations/:id/cancel-hold': { actor: 'staff', params: { id: 'reservation' } },
  'POST /api/admin/reservations/:id/send-lease': { actor: 'staff', params: { id: 'reservation' }, body: leaseInfoSchema },
  'GET /api/admin/berths/:id/blocks': { actor: 'staff', params: { id: 'berth' } },
  'POST /api/admin/berths/:id/blocks': { actor: 'staff', params: { id: 'berth' }, body: berthBlockFormSchema },
  'DELETE /api/admin/berths/:id/blocks/:blockId': { actor: 'staff', params: { id: 'berth', blockId: 'block' } },
  'GET /api/admin/berths/:id/calendar': { actor: 'staff', params: { id: 'berth' }, query: berthCalendarQuerySchema },
  'GET /api/admin/berth-chart': { actor: 'staff', query: berthChartQuerySchema },
  'GET /api/admin/leases/:id/signature-record': { actor: 'staff', params: { id: 'lease' } },

  'GET /api/documents': { actor: 'staff', query: documentListQuerySchema },
  'POST /api/documents/upload': { actor: 'staff', form: documentUploadFieldsSchema },
  'GET /api/documents/:id': { actor: 'staff', params: id },
  'PATCH /api/documents/:id': { actor: 'staff', params: id, body: documentUpdateSchema },
  'POST /api/documents/bulk': { actor: 'staff', body: documentBulkSchema },
  'DELETE /api/documents/:id': { actor: 'staff', params: id },
  'POST /api/documents/:id/restore': { actor: 'staff', params: id },
  'GET /api/documents/:id/download': { actor: 'customer', params: id },
  'POST /api/documents/:id/versions': { actor: 'staff', params: id, form: documentVersionFieldsSchema },
  'GET /api/documents/:id/versions': { actor: 'staff', params: id },
  'GET /api/documents/:id/versions/:version/download': { actor: 'staff', params: { id: 'document', version: 'documentVersion' } },
  'GET /api/document-categories': { actor: 'staff' },
  'POST /api/documents/:id/shares': { actor: 'staff', params: id, body: documentShareSchema },
  'GET /api/documents/:id/shares': { actor: 'staff', params: id },
  'PATCH /api/documents/:id/shares/:shareId': {
    actor: 'staff',
    params: { id: 'document', shareId: 'share' },
    body: documentShareUpdateSchema,
  },
  'DELETE /api/documents/:id/shares/:shareId': { actor: 'staff', params: { id: 'document', shareId: 'share' } },
  'GET /api/shares/:token': { actor: 'anonymous', params: { token: 'shareToken' } },
  'GET /api/storm-answers/:token': { actor: 'anonymous' },
  'GET /api/storm-note-photos/:token': { actor: 'anonymous' },
  'POST /api/storm-answers/:token': { actor: 'anonymous', body: stormAnswerSchema },
};

export const endpointKey = (method: string, path: string) => `${method} ${path}`;

export function endpointParts(key: string): { method: string; path: string } {
  const [method = '', path = ''] = key.split(' ');
  return { method, path };
}
