import { describe, expect, test } from 'vitest';
import { leaseSendingRefusal, type SendableReservation } from '#api/services/leases/signing-links/sending-refusal.ts';

const now = new Date('2026-11-28T17:00:00Z');
const held: SendableReservation = { status: 'pending', paymentStatus: 'unpaid', holdExpiresAt: new Date(now.getTime() + 60_000) };

describe('when the office may send a lease for signature', () => {
  test('a live unpaid hold with no lease or a draft: yes', () => {
    expect(leaseSendingRefusal(held, null, now)).toBeNull();
    expect(leaseSendingRefusal(held, 'draft', now)).toBeNull();
  });

  test.each<[string, SendableReservation, 'draft' | 'signed' | null, RegExp]>([
    ['a signed lease', held, 'signed', /already been signed/],
    ['a cancelled or declined reservation', { ...held, status: 'cancelled' }, 'draft', /cancelled or declined/],
    ['a paid reservation', { ...held, paymentStatus: 'paid' }, 'draft', /already been paid/],
    ['an approved reservation', { ...held, status: 'confirmed', holdExpiresAt: null }, null, /still waiting/],
    ['a hold that ran out', { ...held, holdExpiresAt: now }, null, /run out/],
  ])('%s: no, in words', (_, reservation, lease, words) => {
    expect(leaseSendingRefusal(reservation, lease, now)).toMatch(words);
  });
});
