import { describe, expect, it } from 'vitest';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { describeReservationStatus, nightsLabel, shortReservationId } from '../../site/islands/checkout/checkout-format.ts';

describe('the Complete step’s wording', () => {
  it('shortens a reservation id to its first block, in capitals, for quoting on the phone', () => {
    expect(shortReservationId('d36a3eac-bcdf-457d-8385-0793b9b7c6d9')).toBe('D36A3EAC');
  });

  it('shows when payment arrived on the harbor office’s clock, summer or winter', () => {
    expect(formatFacilityDateTime('2026-12-03T20:15:00.000Z')).toBe('Dec 3, 2026, 2:15 PM CST');
    expect(formatFacilityDateTime('2026-07-04T04:30:00.000Z')).toBe('Jul 3, 2026, 11:30 PM CDT');
  });

  it('counts nights in words', () => {
    expect(nightsLabel(1)).toBe('1 night');
    expect(nightsLabel(40)).toBe('40 nights');
  });

  it('tells a paid customer their reservation still awaits the office’s approval', () => {
    expect(describeReservationStatus('pending')).toBe('Pending approval — the harbor office will confirm your berth');
    expect(describeReservationStatus('confirmed')).toBe('Confirmed by the harbor office');
  });
});
