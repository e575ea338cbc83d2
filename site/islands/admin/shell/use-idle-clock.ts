import { useEffect, useState } from 'react';
import { onApiAnswer } from '#shared/api-session.ts';
import { idleState, warningAt, type IdleState } from './idle-warning.ts';

const second = 1000;

/**
 * The staff session's idle clock on this page: it starts when the page opens and again at every
 * answer from a live session (each renews it), waits until the warning time, then ticks each second.
 */
export function useIdleClock(): IdleState {
  const [lastAnswerAt, setLastAnswerAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());

  useEffect(
    () =>
      onApiAnswer((status) => {
        if (status === 401) return;
        const at = Date.now();
        setLastAnswerAt(at);
        setNow(at);
      }),
    [],
  );

  useEffect(() => {
    const delay = Math.max(second, warningAt(lastAnswerAt) - now);
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [lastAnswerAt, now]);

  return idleState(lastAnswerAt, now);
}
