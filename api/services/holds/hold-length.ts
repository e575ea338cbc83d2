import type { HoldPolicy } from '#shared/hold-policy.ts';

/** A stay above the policy's nights: held briefly, once a day, so it cannot keep a berth unpaid for long. */
export const isLongStay = (nights: number, policy: HoldPolicy): boolean => nights > policy.longStay.moreThanNights;

/** Minutes a new hold lasts: the configured window, or the long-stay one when that is shorter. */
export function holdMinutesFor(nights: number, configuredMinutes: number, policy: HoldPolicy): number {
  return isLongStay(nights, policy) ? Math.min(configuredMinutes, policy.longStay.holdMinutes) : configuredMinutes;
}
