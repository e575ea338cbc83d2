import { daysBetween } from './stay-dates.ts';

/** Dollars per foot of vessel per day, as stored (numeric(10,2)); the database driver hands them over as strings. */
export interface BerthRates {
  monthlyRate: number | string;
  weeklyRate: number | string;
  dailyRate: number | string;
}

/** A berth's rates with the least length it bills a stay for, as the berth record keeps them. */
export interface BerthPricing extends BerthRates {
  minBillableLength: number;
}

/** Vessel length used for an estimate when none is given (a booking always states one). */
export const defaultVesselLengthFt = 100;

export interface StayBlocks {
  months: number;
  weeks: number;
  days: number;
}

/** Whole 30-day months first, then 7-day weeks, then the remaining days. */
export function stayBlocks(totalDays: number): StayBlocks {
  const months = Math.floor(totalDays / 30);
  const weeks = Math.floor((totalDays - months * 30) / 7);
  return { months, weeks, days: totalDays - months * 30 - weeks * 7 };
}

/** Days billed for a stay: the date difference, rounded up; 0 when departure is not after arrival. */
export function stayDays(arrivalDate: string, departureDate: string): number {
  return Math.max(0, Math.ceil(daysBetween(arrivalDate, departureDate)));
}

/** A decimal dollar rate in whole cents, without binary floating-point drift ("0.75" → 75). */
export function rateInCents(rate: number | string): number {
  const cents = Math.round(Number(rate) * 100);
  if (!Number.isFinite(cents) || cents < 0) throw new RangeError(`Invalid rate: ${String(rate)}`);
  return cents;
}

export interface StayCostInput {
  arrivalDate: string;
  departureDate: string;
  vesselLength?: number | null | undefined;
}

export interface StayCost extends StayBlocks {
  totalDays: number;
  /** The vessel's stated length, or the estimate's default when none is given. */
  vesselLength: number;
  /** The feet the stay is charged for: the vessel's length, or the berth's minimum if that is longer. */
  billedLength: number;
  totalCents: number;
}

/**
 * The price of a stay in cents: each block's days × its rate per ft per day × the billed length,
 * the longer of the vessel's length and the berth's minimum billable length (so a small boat
 * cannot rent a long berth for the price of its own length). The reservation dialog shows it as
 * the estimate, and the server charges exactly this figure.
 */
export function stayCost(berth: BerthPricing, input: StayCostInput): StayCost {
  const totalDays = stayDays(input.arrivalDate, input.departureDate);
  const blocks = stayBlocks(totalDays);
  const vesselLength = input.vesselLength && input.vesselLength > 0 ? input.vesselLength : defaultVesselLengthFt;
  const billedLength = Math.max(vesselLength, berth.minBillableLength);
  const centsPerFoot =
    blocks.months * 30 * rateInCents(berth.monthlyRate) +
    blocks.weeks * 7 * rateInCents(berth.weeklyRate) +
    blocks.days * rateInCents(berth.dailyRate);
  return { ...blocks, totalDays, vesselLength, billedLength, totalCents: centsPerFoot * billedLength };
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 123456 → "$1,234.56". */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** 100_000_000 → "$1,000,000": an amount in whole dollars, as the lease writes its limit of cover; cents show only when there are some. */
export function formatWholeDollars(cents: number): string {
  return formatCents(cents).replace(/\.00$/, '');
}

/**
 * What a new berth bills at the least, in feet, unless staff set otherwise: half its own length,
 * rounded up. A small boat in a long berth still takes the berth's whole length of dock.
 */
export function defaultMinBillableLength(berthLength: number): number {
  return Math.ceil(berthLength / 2);
}
