import type { Clock } from '#api/lib/clock.ts';

/** A clock a test moves by hand: sessions, holds and shares expire when the test says so. */
export interface TestClock extends Clock {
  set(moment: Date): void;
  advance(milliseconds: number): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (moment) => {
      current = moment.getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}
