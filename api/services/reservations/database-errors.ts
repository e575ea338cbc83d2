/** SQLSTATE of an exclusion constraint violation: here, two live stays of one berth overlapping. */
const exclusionViolation = '23P01';
/** SQLSTATE of a unique index violation: e.g. a second account for one email in another letter case. */
const uniqueViolation = '23505';

/** True for the driver's error and for Drizzle's wrapper around it, which keeps it as the cause. */
function hasSqlState(error: unknown, state: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === state) return true;
  return 'cause' in error && hasSqlState(error.cause, state);
}

export function isExclusionViolation(error: unknown): boolean {
  return hasSqlState(error, exclusionViolation);
}

export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, uniqueViolation);
}

/** SQLSTATE of a foreign key violation: e.g. deleting a stored file another record still names. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}
