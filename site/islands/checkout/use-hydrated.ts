import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs in the browser. A form
 * submitted before then would go to the browser (a GET to this page, dropping the reservation id),
 * so its button waits for this.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
