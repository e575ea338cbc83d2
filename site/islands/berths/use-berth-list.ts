import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { BerthView } from '../../../shared/berth-views.ts';
import type { BerthListRequest } from './stay-filters.ts';
import { fetchBerths } from './fetch-berths.ts';

/** Typing a date or a length sends one request once the visitor pauses, not one per keystroke. */
const debounceMs = 300;

export interface BerthList {
  /** Null until the first answer arrives. */
  berths: BerthView[] | null;
  /** The request the shown berths answer: the summary describes this stay, not the one being typed. */
  shown: BerthListRequest | null;
  /** The request being waited for, if any. */
  pending: BerthListRequest | null;
  failed: boolean;
}

/**
 * Loads the berth list for the current filters, again whenever their query changes. A newer request
 * aborts the older one, so a slow answer for earlier dates never replaces a newer one. A null
 * request (the filters are invalid) keeps what is shown.
 */
export function useBerthList(request: BerthListRequest | null) {
  const [list, setList] = useState<BerthList>({ berths: null, shown: null, pending: request, failed: false });
  // The request object changes on every keystroke; only a new query string is a new request.
  const [wanted, setWanted] = useState(request);
  if (request && request.query !== wanted?.query) setWanted(request);
  const [attempt, setAttempt] = useState(0);
  const immediate = useRef(true);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    setList((current) => ({ ...current, pending: wanted, failed: false }));
    const delay = immediate.current ? 0 : debounceMs;
    immediate.current = false;
    const timer = window.setTimeout(() => {
      fetchBerths(wanted.query, controller.signal).then(
        // Drawing fifteen cards and the map is the page's biggest piece of work: as a transition
        // React renders it in slices, so typing and scrolling stay responsive meanwhile.
        (berths) => {
          if (controller.signal.aborted) return;
          // A request made since then stays pending: this answer only fills in what is shown.
          startTransition(() =>
            setList((current) => ({ berths, shown: wanted, pending: current.pending === wanted ? null : current.pending, failed: false })),
          );
        },
        () => {
          if (!controller.signal.aborted) setList((current) => ({ ...current, pending: null, failed: true }));
        },
      );
    }, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, attempt]);

  /** Asks again at once: after a failure, or when a booking shows the list is out of date. */
  const reload = useCallback(() => {
    immediate.current = true;
    setAttempt((count) => count + 1);
  }, []);

  return { ...list, reload };
}
