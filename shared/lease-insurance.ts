import { insuranceMinimums } from './insurance-minimums.ts';

/** The liability cover every berth lease requires, in cents: the marina's minimum from content/insurance-minimums.json. */
export const standardInsuranceAmount = insuranceMinimums.liabilityDollars * 100;
