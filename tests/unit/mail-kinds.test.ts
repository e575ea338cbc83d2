import { describe, expect, test } from 'vitest';
import { accountPartUrl } from '#shared/account-parts.ts';
import { loadCompany } from '#api/content/company.ts';
import type { Quote, ServiceRequest } from '#api/db/schema/index.ts';
import type { MailContent } from '#api/mail/letter.ts';
import { approvalMail, declineMail } from '#api/services/admin-reservations/decision-mail.ts';
import { officeFileMail, officeMessageMail } from '#api/services/admin-clients/office-mail.ts';
import { clientMessageNotification, clientUploadNotification } from '#api/services/client-portal/staff-notification-mail.ts';
import { passwordResetMail, verificationMail, welcomeMail } from '#api/services/customers/account-mail.ts';
import { documentShareMail } from '#api/services/document-shares/share-mail.ts';
import { quoteConfirmation, quoteNotification, serviceRequestNotification } from '#api/services/leads/lead-mail.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { paymentConfirmation, paymentNotification } from '#api/services/payments/payment-mail.ts';
import { holdConfirmation } from '#api/services/reservations/hold-mail.ts';
import { reservationRow } from '#tests/setup/reservation-row.ts';

// Every kind of mail the product sends, read as its recipient reads it: records by their numbers,
// money in dollars, moments on the facility's clock, and a customer's mail signed once, from content/company.json.

const office = marinaOffice();
const siteUrl = new URL('https://marina.example');
const company = loadCompany();
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const link = /https?:\/\/\S+/g;
// The fixture reservation's total, as the database keeps it.
const cents = /\b129,?600\b/;

/** What a person reads: no id, no amount in cents, no UTC moment, outside the links they click. */
function expectPeopleWords(mail: MailContent) {
  for (const part of [mail.subject, mail.text.replace(link, '')]) {
    expect(part).not.toMatch(uuid);
    expect(part).not.toMatch(cents);
    expect(part).not.toMatch(/\d{4}-\d{2}-\d{2}T|\bUTC\b/);
  }
}

/** A customer's mail ends with the office's one signature: name, address and phone from content/company.json. */
function expectSigned(mail: MailContent) {
  const { street, city, region, postalCode } = company.address;
  expect(mail.text.endsWith(`\n\n${company.name}\n${street}, ${city}, ${region} ${postalCode}\n${company.phones.main.display}`)).toBe(true);
}

const reservation = reservationRow();
const berthName = 'Outer 3';
const received = new Date('2026-03-06T15:30:00Z');

