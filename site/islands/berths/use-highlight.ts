import { useCallback, useEffect, useRef, useState } from 'react';

/** Marks one item for a while (the selected berth, 2 seconds); marking another, or the same again, restarts the clock. */
export function useHighlight(durationMs: number) {
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const highlight = useCallback(
    (id: string) => {
      window.clearTimeout(timer.current);
      setHighlightedId(id);
      timer.current = window.setTimeout(() => setHighlightedId(null), durationMs);
    },
    [durationMs],
  );

  return { highlightedId, highlight };
}
