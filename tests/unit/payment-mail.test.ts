import { describe, expect, test } from 'vitest';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { paymentConfirmation, paymentNotification } from '#api/services/payments/payment-mail.ts';
import { reservationRow } from '#tests/setup/reservation-row.ts';

// A company name carrying a header break must not reach the mail's headers.
const reservation = reservationRow({
  company: 'Gulf Runner\r\nBcc: victim@example.com',
  holdExpiresAt: null,
  berthId: 'b1',
  vesselDraft: null,
});

const office = marinaOffice();
const checkoutUrl = `https://bayoulafourchemarine.com/berth-checkout?reservationId=${reservation.id}`;

describe('paymentConfirmation (to the customer)', () => {
  const mail = paymentConfirmation({ reservation, berthName: 'Outer 3', checkoutUrl }, office);

  test('says what was paid for, how much, and that the harbor office still has to approve it', () => {
    expect(mail.subject).toBe('Payment received: Outer 3 for M/V Gulf Runner, Dec 3, 2026 to Dec 12, 2026 — Bayou Lafourche Marine');
    expect(mail.text).toContain('Hello Danielle Guidry,');
    expect(mail.text).toContain('$1,296.00');
    expect(mail.text).toContain('pending approval by the harbor office');
    expect(mail.text).toMatch(/Arrival:\s+Dec 3, 2026/);
    expect(mail.text).toMatch(/Departure:\s+Dec 12, 2026/);
    expect(mail.text).toContain(checkoutUrl);
    expect(mail.text).toContain('(985) 555-0142');
    expect(mail.text).toMatch(/Reservation:\s+R-2026-000042/);
    expect(mail.text.replace(checkoutUrl, '')).not.toContain(reservation.id);
  });

  test('has no link when the site address is unknown', () => {
    expect(paymentConfirmation({ reservation, berthName: 'Outer 3', checkoutUrl: null }, office).text).not.toContain('berth-checkout');
  });

  test('tells the customer about the refund when the reservation was cancelled before the money arrived', () => {
    const text = paymentConfirmation(
      { reservation: { ...reservation, status: 'cancelled' }, berthName: 'Outer 3', checkoutUrl },
      office,
    ).text;
    expect(text).toContain('the full amount has been refunded to your card');
    expect(text).not.toContain('pending approval');
  });
});

describe('paymentNotification (to staff)', () => {
  const mail = paymentNotification({ reservation, berthName: 'Outer 3', checkoutUrl }, 'https://bayoulafourchemarine.com/admin');

  test('asks for a decision in the admin dashboard and carries what it needs', () => {
    expect(mail.text).toContain(
      'approve or decline it in the admin dashboard (declining refunds the payment):\nhttps://bayoulafourchemarine.com/admin',
    );
    expect(mail.text).toMatch(/Length \/ beam \/ draft:\s+120 ft \/ 30 ft \/ —/);
    expect(mail.text).toContain('dispatch@gulfrunner.example');
    expect(mail.text).toMatch(/Reservation:\s+R-2026-000042/);
    expect(mail.text).not.toContain(reservation.id);
    expect(mail.text).toMatch(/Purpose:\s+Crew change/);
    expect(mail.text).toMatch(/Stripe payment:\s+pi_123/);
    expect(mail.text).toContain('$1,296.00');
  });

  test('keeps a line break in the company name out of the subject', () => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Gulf Runner Bcc: victim@example.com');
  });
});
