import { describe, expect, test } from 'vitest';
import type { AdminReservationView } from '#shared/admin-reservation-views.ts';
import { moveQuestion, refundOnDecline } from '#site/islands/admin/reservations/move-question.ts';
import { movementsOf } from '#site/islands/admin/reservations/movements.ts';

const reservation = {
  reservationNumber: 'R-2026-000003',
  vesselName: 'Sea Breeze',
  berthName: 'Berth A-3',
  arrivalDate: '2026-12-12',
  departureDate: '2026-12-19',
  paymentStatus: 'unpaid' as const,
  paidAmount: null,
  totalCost: 36_000,
};
const paid = { ...reservation, paymentStatus: 'paid' as const, paidAmount: 36_000 };
const which = 'R-2026-000003 for Sea Breeze, Dec 12 – Dec 19, 2026 on Berth A-3';

describe('the question before a reservation move', () => {
  test('Approve says who is approved and that the customer is mailed; its button is Approve', () => {
    const question = moveQuestion(reservation, { action: 'approve', to: 'confirmed' }, '2026-11-28');
    expect(question.description).toBe(`Approve ${which}? The customer is mailed.`);
    expect(question.confirmLabel).toBe('Approve');
    expect(question.reason).toBe('none');
  });

  test('declining a paid reservation names the refund on the button and requires a reason', () => {
    const question = moveQuestion(paid, { action: 'decline', to: 'cancelled' }, '2026-11-28');
    expect(question.confirmLabel).toBe('Decline and refund $360.00');
    expect(question.description).toContain('$360.00 is refunded to the customer');
    expect(question.reason).toBe('required');
  });

  test('declining an unpaid reservation refunds nothing and a reason is optional', () => {
    const question = moveQuestion(reservation, { action: 'decline', to: 'cancelled' }, '2026-11-28');
    expect(question.confirmLabel).toBe('Decline');
    expect(question.description).not.toContain('refund');
    expect(question.reason).toBe('optional');
    expect(refundOnDecline(reservation)).toBeNull();
    expect(refundOnDecline({ ...paid, paidAmount: null })).toBe(36_000);
  });

  test('Check in on the arrival day starts the stay; before it, the same dialog asks to record an early arrival', () => {
    const onTime = moveQuestion(reservation, { action: 'start', to: 'active' }, '2026-12-12', 'Check in');
    expect(onTime).toMatchObject({ confirmLabel: 'Check in', early: false, title: 'Check in R-2026-000003?' });
    const early = moveQuestion(reservation, { action: 'start', to: 'active' }, '2026-12-11', 'Check in');
    expect(early.confirmLabel).toBe('Record early arrival');
    expect(early.description).toBe(`${which}. The stay starts on Dec 12 — record an early arrival today?`);
  });

  test('Complete before the departure day asks to record an early departure; Cancel hold names the hold', () => {
    expect(moveQuestion(reservation, { action: 'complete', to: 'completed' }, '2026-12-15').confirmLabel).toBe('Record early departure');
    expect(moveQuestion(reservation, { action: 'complete', to: 'completed' }, '2026-12-19').confirmLabel).toBe('Complete');
    const hold = moveQuestion(reservation, { action: 'cancel-hold' }, '2026-11-28');
    expect(hold.title).toBe('Cancel the hold of R-2026-000003?');
    expect(hold.confirmLabel).toBe('Cancel hold');
  });
});

describe("the day's arrivals and departures", () => {
  const stay = (id: string, status: AdminReservationView['status'], berthName: string, arrivalDate: string, departureDate: string) =>
    ({ id, status, berthName, arrivalDate, departureDate }) as AdminReservationView;

  test('confirmed stays arriving and active stays leaving on each day, in berth order', () => {
    const stays = [
      stay('a', 'confirmed', 'Berth B-10', '2026-11-28', '2026-12-02'),
      stay('b', 'confirmed', 'Berth B-2', '2026-11-28', '2026-12-02'),
      stay('c', 'confirmed', 'Berth C-1', '2026-11-29', '2026-12-02'),
      stay('d', 'confirmed', 'Berth C-2', '2026-11-27', '2026-12-02'),
      stay('e', 'active', 'Berth D-1', '2026-11-20', '2026-11-28'),
      stay('f', 'active', 'Berth D-2', '2026-11-20', '2026-11-29'),
      stay('g', 'active', 'Berth D-3', '2026-11-20', '2026-12-20'),
    ];
    const [today, tomorrow] = movementsOf(stays, '2026-11-28');
    expect(today.day).toBe('2026-11-28');
    expect(today.arrivals.map((row) => row.id)).toEqual(['b', 'a']);
    expect(today.departures.map((row) => row.id)).toEqual(['e']);
    expect(tomorrow.day).toBe('2026-11-29');
    expect(tomorrow.arrivals.map((row) => row.id)).toEqual(['c']);
    expect(tomorrow.departures.map((row) => row.id)).toEqual(['f']);
  });
});
