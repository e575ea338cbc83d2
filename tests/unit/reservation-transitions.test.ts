import { describe, expect, test } from 'vitest';
import { reservationStatuses } from '#shared/berth-options.ts';
import { waitingTooLong } from '#shared/reservation-approval.ts';
import { actionsFor, checkTransition } from '#shared/reservation-transitions.ts';

describe('checkTransition', () => {
  test('allows exactly approve, decline, start and complete', () => {
    const allowed = reservationStatuses.flatMap((from) =>
      reservationStatuses.flatMap((to) => {
        const check = checkTransition(from, to);
        return check.allowed ? [`${from} → ${to}: ${check.action}`] : [];
      }),
    );
    expect(allowed).toEqual([
      'pending → confirmed: approve',
      'pending → cancelled: decline',
      'confirmed → active: start',
      'active → completed: complete',
    ]);
  });

  test('refuses anything else saying what the reservation is and can become', () => {
    expect(checkTransition('confirmed', 'cancelled')).toEqual({
      allowed: false,
      message: 'This reservation is confirmed, so it cannot become cancelled: it can only become active.',
    });
    expect(checkTransition('pending', 'active')).toEqual({
      allowed: false,
      message: 'This reservation is pending, so it cannot become active: it can only become confirmed or cancelled.',
    });
    expect(checkTransition('completed', 'active')).toEqual({
      allowed: false,
      message: 'This reservation is completed, so it cannot become active: it cannot be changed any more.',
    });
    expect(checkTransition('pending', 'pending').allowed).toBe(false);
  });
});

describe('actionsFor', () => {
  test('offers the buttons of each status', () => {
    expect(actionsFor('pending').map((action) => action.label)).toEqual(['Approve', 'Decline']);
    expect(actionsFor('confirmed')).toEqual([{ action: 'start', to: 'active', label: 'Start' }]);
    expect(actionsFor('active')).toEqual([{ action: 'complete', to: 'completed', label: 'Complete' }]);
    expect(actionsFor('completed')).toEqual([]);
    expect(actionsFor('cancelled')).toEqual([]);
  });
});

describe('waitingTooLong', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  const paid = { status: 'pending', paymentStatus: 'paid', paidAt: '2026-06-09T11:59:00Z', createdAt: '2026-06-09T10:00:00Z' };

  test('flags a paid pending request more than 24 hours after its payment', () => {
    expect(waitingTooLong(paid, now)).toBe(true);
    expect(waitingTooLong({ ...paid, paidAt: '2026-06-09T12:00:00Z' }, now)).toBe(false);
  });

  test('never flags an unpaid, decided or refunded one', () => {
    expect(waitingTooLong({ ...paid, paymentStatus: 'unpaid', paidAt: null }, now)).toBe(false);
    expect(waitingTooLong({ ...paid, status: 'confirmed' }, now)).toBe(false);
    expect(waitingTooLong({ ...paid, status: 'cancelled', paymentStatus: 'refunded' }, now)).toBe(false);
  });
});
