import { formatCents, rateInCents, type BerthRates, type StayCost } from '../../../shared/pricing.ts';

/** A stored rate ("0.75") as the cards and the estimate show it: "$0.75". */
export const formatRate = (rate: number | string) => formatCents(rateInCents(rate));

const count = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? '' : 's'}`;

/**
 * How the estimate is reached, in the order the price is built: "1 month (30 days) × $0.50 +
 * 2 weeks (14 days) × $0.75 + 3 days × $1.00 per ft per day × 150 ft". Blocks of zero are left out.
 */
export function costBreakdown(rates: BerthRates, cost: StayCost): string {
  const blocks = [
    { amount: cost.months, unit: 'month', days: 30, rate: rates.monthlyRate },
    { amount: cost.weeks, unit: 'week', days: 7, rate: rates.weeklyRate },
    { amount: cost.days, unit: 'day', days: 1, rate: rates.dailyRate },
  ].filter(({ amount }) => amount > 0);
  const terms = blocks.map(({ amount, unit, days, rate }) => {
    const length = days === 1 ? '' : ` (${count(amount * days, 'day')})`;
    return `${count(amount, unit)}${length} × ${formatRate(rate)}`;
  });
  return `${terms.join(' + ')} per ft per day × ${cost.vesselLength} ft`;
}
