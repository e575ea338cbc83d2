import { formatCents, rateInCents, type BerthRates, type StayCost } from './pricing.ts';

/** One block of a stay as it is billed: "2 weeks (14 days)" at the weekly rate. */
export interface PriceBlock {
  label: string;
  rateName: 'monthly' | 'weekly' | 'daily';
  days: number;
  rateCents: number;
}

const count = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? '' : 's'}`;

/** The stay's months, weeks and days in the order the price is built, blocks of zero left out. */
export function priceBlocks(rates: BerthRates, cost: StayCost): PriceBlock[] {
  const blocks: PriceBlock[] = [
    {
      label: `${count(cost.months, 'month')} (${count(cost.months * 30, 'day')})`,
      rateName: 'monthly',
      days: cost.months * 30,
      rateCents: rateInCents(rates.monthlyRate),
    },
    {
      label: `${count(cost.weeks, 'week')} (${count(cost.weeks * 7, 'day')})`,
      rateName: 'weekly',
      days: cost.weeks * 7,
      rateCents: rateInCents(rates.weeklyRate),
    },
    { label: count(cost.days, 'day'), rateName: 'daily', days: cost.days, rateCents: rateInCents(rates.dailyRate) },
  ];
  return blocks.filter((block) => block.days > 0);
}

const term = (block: PriceBlock) => `${block.label} × ${formatCents(block.rateCents)}`;
const perFootPerDay = (cost: StayCost) => `per ft per day × ${cost.billedLength} ft`;

/**
 * How the estimate is reached, on one line: "1 month (30 days) × $0.50 + 2 weeks (14 days) × $0.75
 * + 3 days × $1.00 per ft per day × 150 ft".
 */
export function costBreakdown(rates: BerthRates, cost: StayCost): string {
  return `${priceBlocks(rates, cost).map(term).join(' + ')} ${perFootPerDay(cost)}`;
}

/** The same, a line per block with its amount: "2 weeks (14 days) × $0.75 per ft per day × 120 ft = $1,260.00". */
export function costBreakdownLines(rates: BerthRates, cost: StayCost): string[] {
  return priceBlocks(rates, cost).map(
    (block) => `${term(block)} ${perFootPerDay(cost)} = ${formatCents(block.days * block.rateCents * cost.billedLength)}`,
  );
}
