/** $1,000,000 of liability cover, in cents: the marina's standard requirement of every berth lease. */
export const standardInsuranceAmount = 100_000_000;
