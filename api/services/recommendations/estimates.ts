import { budgetLimits, formatDollars, formatRange } from './budget.ts';
import { shortestDays, timeframeDays } from './timeframe.ts';

export interface CostRange {
  low: number;
  high: number;
}

export interface CostEstimate {
  text: string;
  /** The owner's budget is below what this work usually costs. */
  short: boolean;
}

/** The service's typical price range, narrowed to the part the owner's budget covers. */
export function estimateCost(range: CostRange, budget: string | undefined): CostEstimate {
  const typical = formatRange(range.low, range.high);
  if (!budget) return { text: `${typical} typical; priced after we review the scope`, short: false };
  const { min = 0, max = Number.POSITIVE_INFINITY } = budgetLimits(budget);
  if (max < range.low) {
    const text =
      `${typical} typical; your ${budget} budget is below the usual minimum of ${formatDollars(range.low)}, ` +
      'so we would scope a first phase to fit it';
    return { text, short: true };
  }
  if (min > range.high) return { text: `${typical} typical, well within your ${budget} budget`, short: false };
  const low = Math.max(range.low, min);
  const high = Math.min(range.high, max);
  if (low === range.low && high === range.high) return { text: `${typical} typical, within your ${budget} budget`, short: false };
  return { text: `${formatRange(low, high)} for a scope that fits your ${budget} budget (typical ${typical})`, short: false };
}

export interface DurationEstimate {
  text: string;
  /** The owner's window is shorter than this work usually takes. */
  tight: boolean;
}

/** The service's typical duration, checked against the owner's timeframe. */
export function estimateDuration(typicalDuration: string, timeframe: string | undefined): DurationEstimate {
  if (!timeframe) return { text: typicalDuration, tight: false };
  const window = timeframeDays(timeframe);
  const shortest = shortestDays(typicalDuration);
  if (window !== undefined && shortest !== undefined && window < shortest) {
    return { text: `${typicalDuration}. Your timeframe, ${timeframe}, is shorter than this work usually takes`, tight: true };
  }
  return { text: `${typicalDuration}. Your timeframe: ${timeframe}`, tight: false };
}
