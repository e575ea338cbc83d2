import { describe, expect, it } from 'vitest';
import { customerReservationLook, heldForWords } from '#site/islands/customer/reservation-look.ts';

const now = Date.parse('2026-11-28T14:00:00Z');
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const held = { status: 'pending', paid: false, holdExpiresAt: inMinutes(22.5), holdExpired: false };

describe('a reservation in the customer’s list', () => {
  it('a live hold awaits payment, with the minutes left counted up', () => {
    expect(customerReservationLook(held, now)).toEqual({
      look: { label: 'Awaiting payment', tone: 'alert' },
      hold: { expiresAt: held.holdExpiresAt, heldFor: 'Held for 23 more minutes' },
    });
    expect(customerReservationLook(held, null).hold).toEqual({ expiresAt: held.holdExpiresAt, heldFor: null });
  });

  it('a paid reservation is pending approval, in another look than a hold', () => {
    const paid = customerReservationLook({ ...held, paid: true, holdExpiresAt: null }, now);
    expect(paid).toEqual({ look: { label: 'Pending approval', tone: 'waiting' }, hold: null });
  });

  it('a hold that ran out says so, before and after the server cancels it', () => {
    const expired = { look: { label: 'Hold expired', tone: 'closed' }, hold: null };
    expect(customerReservationLook({ ...held, holdExpiresAt: inMinutes(-1) }, now)).toEqual(expired);
    expect(customerReservationLook({ ...held, holdExpiresAt: null, holdExpired: true }, now)).toEqual(expired);
    expect(customerReservationLook({ ...held, status: 'cancelled', holdExpiresAt: null, holdExpired: true }, now)).toEqual(expired);
  });

  it('other reservations read as their status', () => {
    expect(customerReservationLook({ ...held, status: 'confirmed', holdExpiresAt: null }, now).look).toEqual({
      label: 'Confirmed',
      tone: 'done',
    });
    expect(customerReservationLook({ ...held, status: 'cancelled', holdExpiresAt: null }, now).look.label).toBe('Cancelled');
  });

  it('one minute reads in the singular', () => {
    expect(heldForWords(inMinutes(0.4), now)).toBe('Held for 1 more minute');
  });
});
