import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useRef, useState } from 'react';
import { getJson } from '#shared/api-client.ts';
import type { BerthView } from '#shared/berth-views.ts';
import type { BerthListRequest } from './stay-filters.ts';

/** Typing a date or a length sends one request once the visitor pauses, not one per keystroke. */
const debounceMs = 300;

/** An answer and the request it answers: the summary describes this stay, not the one being typed. */
interface BerthListAnswer {
  request: BerthListRequest;
  berths: BerthView[];
}

export interface BerthList {
  /** Null until the first answer arrives. */
  berths: BerthView[] | null;
  /** The request the shown berths answer. */
  shown: BerthListRequest | null;
  /** The request being waited for, if any. */
  pending: BerthListRequest | null;
  failed: boolean;
  /** Asks again at once: after a failure, or when a booking shows the list is out of date. */
  reload: () => void;
}

/** Resolves after `ms`, or rejects as soon as the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * The berth list for the current filters: one query per query string. A newer request cancels the
 * older one, so a slow answer for earlier dates never replaces a newer one; until the new answer
 * arrives the last one stays shown. A null request (the filters are invalid) keeps what is shown.
 */
export function useBerthList(request: BerthListRequest | null): BerthList {
  // The request object changes on every keystroke; only a new query string is a new request.
  const [wanted, setWanted] = useState(request);
  if (request && request.query !== wanted?.query) setWanted(request);
  // The first list and a reload are asked for at once; a change of filters waits for a pause in typing.
  const waitForPause = useRef(false);

  const query = useQuery({
    queryKey: ['berths', wanted?.query],
    queryFn: wanted
      ? async ({ signal }): Promise<BerthListAnswer> => {
          if (waitForPause.current) await pause(debounceMs, signal);
          waitForPause.current = true;
          return { request: wanted, berths: await getJson<BerthView[]>(`/api/berths${wanted.query}`, { signal }) };
        }
      : skipToken,
    placeholderData: keepPreviousData,
    // Availability changes with every booking: filters the visitor returns to are asked for again.
    gcTime: 0,
  });

  // Drawing fifteen cards and the map is the page's biggest piece of work: from a deferred value
  // React draws a new answer in slices, so typing and scrolling stay responsive meanwhile.
  const answer = useDeferredValue(query.data);
  const failed = query.isError;
  const waiting = query.isFetching || answer?.request.query !== wanted?.query;

  const { refetch } = query;
  const reload = useCallback(() => {
    waitForPause.current = false;
    void refetch();
  }, [refetch]);

  return {
    berths: answer?.berths ?? null,
    shown: answer?.request ?? null,
    pending: wanted && waiting && !failed ? wanted : null,
    failed,
    reload,
  };
}
