import { newToken } from '#api/auth/tokens.ts';
import { loadElectronicConsent } from '#api/content/electronic-consent.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { leaseInfo, leaseSignature, reservationForm, stay } from '#tests/api/berth-booking-fixtures.ts';
import { newClient } from '#tests/api/admin-clients-fixtures.ts';
import { registration } from '#tests/api/customer-account-fixtures.ts';
import type { Part } from '#tests/api/customer-portal-fixtures.ts';
import { fieldParts, pdfPart } from '#tests/api/documents-fixtures.ts';
import { minimalContactForm, minimalQuoteForm } from '#tests/api/lead-fixtures.ts';
import { actorNames, type ActorName, type WorldIds } from './support/actors.ts';

/**
 * Every route of the API with the answer each actor must get, written by hand: the status of
 * anonymous, the checkout holder, customer A, customer B and staff, in that order. Path ids are
 * real records, nearly all customer B's (tests/security/support/actors.ts), so a 404 means "hidden
 * from you", not "does not exist": B or staff get through on the same id.
 */
type Outcomes = readonly [anonymous: number, holder: number, customerA: number, customerB: number, staff: number];

export interface RouteAccess {
  /** The path with its parameters filled in. */
  path: (ids: WorldIds) => string;
  /** A JSON body valid enough that authorisation, not validation, decides. */
  json?: (ids: WorldIds, actor: ActorName) => unknown;
  /** A multipart form instead of JSON. */
  form?: (ids: WorldIds) => Part[];
  expect: Outcomes;
}

export const outcomeOf = (access: RouteAccess, actor: ActorName): number => access.expect[actorNames.indexOf(actor)] ?? 0;

const everyone = (status: number): Outcomes => [status, status, status, status, status];
/** The staff guard: 401 without a staff session, 403 to a signed-in customer. */
const staffOnly = (status: number): Outcomes => [401, 401, 403, 403, status];
/** The customer guard: 401 without a customer session, staff and checkout holders included. */
const customersOnly = (status: number): Outcomes => [401, 401, status, status, 401];

const fixed = (path: string) => () => path;
const actorIndex = (actor: ActorName) => actorNames.indexOf(actor);
const pdf = () => [pdfPart('security matrix')];
// A PNG's signature: the upload checks look at the leading bytes.
const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const matrixVessel = { name: 'M/V Matrix Runner', vesselType: 'Workboat', length: 90, draft: 9 };
const matrixStormPlan = {
  intent: 'haul',
  manned: false,
  keysWithOffice: false,
  emergencyName: 'Remy Guidry',
  emergencyPhone: '985-555-0199',
};
const matrixCertificate = () => ({
  carrier: 'Gulf Marine Underwriters',
  policyNumber: 'GMU-1',
  liabilityLimit: '1000000',
  pandiLimit: '500000',
  additionalInsured: 'yes',
  expiresOn: addDays(facilityToday(), 60),
});

