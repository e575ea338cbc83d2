import { Suspense, type ReactNode } from 'react';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { useHydrated } from './use-hydrated.ts';

// Marked busy so assistive technology, and a person, know the part is coming rather than missing.
const loading = (
  <div aria-busy="true">
    <LoadingNotice>Loading…</LoadingNotice>
  </div>
);

/**
 * A lazily loaded part, rendered once the page runs in the browser. Rendered on the server, it
 * would suspend there, and React streams a suspended part with inline scripts that the site's
 * Content-Security-Policy does not allow (decision 057). Until then, and while its code loads, it
 * says "Loading…" in its place: on a slow connection that can be seconds (decision 069).
 */
export function LoadedInBrowser({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={loading}>{children}</Suspense> : loading;
}
