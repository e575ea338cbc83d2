import { z } from 'zod';
import minimumsFile from '../content/insurance-minimums.json' with { type: 'json' };
import { formatWholeDollars } from './pricing.ts';

/**
 * What a vessel's insurance must carry to be berthed here (content/insurance-minimums.json), in whole
 * dollars: liability, protection and indemnity (0 when the marina asks for none), and whether the
 * marina must be named as additional insured. The one home for these figures: the lease's limit of
 * cover and the check on each uploaded certificate both read it.
 */
const insuranceMinimumsSchema = z.object({
  liabilityDollars: z.number().int().positive(),
  pandiDollars: z.number().int().min(0),
  additionalInsuredRequired: z.boolean(),
});

export type InsuranceMinimums = z.output<typeof insuranceMinimumsSchema>;

export const insuranceMinimums: InsuranceMinimums = insuranceMinimumsSchema.parse(minimumsFile);

/** A certificate's cover: limits in cents, P&I null when the policy has none. */
export interface CertificateCover {
  liabilityLimit: number;
  pandiLimit: number | null;
  additionalInsured: boolean;
}

export type CoverField = keyof CertificateCover;

/** Where a certificate falls short of the minimums, by field, each naming the minimum in dollars; empty when it meets them. */
export function insuranceShortfalls(
  cover: CertificateCover,
  minimums: InsuranceMinimums = insuranceMinimums,
): Partial<Record<CoverField, string>> {
  const shortfalls: Partial<Record<CoverField, string>> = {};
  const liability = minimums.liabilityDollars * 100;
  if (cover.liabilityLimit < liability) {
    shortfalls.liabilityLimit = `The marina requires at least ${formatWholeDollars(liability)} of liability cover.`;
  }
  const pandi = minimums.pandiDollars * 100;
  if (pandi > 0 && (cover.pandiLimit ?? 0) < pandi) {
    shortfalls.pandiLimit = `The marina requires at least ${formatWholeDollars(pandi)} of P&I cover.`;
  }
  if (minimums.additionalInsuredRequired && !cover.additionalInsured) {
    shortfalls.additionalInsured = 'The marina must be named as additional insured on the policy: ask your insurer to add it.';
  }
  return shortfalls;
}