describe('reservation mails', () => {
  test('hold: the R-number, the total in dollars and the hold’s end on the facility’s clock', () => {
    const mail = holdConfirmation({ reservation, berthName, resumeUrl: 'https://marina.example/berth-checkout?resume=t' }, office);
    expect(mail.subject).toBe(
      'Your berth is held until Nov 20, 2026, 2:30 PM CST: Outer 3, reservation R-2026-000042 — Bayou Lafourche Marine',
    );
    expect(mail.text).toMatch(/Reservation: R-2026-000042/);
    expect(mail.text).toMatch(/Total:\s+\$1,296\.00/);
    expectPeopleWords(mail);
    expectSigned(mail);
  });

  test('payment received: the R-number, not the reservation’s id', () => {
    const mail = paymentConfirmation({ reservation, berthName, checkoutUrl: null }, office);
    expect(mail.subject).toBe('Payment received: Outer 3 for M/V Gulf Runner, Dec 3, 2026 to Dec 12, 2026 — Bayou Lafourche Marine');
    expect(mail.text).toContain('we received your card payment of $1,296.00');
    expect(mail.text).toMatch(/Reservation:\s+R-2026-000042/);
    expect(mail.text).not.toContain('in your account');
    const reservationsUrl = accountPartUrl('reservations', siteUrl);
    const toAccount = paymentConfirmation({ reservation, berthName, checkoutUrl: null, reservationsUrl }, office);
    expect(toAccount.text).toContain('in your account:\nhttps://marina.example/customer/dashboard?tab=reservations');
    expectPeopleWords(mail);
    expectSigned(mail);
  });

  test('payment to the office: the R-number, the purpose in words, the payment time at the facility', () => {
    const mail = paymentNotification({ reservation, berthName, checkoutUrl: null }, 'https://marina.example/admin');
    expect(mail.subject).toBe('Berth reservation paid: Outer 3, M/V Gulf Runner, Dec 3, 2026 to Dec 12, 2026 — Gulf Runner Marine');
    expect(mail.text).toMatch(/Reservation:\s+R-2026-000042/);
    expect(mail.text).toMatch(/Purpose:\s+Crew change/);
    expect(mail.text).toMatch(/Paid at:\s+Nov 20, 2026, 9:04 AM CST/);
    expectPeopleWords(mail);
  });

  test('approved and declined: the R-number, and a refund in dollars', () => {
    const approved = approvalMail({ reservation: { ...reservation, status: 'confirmed' }, berthName }, office);
    expect(approved.subject).toBe(
      'Reservation approved: Outer 3 for M/V Gulf Runner, Dec 3, 2026 to Dec 12, 2026 — Bayou Lafourche Marine',
    );
    expect(approved.text).toContain('approved your berth reservation R-2026-000042');
    const declined = declineMail({ reservation: { ...reservation, status: 'cancelled', paymentStatus: 'refunded' }, berthName }, office);
    expect(declined.subject).toBe(
      'Reservation not approved: Outer 3 for M/V Gulf Runner, Dec 3, 2026 to Dec 12, 2026 — Bayou Lafourche Marine',
    );
    expect(declined.text).toContain('Your payment of $1,296.00 has been refunded in full');
    expect(declined.text).not.toContain('The office gave this reason');
    const withReason = declineMail(
      { reservation: { ...reservation, status: 'cancelled', paymentStatus: 'refunded' }, berthName },
      office,
      'Berth under repair.',
    );
    expect(withReason.text).toContain('The office gave this reason: Berth under repair.');
    expect(approved.text).not.toContain('in your account');
    const reservationsUrl = accountPartUrl('reservations', siteUrl);
    const approvedToAccount = approvalMail({ reservation: { ...reservation, status: 'confirmed' }, berthName, reservationsUrl }, office);
    expect(approvedToAccount.text).toContain('in your account:\nhttps://marina.example/customer/dashboard?tab=reservations');
    for (const mail of [approved, declined, withReason]) {
      expectPeopleWords(mail);
      expectSigned(mail);
    }
  });
});

describe('account mails', () => {
  const url = 'https://marina.example/customer/verify-email?token=abc';

  test('welcome, verification and password reset are signed once', () => {
    const mails = [welcomeMail, verificationMail, passwordResetMail].map((compose) => compose({ firstName: 'Claire' }, url, office));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Welcome to Bayou Lafourche Marine: please confirm your email address',
      'Confirm your email address — Bayou Lafourche Marine',
      'Choose a new password — Bayou Lafourche Marine',
    ]);
    for (const mail of mails) {
      expect(mail.text).toMatch(/^Hello Claire,/);
      expect(mail.text).toContain(url);
      expectPeopleWords(mail);
      expectSigned(mail);
    }
  });
});

