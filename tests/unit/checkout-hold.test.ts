import { describe, expect, it } from 'vitest';
import { holdState, minutesLabel, untilNextMinute } from '#site/islands/checkout/hold-state.ts';

const expiresAt = '2026-05-04T15:00:00.000Z';
const at = (iso: string) => Date.parse(iso);
const hold = (overrides: Partial<Parameters<typeof holdState>[0]> = {}): Parameters<typeof holdState>[0] => ({
  status: 'pending',
  paymentStatus: 'unpaid',
  holdExpiresAt: expiresAt,
  cancellationReason: null,
  ...overrides,
});

describe('holdState', () => {
  it('counts the minutes left on a live hold up, so the last minute still reads 1', () => {
    expect(holdState(hold(), at('2026-05-04T14:18:00.000Z'))).toEqual({ kind: 'live', expiresAt, minutesLeft: 42 });
    expect(holdState(hold(), at('2026-05-04T14:17:59.000Z'))).toEqual({ kind: 'live', expiresAt, minutesLeft: 43 });
    expect(holdState(hold(), at('2026-05-04T14:59:59.500Z'))).toEqual({ kind: 'live', expiresAt, minutesLeft: 1 });
  });

  it('leaves the minutes unknown before the browser has read its clock', () => {
    expect(holdState(hold(), null)).toEqual({ kind: 'live', expiresAt, minutesLeft: null });
  });

  it('ends a hold at its expiry instant, even before the server has cancelled it', () => {
    expect(holdState(hold(), at(expiresAt))).toEqual({ kind: 'ended', expiredAt: expiresAt, reason: null });
  });

  it('ends a hold the server cancelled, with the reason it gave', () => {
    const reason = 'The hold expired before payment.';
    expect(holdState(hold({ status: 'cancelled', cancellationReason: reason }), at('2026-05-04T15:01:00.000Z'))).toEqual({
      kind: 'ended',
      expiredAt: expiresAt,
      reason,
    });
  });

  it('says a reservation cancelled before its hold ran out was cancelled, not expired', () => {
    const cancelled = hold({ status: 'cancelled', cancellationReason: 'Declined by the harbor office' });
    expect(holdState(cancelled, at('2026-05-04T14:00:00.000Z'))).toEqual({
      kind: 'ended',
      expiredAt: null,
      reason: 'Declined by the harbor office',
    });
  });

  it('has nothing running out once paid or approved', () => {
    expect(holdState(hold({ paymentStatus: 'paid', holdExpiresAt: null }), at(expiresAt))).toEqual({ kind: 'not-a-hold' });
    expect(holdState(hold({ status: 'confirmed', holdExpiresAt: null }), at(expiresAt))).toEqual({ kind: 'not-a-hold' });
    expect(holdState(hold({ paymentStatus: 'refunded', status: 'cancelled' }), at(expiresAt))).toEqual({ kind: 'not-a-hold' });
  });
});

describe('untilNextMinute', () => {
  it('wakes when the whole minutes left next change, and not after expiry', () => {
    expect(untilNextMinute(expiresAt, at('2026-05-04T14:18:00.000Z'))).toBe(60_000);
    expect(untilNextMinute(expiresAt, at('2026-05-04T14:18:45.000Z'))).toBe(15_000);
    expect(untilNextMinute(expiresAt, at(expiresAt))).toBe(0);
  });
});

describe('minutesLabel', () => {
  it('counts minutes in words', () => {
    expect(minutesLabel(1)).toBe('1 minute');
    expect(minutesLabel(42)).toBe('42 minutes');
    expect(minutesLabel(90)).toBe('90 minutes');
  });

  it('counts a hold of days, as the office gives one with a lease sent for signature, in days and whole hours', () => {
    expect(minutesLabel(150)).toBe('2 hours');
    expect(minutesLabel(7 * 24 * 60)).toBe('7 days');
    expect(minutesLabel(7 * 24 * 60 - 1)).toBe('6 days 23 hours');
    expect(minutesLabel(25 * 60)).toBe('1 day 1 hour');
  });
});