export const routeAccess: Record<string, RouteAccess> = {
  // Staff sign-in: a wrong password is refused alike for everyone; sign-out and "who am I" need no guard.
  'POST /api/auth/login': {
    path: fixed('/api/auth/login'),
    json: () => ({ username: 'harbormaster', password: 'not-the-password' }),
    expect: everyone(401),
  },
  'POST /api/admin/login': {
    path: fixed('/api/admin/login'),
    json: () => ({ username: 'harbormaster', password: 'not-the-password' }),
    expect: everyone(401),
  },
  'POST /api/auth/logout': { path: fixed('/api/auth/logout'), expect: everyone(200) },
  'GET /api/auth/me': { path: fixed('/api/auth/me'), expect: [401, 401, 401, 401, 200] },

  // Public reads and lead forms.
  'GET /api/health': { path: fixed('/api/health'), expect: everyone(200) },
  'GET /api/operations-status': { path: fixed('/api/operations-status'), expect: everyone(200) },
  'GET /api/storm-stage': { path: fixed('/api/storm-stage'), expect: everyone(200) },
  'GET /api/berths': { path: fixed('/api/berths'), expect: everyone(200) },
  'GET /api/document-categories': { path: fixed('/api/document-categories'), expect: everyone(200) },
  'GET /api/electronic-consent': { path: fixed('/api/electronic-consent'), expect: everyone(200) },
  'POST /api/service-requests': { path: fixed('/api/service-requests'), json: () => minimalContactForm, expect: everyone(201) },
  'POST /api/quotes': { path: fixed('/api/quotes'), json: () => minimalQuoteForm, expect: everyone(201) },
  'POST /api/recommendations': {
    path: fixed('/api/recommendations'),
    json: () => ({
      projectDescription: 'Slop tanks on two barges need cleaning before hot work',
      vesselType: 'Barge',
      timeframe: 'Within 1 week',
      urgency: 'priority',
    }),
    expect: everyone(200),
  },

  // Reservations: anyone may book; only the holder (customer B here) may advance a reservation, staff may read it.
  'POST /api/berth-reservations': {
    path: fixed('/api/berth-reservations'),
    json: (ids, actor) => reservationForm(ids.berth, stay(100 + 10 * actorIndex(actor), 105 + 10 * actorIndex(actor))),
    expect: everyone(201),
  },
  'GET /api/berth-reservations': { path: fixed('/api/berth-reservations'), expect: staffOnly(200) },
  'GET /api/berth-reservations/resumable': { path: fixed('/api/berth-reservations/resumable'), expect: everyone(200) },
  // A guest hold, reached by the checkout cookie of the browser that made it (B's), not by an account.
  'GET /api/berth-reservations/:id': { path: (ids) => `/api/berth-reservations/${ids.guestHoldOfB}`, expect: [404, 404, 404, 200, 200] },
  'PATCH /api/berth-reservations/:id': {
    path: (ids) => `/api/berth-reservations/${ids.reservationOfB}`,
    json: () => ({ status: 'cancelled' }),
    expect: staffOnly(200),
  },
  // The emailed link is the key: whoever holds its token opens the hold in their browser.
  'POST /api/berth-reservations/:id/resume': {
    path: (ids) => `/api/berth-reservations/${ids.reservationOfB}/resume`,
    json: (ids) => ({ token: ids.resumeTokenOfB }),
    expect: everyone(200),
  },
  // The office's signing link works like the resume link; a token it never mailed opens nothing for anyone
  // (a working one: tests/api/lease-sent-for-signature.test.ts).
  'POST /api/berth-reservations/:id/signing-link': {
    path: (ids) => `/api/berth-reservations/${ids.reservationOfB}/signing-link`,
    json: () => ({ token: 'x'.repeat(43) }),
    expect: everyone(404),
  },
  'POST /api/berth-reservations/:id/generate-lease': {
    path: (ids) => `/api/berth-reservations/${ids.reservationOfB}/generate-lease`,
    json: () => leaseInfo,
    expect: [404, 404, 404, 200, 404],
  },
  'POST /api/berth-reservations/:id/create-payment-intent': {
    path: (ids) => `/api/berth-reservations/${ids.payableReservationOfB}/create-payment-intent`,
    expect: [404, 404, 404, 200, 404],
  },
  'POST /api/berth-reservations/:id/confirm-payment': {
    path: (ids) => `/api/berth-reservations/${ids.payableReservationOfB}/confirm-payment`,
    json: () => ({ paymentIntentId: 'pi_test_not_started' }),
    expect: [404, 404, 404, 409, 404],
  },
  'GET /api/leases/:id': { path: (ids) => `/api/leases/${ids.leaseOfB}`, expect: [404, 404, 404, 200, 200] },
  'GET /api/leases/:id/pdf': { path: (ids) => `/api/leases/${ids.leaseOfB}/pdf`, expect: [404, 404, 404, 200, 200] },
  'POST /api/leases/:id/view': {
    path: (ids) => `/api/leases/${ids.leaseOfB}/view`,
    json: () => ({ leaseTextSha256: 'f'.repeat(64) }),
    expect: [404, 404, 404, 409, 404],
  },
  'POST /api/leases/:id/consent': {
    path: (ids) => `/api/leases/${ids.leaseOfB}/consent`,
    json: () => ({ consentVersion: loadElectronicConsent().version, consentSha256: loadElectronicConsent().sha256 }),
    expect: [404, 404, 404, 200, 404],
  },
  'GET /api/leases/:id/signer-email': { path: (ids) => `/api/leases/${ids.leaseOfB}/signer-email`, expect: [404, 404, 404, 200, 404] },
  'POST /api/leases/:id/signing-code': {
    path: (ids) => `/api/leases/${ids.leaseOfB}/signing-code`,
    expect: [404, 404, 404, 409, 404],
  },
  'POST /api/leases/:id/signing-code/confirm': {
    path: (ids) => `/api/leases/${ids.leaseOfB}/signing-code/confirm`,
    json: () => ({ code: '000000' }),
    expect: [404, 404, 404, 422, 404],
  },
  'POST /api/leases/:id/sign': {
    path: (ids) => `/api/leases/${ids.leaseOfB}/sign`,
    json: () => leaseSignature,
    expect: [404, 404, 404, 200, 404],
  },

  // Payments: the provider's webhook proves itself by signature; the test card form by the intent's secret.
  'POST /api/payments/stripe/webhook': {
    path: fixed('/api/payments/stripe/webhook'),
    json: () => ({ id: 'evt_1', type: 'payment_intent.succeeded' }),
    expect: everyone(400),
  },
  'POST /api/payments/test/confirm': {
    path: fixed('/api/payments/test/confirm'),
    json: () => ({ clientSecret: 'pi_test_unknown_secret_x', cardNumber: '4242 4242 4242 4242' }),
    expect: everyone(404),
  },

  // The customer account.
  'POST /api/customers/register': {
    path: fixed('/api/customers/register'),
    json: (_ids, actor) => ({ ...registration, email: `${actor}@register.example` }),
    expect: everyone(201),
  },
  'POST /api/customers/login': {
    path: fixed('/api/customers/login'),
    json: () => ({ email: 'bernard@example.com', password: 'not-the-password' }),
    expect: everyone(401),
  },
  'POST /api/customers/logout': { path: fixed('/api/customers/logout'), expect: everyone(200) },
  'GET /api/customers/me': { path: fixed('/api/customers/me'), expect: customersOnly(200) },
  'GET /api/customers/auth/user': { path: fixed('/api/customers/auth/user'), expect: everyone(200) },
  'POST /api/customers/forgot-password': {
    path: fixed('/api/customers/forgot-password'),
    json: () => ({ email: 'bernard@example.com' }),
    expect: everyone(200),
  },
  'POST /api/customers/reset-password': {
    path: fixed('/api/customers/reset-password'),
    json: () => ({ token: newToken(), password: 'Bayou-Runner-2027' }),
    expect: everyone(400),
  },
  'POST /api/customers/verify-email': {
    path: fixed('/api/customers/verify-email'),
    json: () => ({ token: newToken() }),
    expect: everyone(400),
  },
  'POST /api/customers/sign-in-link': {
    path: fixed('/api/customers/sign-in-link'),
    json: () => ({ email: 'bernard@example.com' }),
    expect: everyone(200),
  },
  'POST /api/customers/sign-in-link/use': {
    path: fixed('/api/customers/sign-in-link/use'),
    json: () => ({ token: newToken() }),
    expect: everyone(400),
  },
  'POST /api/customers/resend-verification': { path: fixed('/api/customers/resend-verification'), expect: customersOnly(200) },
  // A wrong current password: a right one would end the other sessions the rows below use.
  'POST /api/customers/password': {
    path: fixed('/api/customers/password'),
    json: () => ({ currentPassword: 'not-the-password', newPassword: 'Bayou-Runner-2027' }),
    expect: customersOnly(400),
  },
  'GET /api/customers/sessions': { path: fixed('/api/customers/sessions'), expect: customersOnly(200) },
  'DELETE /api/customers/sessions/:id': {
    path: (ids) => `/api/customers/sessions/${ids.otherSessionOfB}`,
    expect: [401, 401, 404, 200, 401],
  },

  // The customer area: each customer's own records.
  'GET /api/customer/counts': { path: fixed('/api/customer/counts'), expect: customersOnly(200) },
  'GET /api/customer/service-requests': { path: fixed('/api/customer/service-requests'), expect: customersOnly(200) },
  'GET /api/customer/invoices': { path: fixed('/api/customer/invoices'), expect: customersOnly(200) },
  'POST /api/customer/invoices/:id/payment': {
    path: (ids) => `/api/customer/invoices/${ids.invoiceOfB}/payment`,
    expect: [401, 401, 404, 200, 401],
  },
  'POST /api/customer/invoices/:id/payment/confirm': {
    path: (ids) => `/api/customer/invoices/${ids.invoiceOfB}/payment/confirm`,
    json: () => ({ paymentIntentId: 'pi_test_not_started' }),
    expect: [401, 401, 404, 409, 401],
  },
  'GET /api/customer/documents': { path: fixed('/api/customer/documents'), expect: customersOnly(200) },
  'GET /api/customer/documents/:id/download': {
    path: (ids) => `/api/customer/documents/${ids.customerDocumentOfB}/download`,
    expect: [401, 401, 404, 200, 401],
  },
  'GET /api/customer/reservations': { path: fixed('/api/customer/reservations'), expect: customersOnly(200) },
  'POST /api/customer/reservations/:id/claim': {
    path: (ids) => `/api/customer/reservations/${ids.guestHoldOfB}/claim`,
    expect: [401, 401, 404, 200, 401],
  },
  'POST /api/customer/reservations/:id/release': {
    path: (ids) => `/api/customer/reservations/${ids.reservationOfB}/release`,
    expect: [401, 401, 404, 200, 401],
  },
  'GET /api/customer/notifications': { path: fixed('/api/customer/notifications'), expect: customersOnly(200) },
  'POST /api/customer/notifications/read-all': { path: fixed('/api/customer/notifications/read-all'), expect: customersOnly(200) },
  'POST /api/customer/notifications/:id/read': {
    path: (ids) => `/api/customer/notifications/${ids.notificationOfB}/read`,
    expect: [401, 401, 404, 200, 401],
  },

  'GET /api/customer/vessels': { path: fixed('/api/customer/vessels'), expect: customersOnly(200) },
  'POST /api/customer/vessels': { path: fixed('/api/customer/vessels'), json: () => matrixVessel, expect: customersOnly(201) },
  'POST /api/customer/vessels/from-reservation': {
    path: fixed('/api/customer/vessels/from-reservation'),
    json: (ids) => ({ reservationId: ids.reservationOfB }),
    expect: [401, 401, 404, 201, 401],
  },
  'PATCH /api/customer/vessels/:id': {
    path: (ids) => `/api/customer/vessels/${ids.vesselOfB}`,
    json: () => ({ homePort: 'Cameron, LA' }),
    expect: [401, 401, 404, 200, 401],
  },
  'DELETE /api/customer/vessels/:id': { path: (ids) => `/api/customer/vessels/${ids.vesselOfB}`, expect: [401, 401, 404, 200, 401] },
  'GET /api/customer/vessel-insurance': { path: fixed('/api/customer/vessel-insurance'), expect: customersOnly(200) },
  'POST /api/customer/vessel-insurance/:id': {
    path: (ids) => `/api/customer/vessel-insurance/${ids.vesselOfB}`,
    form: () => [...fieldParts(matrixCertificate()), ...pdf()],
    expect: [401, 401, 404, 201, 401],
  },
  'GET /api/customer/storm-plans': { path: fixed('/api/customer/storm-plans'), expect: customersOnly(200) },
  'POST /api/customer/storm-plans/:id/review': {
    path: (ids) => `/api/customer/storm-plans/${ids.vesselOfB}/review`,
    json: () => matrixStormPlan,
    expect: [401, 401, 404, 200, 401],
  },
  // Signed over text never reviewed: the owner is refused too (409), so the matrix signs nothing.
  'POST /api/customer/storm-plans/:id': {
    path: (ids) => `/api/customer/storm-plans/${ids.vesselOfB}`,
    json: () => ({
      ...matrixStormPlan,
      signerName: 'Matrix Owner',
      planTextSha256: '0'.repeat(64),
      consent: { consentVersion: loadElectronicConsent().version, consentSha256: loadElectronicConsent().sha256 },
    }),
    expect: [401, 401, 404, 409, 401],
  },
  'GET /api/customer/haul-out-priority': { path: fixed('/api/customer/haul-out-priority'), expect: customersOnly(200) },
  // B's only stay is a hold, which keeps no vessel at the marina: priority is for stays, so B too gets 404.
  'POST /api/customer/haul-out-priority': {
    path: fixed('/api/customer/haul-out-priority'),
    json: (ids) => ({ reservationId: ids.reservationOfB }),
    expect: [401, 401, 404, 404, 401],
  },

  // The client portal.
  'POST /api/client/upload': {
    path: fixed('/api/client/upload'),
    form: () => [...fieldParts({ description: 'Insurance' }), ...pdf()],
    expect: customersOnly(201),
  },
  'GET /api/client/counts': { path: fixed('/api/client/counts'), expect: customersOnly(200) },
  'GET /api/client/messages': { path: fixed('/api/client/messages'), expect: customersOnly(200) },
  'POST /api/client/messages': {
    path: fixed('/api/client/messages'),
    json: () => ({ subject: 'Fuel dock', message: 'Open on Sunday?' }),
    expect: customersOnly(201),
  },
  'POST /api/client/messages/:id/read': {
    path: (ids) => `/api/client/messages/${ids.officeMessageToB}/read`,
    expect: [401, 401, 404, 200, 401],
  },
  'GET /api/client/messages/:id/attachment': {
    path: (ids) => `/api/client/messages/${ids.officeMessageToB}/attachment`,
    expect: [401, 401, 404, 200, 401],
  },
  'GET /api/client/uploads': { path: fixed('/api/client/uploads'), expect: customersOnly(200) },
  'GET /api/client/uploads/:id/download': {
    path: (ids) => `/api/client/uploads/${ids.uploadOfB}/download`,
    expect: [401, 401, 404, 200, 401],
  },

  // Staff: the dashboard, status panel and audit log.
  'GET /api/admin/overview': { path: fixed('/api/admin/overview'), expect: staffOnly(200) },
  'GET /api/admin/counts': { path: fixed('/api/admin/counts'), expect: staffOnly(200) },
  'GET /api/admin/audit': { path: fixed('/api/admin/audit'), expect: staffOnly(200) },
  'PUT /api/admin/operations-status': {
    path: fixed('/api/admin/operations-status'),
    json: () => ({ dockAvailability: 'Two berths', crewTransfer: 'Running', emergencyResponse: 'On call', weather: 'Calm' }),
    expect: staffOnly(200),
  },
  'GET /api/admin/storm-stage': { path: fixed('/api/admin/storm-stage'), expect: staffOnly(200) },
  'GET /api/admin/storm-roster': { path: fixed('/api/admin/storm-roster'), expect: staffOnly(200) },
  'GET /api/admin/storm-plans': { path: fixed('/api/admin/storm-plans'), expect: staffOnly(200) },
  'GET /api/admin/storm-roster/export.csv': { path: fixed('/api/admin/storm-roster/export.csv'), expect: staffOnly(200) },
  'GET /api/admin/haul-outs': { path: fixed('/api/admin/haul-outs'), expect: staffOnly(200) },
  'POST /api/admin/storm-notes/photos': {
    path: fixed('/api/admin/storm-notes/photos'),
    form: () => [{ name: 'file', filename: 'dock.png', content: pngBytes }],
    expect: staffOnly(201),
  },
  'GET /api/admin/storm-notes': { path: fixed('/api/admin/storm-notes'), expect: staffOnly(200) },
  'POST /api/admin/storm-notes': {
    path: fixed('/api/admin/storm-notes'),
    json: () => ({ reservationNumber: 'R-2026-999999', text: 'Lines held; no damage.', photoIds: [] }),
    expect: staffOnly(404),
  },
  // No vessel is on the list in this world: staff reach the service, which knows no such entry.
  'POST /api/admin/haul-outs/:id/hauled': { path: fixed(`/api/admin/haul-outs/${crypto.randomUUID()}/hauled`), expect: staffOnly(404) },
  'GET /api/admin/haul-outs/:id/receipt.pdf': {
    path: fixed(`/api/admin/haul-outs/${crypto.randomUUID()}/receipt.pdf`),
    expect: staffOnly(404),
  },
  // Sets no stage, so a parallel browser spec never sees a storm banner it did not ask for.
  'PUT /api/admin/storm-stage': { path: fixed('/api/admin/storm-stage'), json: () => ({ stage: null }), expect: staffOnly(200) },

  // Staff: client accounts, messages and files, on customer B's records.
  'GET /api/admin/clients': { path: fixed('/api/admin/clients'), expect: staffOnly(200) },
  'POST /api/admin/clients': { path: fixed('/api/admin/clients'), json: () => newClient(), expect: staffOnly(201) },
  'GET /api/admin/clients/:id': { path: (ids) => `/api/admin/clients/${ids.customerB}`, expect: staffOnly(200) },
  'POST /api/admin/clients/:id/invoices': {
    path: (ids) => `/api/admin/clients/${ids.customerB}/invoices`,
    json: (_ids, actor) => ({ invoiceNumber: `INV-matrix-${actor}`, totalAmount: 5_000, dueDate: '2031-01-31' }),
    expect: staffOnly(201),
  },
  // B's invoice was never paid online, so there is nothing to refund: staff learn that, everyone else is stopped first.
  'POST /api/admin/invoices/:id/refund': { path: (ids) => `/api/admin/invoices/${ids.invoiceOfB}/refund`, expect: staffOnly(409) },
  'PUT /api/admin/clients/:id': {
    path: (ids) => `/api/admin/clients/${ids.customerB}`,
    json: () => ({
      firstName: 'Bernard',
      lastName: 'Guidry',
      email: 'bernard@example.com',
      username: '',
      phone: '',
      company: 'Gulf Tide Offshore',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      accountStatus: 'active',
    }),
    expect: staffOnly(200),
  },
  'POST /api/admin/clients/:id/reset-password': {
    path: (ids) => `/api/admin/clients/${ids.customerB}/reset-password`,
    expect: staffOnly(200),
  },
  'POST /api/admin/clients/:id/end-sessions': { path: (ids) => `/api/admin/clients/${ids.customerB}/end-sessions`, expect: staffOnly(200) },
  'GET /api/admin/clients/:id/timeline': { path: (ids) => `/api/admin/clients/${ids.customerB}/timeline`, expect: staffOnly(200) },
  'GET /api/admin/clients/:id/vessels': { path: (ids) => `/api/admin/clients/${ids.customerB}/vessels`, expect: staffOnly(200) },
  'PATCH /api/admin/clients/:id/vessels/:vesselId': {
    path: (ids) => `/api/admin/clients/${ids.customerB}/vessels/${ids.vesselOfB}`,
    json: () => ({ notes: 'Crane on the aft deck' }),
    expect: staffOnly(200),
  },
  'GET /api/admin/clients/:id/vessel-insurance': {
    path: (ids) => `/api/admin/clients/${ids.customerB}/vessel-insurance`,
    expect: staffOnly(200),
  },
  'POST /api/admin/clients/:id/vessels/:vesselId/insurance-override': {
    path: (ids) => `/api/admin/clients/${ids.customerB}/vessels/${ids.vesselOfB}/insurance-override`,
    json: () => ({ reason: 'Renewal confirmed by the broker', throughOn: facilityToday() }),
    expect: staffOnly(201),
  },
  'GET /api/admin/insurance-certificates/:id/file': {
    path: fixed(`/api/admin/insurance-certificates/${crypto.randomUUID()}/file`),
    expect: staffOnly(404),
  },
  'POST /api/admin/insurance-certificates/:id/verify': {
    path: fixed(`/api/admin/insurance-certificates/${crypto.randomUUID()}/verify`),
    expect: staffOnly(404),
  },
  'POST /api/admin/send-client-message': {
    path: fixed('/api/admin/send-client-message'),
    json: (ids) => ({ customerId: ids.customerB, subject: 'Berth change', message: 'Please move to Inner 2.' }),
    expect: staffOnly(201),
  },
  'POST /api/admin/send-client-message-with-attachment': {
    path: fixed('/api/admin/send-client-message-with-attachment'),
    form: (ids) => [...fieldParts({ customerId: ids.customerB, subject: 'Plan', message: 'Attached.' }), ...pdf()],
    expect: staffOnly(201),
  },
  'POST /api/admin/upload-client-file': {
    path: fixed('/api/admin/upload-client-file'),
    form: (ids) => [...fieldParts({ customerId: ids.customerB, description: 'Survey' }), ...pdf()],
    expect: staffOnly(201),
  },
  'GET /api/admin/client-messages': { path: fixed('/api/admin/client-messages'), expect: staffOnly(200) },
  'POST /api/admin/client-messages/:id/read': {
    path: (ids) => `/api/admin/client-messages/${ids.messageFromB}/read`,
    expect: staffOnly(200),
  },
  'GET /api/admin/client-messages/:id/attachment': {
    path: (ids) => `/api/admin/client-messages/${ids.officeMessageToB}/attachment`,
    expect: staffOnly(200),
  },
  'GET /api/admin/client-uploads': { path: fixed('/api/admin/client-uploads'), expect: staffOnly(200) },
  'POST /api/admin/client-uploads/:id/process': {
    path: (ids) => `/api/admin/client-uploads/${ids.uploadOfB}/process`,
    json: () => ({ notes: 'Filed' }),
    expect: staffOnly(200),
  },
  'GET /api/admin/client-uploads/:id/download': {
    path: (ids) => `/api/admin/client-uploads/${ids.uploadOfB}/download`,
    expect: staffOnly(200),
  },

  // Staff: the leads inbox.
  'GET /api/admin/leads': { path: fixed('/api/admin/leads'), expect: staffOnly(200) },
  'GET /api/admin/mail': { path: fixed('/api/admin/mail'), expect: staffOnly(200) },
  'GET /api/admin/mail/:id': { path: (ids) => `/api/admin/mail/${ids.mailToB}`, expect: staffOnly(200) },
  'GET /api/admin/leads/export.csv': { path: fixed('/api/admin/leads/export.csv'), expect: staffOnly(200) },
  'POST /api/admin/leads/seen': { path: fixed('/api/admin/leads/seen'), expect: staffOnly(200) },
  'GET /api/admin/leads/:kind/:id': { path: (ids) => `/api/admin/leads/service/${ids.serviceRequestOfB}`, expect: staffOnly(200) },
  'PATCH /api/admin/leads/:kind/:id': {
    path: (ids) => `/api/admin/leads/service/${ids.serviceRequestOfB}`,
    json: () => ({ status: 'in-progress' }),
    expect: staffOnly(200),
  },
  'POST /api/admin/leads/:kind/:id/replies': {
    path: (ids) => `/api/admin/leads/service/${ids.serviceRequestOfB}/replies`,
    json: () => ({ subject: 'Re: your request', message: 'We can come on Tuesday.' }),
    expect: staffOnly(201),
  },

  // Staff: reservations and berth calendars.
  'GET /api/admin/reservations/:id': { path: (ids) => `/api/admin/reservations/${ids.reservationOfB}`, expect: staffOnly(200) },
  'POST /api/admin/reservations/:id/cancel-hold': {
    path: (ids) => `/api/admin/reservations/${ids.reservationOfB}/cancel-hold`,
    expect: staffOnly(200),
  },
  'POST /api/admin/reservations/:id/send-lease': {
    path: (ids) => `/api/admin/reservations/${ids.reservationOfB}/send-lease`,
    json: () => leaseInfo,
    expect: staffOnly(200),
  },
  'GET /api/admin/berths/:id/blocks': { path: (ids) => `/api/admin/berths/${ids.berth}/blocks`, expect: staffOnly(200) },
  'POST /api/admin/berths/:id/blocks': {
    path: (ids) => `/api/admin/berths/${ids.berth}/blocks`,
    json: () => ({
      kind: 'maintenance',
      startsOn: addDays(facilityToday(), 200),
      endsOn: addDays(facilityToday(), 202),
      note: 'Fender repair',
    }),
    expect: staffOnly(201),
  },
  'DELETE /api/admin/berths/:id/blocks/:blockId': {
    path: (ids) => `/api/admin/berths/${ids.berth}/blocks/${ids.blockOnBerth}`,
    expect: staffOnly(204),
  },
  'GET /api/admin/berths/:id/calendar': {
    path: (ids) => `/api/admin/berths/${ids.berth}/calendar?from=${facilityToday()}&to=${addDays(facilityToday(), 30)}`,
    expect: staffOnly(200),
  },
  'GET /api/admin/berth-chart': { path: fixed(`/api/admin/berth-chart?from=${facilityToday()}&days=14`), expect: staffOnly(200) },
  'GET /api/admin/leases/:id/signature-record': {
    path: (ids) => `/api/admin/leases/${ids.leaseOfB}/signature-record`,
    expect: staffOnly(200),
  },

  // The document library: B's customer document is hidden from everyone but B and staff; changes are staff's.
  'GET /api/documents': { path: fixed('/api/documents'), expect: everyone(200) },
  'POST /api/documents/upload': {
    path: fixed('/api/documents/upload'),
    form: () => [...fieldParts({ title: 'Tide table' }), ...pdf()],
    expect: staffOnly(201),
  },
  'GET /api/documents/:id': { path: (ids) => `/api/documents/${ids.libraryDocumentOfB}`, expect: [404, 404, 404, 200, 200] },
  'PATCH /api/documents/:id': {
    path: (ids) => `/api/documents/${ids.libraryDocumentOfB}`,
    json: () => ({ title: 'Renamed', description: null }),
    expect: staffOnly(200),
  },
  'POST /api/documents/bulk': {
    path: fixed('/api/documents/bulk'),
    json: (ids) => ({ ids: [ids.libraryDocumentOfB], change: { accessLevel: 'internal' } }),
    expect: staffOnly(200),
  },
  'DELETE /api/documents/:id': { path: (ids) => `/api/documents/${ids.libraryDocumentOfB}`, expect: staffOnly(200) },
  'POST /api/documents/:id/restore': { path: (ids) => `/api/documents/${ids.libraryDocumentOfB}/restore`, expect: staffOnly(409) },
  'GET /api/documents/:id/download': {
    path: (ids) => `/api/documents/${ids.libraryDocumentOfB}/download`,
    expect: [404, 404, 404, 200, 200],
  },
  'POST /api/documents/:id/versions': {
    path: (ids) => `/api/documents/${ids.libraryDocumentOfB}/versions`,
    form: () => [...fieldParts({ changeNotes: 'New survey' }), ...pdf()],
    expect: staffOnly(201),
  },
  'GET /api/documents/:id/versions': {
    path: (ids) => `/api/documents/${ids.libraryDocumentOfB}/versions`,
    expect: [404, 404, 404, 200, 200],
  },
  'GET /api/documents/:id/versions/:version/download': {
    path: (ids) => `/api/documents/${ids.libraryDocumentOfB}/versions/1/download`,
    expect: [404, 404, 404, 200, 200],
  },
  'POST /api/documents/:id/shares': {
    path: (ids) => `/api/documents/${ids.libraryDocumentOfB}/shares`,
    json: () => ({ email: 'surveyor@coastal.example' }),
    expect: staffOnly(201),
  },
  'GET /api/documents/:id/shares': { path: (ids) => `/api/documents/${ids.libraryDocumentOfB}/shares`, expect: staffOnly(200) },
  'PATCH /api/documents/:id/shares/:shareId': {
    path: (ids) => `/api/documents/${ids.libraryDocumentOfB}/shares/${ids.shareOfB}`,
    json: () => ({ expiresInDays: 7 }),
    expect: staffOnly(200),
  },
  'DELETE /api/documents/:id/shares/:shareId': {
    path: (ids) => `/api/documents/${ids.libraryDocumentOfB}/shares/${ids.shareOfB}`,
    expect: staffOnly(200),
  },
  // A share link is its own key: anyone holding it opens the file.
  'GET /api/shares/:token': { path: (ids) => `/api/shares/${ids.shareTokenOfB}`, expect: everyone(200) },
  // A storm answer link is its own key too: without one, no session opens or answers a notice.
  'GET /api/storm-answers/:token': { path: fixed(`/api/storm-answers/${'A'.repeat(43)}`), expect: everyone(404) },
  'GET /api/storm-note-photos/:token': { path: fixed(`/api/storm-note-photos/${'A'.repeat(43)}`), expect: everyone(404) },
  'POST /api/storm-answers/:token': {
    path: fixed(`/api/storm-answers/${'A'.repeat(43)}`),
    json: () => ({ vessels: [{ reservationNumber: 'R-2026-000001', intent: 'haul', manned: false }] }),
    expect: everyone(404),
  },
};