describe('lead mails', () => {
  const request = {
    id: '6f1c1f5e-2a53-4a4e-9d51-0d8f3d8b7c11',
    firstName: 'Danielle',
    lastName: 'Guidry',
    company: 'Gulf Tide Offshore',
    email: 'danielle@gulftide.example',
    phone: null,
    serviceType: 'Tank Cleaning',
    projectDetails: 'Two cargo tanks need cleaning.',
    urgency: 'priority',
    source: 'contact',
    firstTouch: { utmSource: 'google', at: '2026-03-01T12:00:00.000Z' },
    lastTouch: null,
    createdAt: received,
  } as ServiceRequest;
  const quote = {
    id: '0b3f6c1e-8f5a-4c1e-9f0e-5d1c2b3a4e5f',
    quoteNumber: 'Q-2026-000123',
    contactName: 'Remy Cheramie',
    contactEmail: 'remy@bayourunner.example',
    contactPhone: '(985) 555-0177',
    company: 'Bayou Runner Marine',
    projectTitle: 'Fabrication & Welding',
    projectDescription: 'Replace deck plating.',
    priority: 'urgent',
    firstTouch: null,
    lastTouch: null,
    createdAt: received,
  } as Quote;

  test('service request to the office: no id, the urgency in words, the visit on the facility’s clock', () => {
    const mail = serviceRequestNotification(request);
    expect(mail.subject).toBe('New contact request: Tank Cleaning — Gulf Tide Offshore, Priority (2-3 days)');
    expect(mail.text).toContain('First touch: source google, at Mar 1, 2026, 6:00 AM CST');
    expectPeopleWords(mail);
  });

  test('quote request to the office, and its confirmation to the customer, signed once', () => {
    const notification = quoteNotification(quote);
    expect(notification.subject).toBe('New quote request Q-2026-000123: Fabrication & Welding — Bayou Runner Marine, Urgent (24-48 hours)');
    expectPeopleWords(notification);
    const confirmation = quoteConfirmation(quote, company.emails.quotes, office);
    expect(confirmation.subject).toBe('Your quote request Q-2026-000123 — Bayou Lafourche Marine');
    expect(confirmation.text).toContain('Your request number is Q-2026-000123');
    expect(confirmation.text).not.toContain(quote.projectTitle);
    expectPeopleWords(confirmation);
    expectSigned(confirmation);
  });
});

describe('client portal mails', () => {
  const client = { firstName: 'Danielle', lastName: 'Guidry', company: 'Gulf Tide Offshore', email: 'danielle@gulftide.example' };

  test('a client’s message and upload to the office: names, the category in words, the facility’s time', () => {
    const message = clientMessageNotification(client, { subject: 'Hydraulic leak', createdAt: received }, '/admin');
    expect(message.subject).toBe('Client portal message: Hydraulic leak — Gulf Tide Offshore');
    expect(message.text).toMatch(/Sent:\s+Mar 6, 2026, 9:30 AM CST/);
    const upload = clientUploadNotification(
      client,
      { originalName: 'COI.pdf', fileSize: 412_118, category: 'certificate', description: null, createdAt: received },
      '/admin',
    );
    expect(upload.text).toMatch(/Category:\s+Certificate/);
    for (const mail of [message, upload]) expectPeopleWords(mail);
  });

  test('the office’s message and file to the client, each linking to its part of the account, signed once', () => {
    const messagesUrl = accountPartUrl('messages', siteUrl);
    const message = officeMessageMail({ firstName: 'Danielle' }, 'Arrival window', messagesUrl, office);
    expect(message.subject).toBe('New message from Bayou Lafourche Marine: Arrival window');
    expect(message.text).toContain('Read it in the Messages of your account:\nhttps://marina.example/client/dashboard?tab=messages');
    const filesUrl = accountPartUrl('files', siteUrl);
    const file = officeFileMail({ firstName: 'Danielle' }, { fileName: 'Invoice 118.pdf', category: 'Invoices' }, filesUrl, office);
    expect(file.subject).toBe('New file from Bayou Lafourche Marine: Invoice 118.pdf');
    expect(file.text).toContain('Download it from the Files of your account:\nhttps://marina.example/client/dashboard?tab=files');
    for (const mail of [message, file]) {
      expectPeopleWords(mail);
      expectSigned(mail);
    }
  });

  test('a shared document: its title and the link’s end on the facility’s clock, signed once', () => {
    const mail = documentShareMail(
      {
        title: 'Hull survey',
        access: 'view',
        url: 'https://marina.example/s/t',
        expiresAt: new Date('2026-12-01T22:48:00Z'),
        firstName: null,
      },
      office,
    );
    expect(mail.subject).toBe('Bayou Lafourche Marine shared a document with you: Hull survey');
    expect(mail.text).toContain('The link works until December 1, 2026 at 4:48 PM CST.');
    expectPeopleWords(mail);
    expectSigned(mail);
  });
});
