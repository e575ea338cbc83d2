import { describe, expect, test } from 'vitest';
import { firstTouchSource, timelineEntry } from '#api/services/admin-clients/timeline-entries.ts';
import { temporaryPassword } from '#api/services/admin-clients/temporary-password.ts';

describe('firstTouchSource', () => {
  test('campaign source and medium, else the referrer host, else direct', () => {
    expect(firstTouchSource({ utmSource: 'google', utmMedium: 'cpc', referrer: 'https://x.example/' })).toBe('google / cpc');
    expect(firstTouchSource({ utmSource: 'newsletter' })).toBe('newsletter');
    expect(firstTouchSource({ referrer: 'https://www.bing.com/search?q=marina' })).toBe('www.bing.com');
    expect(firstTouchSource({ referrer: 'not a url' })).toBe('not a url');
    expect(firstTouchSource(null)).toBe('direct');
    expect(firstTouchSource({})).toBe('direct');
  });
});

describe('timelineEntry', () => {
  const at = new Date('2026-02-01T10:00:00Z');

  test('a mail to the client: "Mail sent: <subject>", its kind in words, whether it has gone, and a link to it in Sent mail', () => {
    const mail = (status: 'pending' | 'sent' | 'failed') =>
      timelineEntry({
        entry: 'mail:m1',
        at,
        facts: { record: 'mail', subject: 'Your reservation is confirmed', kind: 'reservation-confirmation', status },
      });
    expect(mail('sent')).toEqual({
      id: 'mail:m1',
      kind: 'mail',
      at: '2026-02-01T10:00:00.000Z',
      title: 'Mail sent: Your reservation is confirmed',
      detail: 'Reservation confirmed',
      source: null,
      audit: null,
      record: { entityType: 'mail', entityId: 'm1', recordName: 'Your reservation is confirmed', customerName: 'The client', stay: null },
    });
    expect(mail('pending').detail).toBe('Reservation confirmed, not sent yet');
    expect(mail('failed').detail).toBe('Reservation confirmed, could not be sent');
  });

  test('a lead with its first-touch source', () => {
    expect(
      timelineEntry({
        entry: 'quote:q1',
        at,
        facts: {
          record: 'quote',
          quoteNumber: 'Q-7',
          projectTitle: 'Deck plating',
          status: 'pending',
          firstTouch: { utmSource: 'google' },
        },
      }),
    ).toEqual({
      id: 'quote:q1',
      kind: 'quote',
      at: '2026-02-01T10:00:00.000Z',
      title: 'The client asked for quote Q-7: Deck plating',
      detail: 'Status: Pending',
      source: 'google',
      audit: null,
      record: { entityType: 'quote', entityId: 'q1', recordName: 'Q-7', customerName: 'The client', stay: null },
    });
  });

  test('the client’s own entries as sentences: a payment in dollars, a message by who wrote it, an upload not processed yet', () => {
    const records = { customerName: 'Dana Guidry', names: new Map(), stays: new Map() };
    const line = (facts: Parameters<typeof timelineEntry>[0]['facts']) => {
      const { kind, title, detail } = timelineEntry({ entry: 'x:1', at, facts }, records);
      return { kind, title, detail };
    };
    expect(
      line({
        record: 'payment',
        reservationNumber: 'R-12',
        berthId: 'b1',
        arrivalDate: '2026-12-03',
        departureDate: '2026-12-12',
        amount: 48_000,
        paymentStatus: 'paid',
      }),
    ).toEqual({
      kind: 'payment',
      title: 'Dana Guidry paid for reservation R-12',
      detail: '$480.00, paid',
    });
    expect(line({ record: 'message', fromOffice: true, subject: 'Arrival', attachmentName: null })).toEqual({
      kind: 'message-from-office',
      title: 'The office wrote to Dana Guidry: Arrival',
      detail: null,
    });
    expect(line({ record: 'upload', originalName: 'coi.pdf', isProcessed: false, processedBy: null })).toEqual({
      kind: 'file-from-client',
      title: 'Dana Guidry uploaded coi.pdf',
      detail: 'Not processed yet',
    });
  });

  test('a reservation’s stay in dates and dollars, an office action by the record’s name and its changes in words', () => {
    const reservation = timelineEntry({
      entry: 'reservation:r1',
      at,
      facts: {
        record: 'reservation',
        reservationNumber: 'R-2026-000042',
        berthId: 'b1',
        vesselName: 'M/V Gulf Runner',
        arrivalDate: '2026-12-03',
        departureDate: '2026-12-12',
        totalCost: 129_600,
        status: 'confirmed',
      },
    });
    expect(reservation.detail).toBe('Dec 3, 2026 to Dec 12, 2026, $1,296.00, status: confirmed');
    expect(reservation.record).toMatchObject({
      entityType: 'reservation',
      entityId: 'r1',
      recordName: 'R-2026-000042',
      stay: { berthId: 'b1', from: '2026-12-03', to: '2026-12-12' },
    });
    const reservationId = '3f1c2b9e-4d5a-4c8e-9b7a-1e2d3c4b5a69';
    const clientId = '6f1c1f5e-2a53-4a4e-9d51-0d8f3d8b7c11';
    const action = timelineEntry(
      {
        entry: 'audit:a1',
        at,
        facts: {
          record: 'audit',
          action: 'reservation.declined',
          actorName: 'harbormaster',
          customerId: clientId,
          entityType: 'reservation',
          entityId: reservationId,
          before: { status: 'pending', paidAmount: 129_600 },
          after: { status: 'cancelled', paidAmount: 129_600 },
        },
      },
      {
        customerName: 'Danielle Guidry',
        names: new Map([
          [reservationId, 'R-2026-000042'],
          [clientId, 'Danielle Guidry'],
        ]),
        stays: new Map(),
      },
    );
    expect(action.title).toBe('Danielle Guidry’s reservation R-2026-000042 was declined by harbormaster');
    expect(action.detail).toBe('Status: Pending → Cancelled');
    expect(action.audit).toMatchObject({ recordName: 'R-2026-000042', customerName: 'Danielle Guidry', entityType: 'reservation' });
  });
});

describe('temporaryPassword', () => {
  test('16 characters without look-alikes, different each time', () => {
    const drawn = new Set(Array.from({ length: 50 }, temporaryPassword));
    expect(drawn.size).toBe(50);
    for (const password of drawn) expect(password).toMatch(/^[A-HJKMNP-Za-km-np-z2-9]{16}$/);
  });
});
