import { useEffect, useState } from 'react';
import { facilityToday } from '#shared/stay-dates.ts';

/**
 * Today's date at the facility, once the page runs in the browser. The pre-rendered HTML was built
 * on another day, so it carries no date limit rather than a stale one.
 */
export function useFacilityToday(): string | undefined {
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(facilityToday()), []);
  return today;
}
