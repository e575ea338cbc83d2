import { describe, expect, it } from 'vitest';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { businessDaysLabel, daysLabel, describeReservationStatus } from '#site/islands/checkout/checkout-format.ts';

describe('the Complete step’s wording', () => {
  it('shows when payment arrived on the harbor office’s clock, summer or winter', () => {
    expect(formatFacilityDateTime('2026-12-03T20:15:00.000Z')).toBe('Dec 3, 2026, 2:15 PM CST');
    expect(formatFacilityDateTime('2026-07-04T04:30:00.000Z')).toBe('Jul 3, 2026, 11:30 PM CDT');
  });

  it('counts a stay in days, the unit of the estimate and the lease', () => {
    expect(daysLabel(1)).toBe('1 day');
    expect(daysLabel(40)).toBe('40 days');
  });

  it('says how soon the office approves in words a sentence reads', () => {
    expect(businessDaysLabel(1)).toBe('one business day');
    expect(businessDaysLabel(2)).toBe('two business days');
    expect(businessDaysLabel(12)).toBe('12 business days');
  });

  it('tells a paid customer their reservation still awaits the office’s approval', () => {
    expect(describeReservationStatus('pending')).toBe('Pending approval — the harbor office will confirm your berth');
    expect(describeReservationStatus('confirmed')).toBe('Confirmed by the harbor office');
  });
});
