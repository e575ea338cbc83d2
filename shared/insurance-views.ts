/**
 * A vessel's insurance as the marina sees it today (decision 113): a certificate staff verified that
 * is still in force, one in force the office has not verified yet, certificates on file that have all
 * run out, or none on file.
 */
export type InsuranceStatus = 'current' | 'unverified' | 'lapsed' | 'none';

export const insuranceStatusLabels: Record<InsuranceStatus, string> = {
  current: 'Insured',
  unverified: 'Awaiting office check',
  lapsed: 'Insurance expired',
  none: 'No certificate on file',
};
