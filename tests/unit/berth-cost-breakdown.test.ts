import { describe, expect, test } from 'vitest';
import { costBreakdown, costBreakdownLines, priceBlocks } from '#shared/cost-breakdown.ts';
import { formatCents, stayCost } from '#shared/pricing.ts';
import { formatRate } from '#site/islands/berths/cost-breakdown.ts';

const rates = { monthlyRate: '0.50', weeklyRate: '0.75', dailyRate: '1.00', minBillableLength: 75 };

describe('the estimate’s breakdown', () => {
  test('10 days for a 150 ft vessel: a week and three days, $1,237.50', () => {
    const cost = stayCost(rates, { arrivalDate: '2026-12-03', departureDate: '2026-12-13', vesselLength: 150 });
    expect(costBreakdown(rates, cost)).toBe('1 week (7 days) × $0.75 + 3 days × $1.00 per ft per day × 150 ft');
    expect(formatCents(cost.totalCents)).toBe('$1,237.50');
  });

  test('months, weeks and days, plural where needed', () => {
    const cost = stayCost(rates, { arrivalDate: '2026-01-01', departureDate: '2026-02-17', vesselLength: 120 });
    expect(costBreakdown(rates, cost)).toBe(
      '1 month (30 days) × $0.50 + 2 weeks (14 days) × $0.75 + 3 days × $1.00 per ft per day × 120 ft',
    );
  });

  test('a single day, and the 100 ft default when no length is given', () => {
    const cost = stayCost(rates, { arrivalDate: '2026-01-01', departureDate: '2026-01-02' });
    expect(costBreakdown(rates, cost)).toBe('1 day × $1.00 per ft per day × 100 ft');
  });

  test('a vessel shorter than the berth’s minimum is shown at the length billed', () => {
    const cost = stayCost(rates, { arrivalDate: '2026-01-01', departureDate: '2026-01-02', vesselLength: 40 });
    expect(costBreakdown(rates, cost)).toBe('1 day × $1.00 per ft per day × 75 ft');
    expect(costBreakdownLines(rates, cost)).toEqual(['1 day × $1.00 per ft per day × 75 ft = $75.00']);
  });

  test('rates arrive as the stored decimal strings and show as dollars', () => {
    expect(formatRate('0.75')).toBe('$0.75');
    expect(formatRate(1)).toBe('$1.00');
  });
});

describe('the blocks a stay is billed in', () => {
  test('months, weeks and days with their rates in cents, empty blocks left out', () => {
    const cost = stayCost(rates, { arrivalDate: '2026-01-01', departureDate: '2026-02-04', vesselLength: 120 });
    expect(priceBlocks(rates, cost)).toEqual([
      { label: '1 month (30 days)', rateName: 'monthly', days: 30, rateCents: 50 },
      { label: '4 days', rateName: 'daily', days: 4, rateCents: 100 },
    ]);
  });

  test('a line per block with its amount, adding up to the stay’s price', () => {
    const cost = stayCost(rates, { arrivalDate: '2026-01-01', departureDate: '2026-02-17', vesselLength: 120 });
    expect(costBreakdownLines(rates, cost)).toEqual([
      '1 month (30 days) × $0.50 per ft per day × 120 ft = $1,800.00',
      '2 weeks (14 days) × $0.75 per ft per day × 120 ft = $1,260.00',
      '3 days × $1.00 per ft per day × 120 ft = $360.00',
    ]);
    expect(formatCents(cost.totalCents)).toBe('$3,420.00');
  });
});
