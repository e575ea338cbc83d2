// The staff session's idle figures, in one place: the API's session policy ends a session by them,
// and the office pages warn before the end by the same numbers.

const minute = 60_000;

/** A staff session ends this long after its last renewal. */
export const staffSessionIdleMs = 30 * minute;

/** A staff session is renewed on use at most this often, so its end may be this much earlier than the last call plus the idle limit. */
export const staffSessionRenewStepMs = minute;

/** How long before the end the office pages warn, with "Stay signed in". */
export const staffIdleWarningMs = 2 * minute;
