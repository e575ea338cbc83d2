import { Suspense, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * A lazily loaded part, rendered once the page runs in the browser. Rendered on the server, it
 * would suspend there, and React streams a suspended part with inline scripts that the site's
 * Content-Security-Policy does not allow (decision 057).
 */
export function LoadedInBrowser({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense>{children}</Suspense> : null;
}
