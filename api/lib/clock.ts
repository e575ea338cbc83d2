/** Where every service reads the time, so tests can move it (session, hold and share expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
