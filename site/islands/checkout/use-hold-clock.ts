import { useEffect, useState } from 'react';
import { untilNextMinute } from './hold-state.ts';

// Timers may run a little early against Date.now(); waking just after the minute changes avoids a
// second wake-up for the same minute.
const slackMs = 50;

/**
 * The browser's clock for a hold expiring at `expiresAt`, read again each time the whole minutes
 * left change and stopping at expiry: null in the server's render and during hydration, so both
 * render the same markup.
 */
export function useHoldClock(expiresAt: string | null): number | null {
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (expiresAt && Date.parse(expiresAt) > current) timer = setTimeout(tick, untilNextMinute(expiresAt, current) + slackMs);
    };
    tick();
    return () => clearTimeout(timer);
  }, [expiresAt]);

  return now;
}
