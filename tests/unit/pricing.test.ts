import { describe, expect, test } from 'vitest';
import {
  defaultMinBillableLength,
  defaultVesselLengthFt,
  formatCents,
  formatWholeDollars,
  rateInCents,
  stayBlocks,
  stayCost,
  stayDays,
} from '#shared/pricing.ts';
import { addDays } from '#shared/stay-dates.ts';

// As the database driver hands them over: numeric(10,2) arrives as a string. A minimum billable
// length of 1 ft lets the rate arithmetic show on its own; the minimum has its own tests below.
const rates = { monthlyRate: '0.50', weeklyRate: '0.75', dailyRate: '1.00', minBillableLength: 1 };
const arrivalDate = '2026-12-03';
const stayOf = (days: number, vesselLength?: number | null) => ({ arrivalDate, departureDate: addDays(arrivalDate, days), vesselLength });

describe('stayCost', () => {
  test.each([
    // days, months, weeks, days left, cents for a 100 ft vessel
    [1, 0, 0, 1, 10_000],
    [6, 0, 0, 6, 60_000],
    [7, 0, 1, 0, 52_500],
    [13, 0, 1, 6, 112_500],
    [30, 1, 0, 0, 150_000],
    [45, 1, 2, 1, 265_000],
    [400, 13, 1, 3, 2_032_500],
  ])('%i days: 30-day months, then 7-day weeks, then days, at each block’s rate', (days, months, weeks, daysLeft, cents) => {
    expect(stayCost(rates, stayOf(days, 100))).toEqual({
      months,
      weeks,
      days: daysLeft,
      totalDays: days,
      vesselLength: 100,
      billedLength: 100,
      totalCents: cents,
    });
  });

  test('the price scales with the vessel length, in exact cents', () => {
    // 45 days at 137 ft: 30 × $0.50 + 14 × $0.75 + 1 × $1.00 = $26.50 per ft.
    expect(stayCost(rates, stayOf(45, 137)).totalCents).toBe(2650 * 137);
  });

  test('rates that binary floating point cannot hold exactly still give whole cents', () => {
    const awkward = { monthlyRate: '0.29', weeklyRate: '0.57', dailyRate: '1.13', minBillableLength: 1 };
    // 0.29 × 100 is 28.999999999999996 in floating point; the rate is taken as 29 cents.
    expect(stayCost(awkward, stayOf(38, 3)).totalCents).toBe((30 * 29 + 7 * 57 + 1 * 113) * 3);
  });

  test('numeric rates give the same price as the same rates as strings', () => {
    const numeric = { monthlyRate: 0.5, weeklyRate: 0.75, dailyRate: 1, minBillableLength: 1 };
    expect(stayCost(numeric, stayOf(45, 120))).toEqual(stayCost(rates, stayOf(45, 120)));
  });

  test.each([undefined, null, 0])('a missing vessel length (%s) is priced as %i ft', (length) => {
    expect(defaultVesselLengthFt).toBe(100);
    expect(stayCost(rates, stayOf(7, length))).toMatchObject({ vesselLength: 100, totalCents: 52_500 });
  });

  test('a 1 ft vessel in a 200 ft berth pays for the berth’s 100 ft minimum, not for its own length', () => {
    const inner5 = { ...rates, minBillableLength: defaultMinBillableLength(200) };
    // 30 days at the monthly $0.50 per ft per day.
    expect(stayCost(inner5, stayOf(30, 1))).toMatchObject({ vesselLength: 1, billedLength: 100, totalCents: 30 * 50 * 100 });
  });

  test('a vessel longer than the minimum pays for its own length; one exactly at it pays the same', () => {
    const berth = { ...rates, minBillableLength: 75 };
    expect(stayCost(berth, stayOf(7, 120))).toMatchObject({ billedLength: 120, totalCents: 7 * 75 * 120 });
    expect(stayCost(berth, stayOf(7, 75)).totalCents).toBe(stayCost(berth, stayOf(7, 74)).totalCents);
  });

  test('the estimate’s 100 ft default, too, is billed at no less than the minimum', () => {
    expect(stayCost({ ...rates, minBillableLength: 110 }, stayOf(1))).toMatchObject({ vesselLength: 100, billedLength: 110 });
  });

  test('a new berth bills at least half its length, rounded up', () => {
    expect(defaultMinBillableLength(200)).toBe(100);
    expect(defaultMinBillableLength(145)).toBe(73);
  });

  test('a stay across the end of daylight saving time is still counted in calendar days', () => {
    expect(stayCost(rates, { arrivalDate: '2026-10-31', departureDate: '2026-11-02', vesselLength: 100 }).totalDays).toBe(2);
  });
});

describe('stay helpers', () => {
  test('stayDays is 0 when the departure is not after the arrival', () => {
    expect(stayDays('2026-12-03', '2026-12-03')).toBe(0);
    expect(stayDays('2026-12-03', '2026-12-01')).toBe(0);
  });

  test('stayBlocks splits 60 days into two months and nothing else', () => {
    expect(stayBlocks(60)).toEqual({ months: 2, weeks: 0, days: 0 });
  });

  test('rateInCents refuses a rate that is not a non-negative number', () => {
    expect(rateInCents('0.75')).toBe(75);
    expect(() => rateInCents('abc')).toThrow(RangeError);
    expect(() => rateInCents(-1)).toThrow(RangeError);
  });

  test('formatCents shows dollars with thousands separators', () => {
    expect(formatCents(2_032_500)).toBe('$20,325.00');
    expect(formatCents(5)).toBe('$0.05');
  });

  test('formatWholeDollars drops the cents of a whole amount, as the lease and the checkout write the limit of cover', () => {
    expect(formatWholeDollars(100_000_000)).toBe('$1,000,000');
    expect(formatWholeDollars(250_050)).toBe('$2,500.50');
    expect(formatWholeDollars(0)).toBe('$0');
  });
});
