// Budgets arrive as the form's labels ("Under $10K", "$10K - $50K", "$500K+", "Enterprise Project").

export interface BudgetLimits {
  min?: number;
  max?: number;
}

const amountPattern = /\$\s*(\d+(?:\.\d+)?)\s*([km])?/gi;
const multiplier: Record<string, number> = { k: 1_000, m: 1_000_000 };

/** The dollar limits a budget label states; a label without amounts ("Enterprise Project") states none. */
export function budgetLimits(label: string): BudgetLimits {
  const amounts = [...label.matchAll(amountPattern)].map(
    ([, value = '0', unit = '']) => Number(value) * (multiplier[unit.toLowerCase()] ?? 1),
  );
  const [first, second] = amounts;
  if (first === undefined) return {};
  if (second !== undefined) return { min: Math.min(first, second), max: Math.max(first, second) };
  if (/\b(under|below|less than|up to)\b/i.test(label)) return { max: first };
  return { min: first };
}

export const formatDollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export const formatRange = (low: number, high: number) =>
  low === high ? formatDollars(low) : `${formatDollars(low)}–${formatDollars(high)}`;
