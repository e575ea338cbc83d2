/** SQLSTATE of an exclusion constraint violation: here, two live stays of one berth overlapping. */
const exclusionViolation = '23P01';

/** True for the driver's error and for Drizzle's wrapper around it, which keeps it as the cause. */
export function isExclusionViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === exclusionViolation) return true;
  return 'cause' in error && isExclusionViolation(error.cause);
}
