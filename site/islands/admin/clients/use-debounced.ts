import { useEffect, useState } from 'react';

/** The value once it has stood still for `delay` ms: a search runs when the typing pauses, not per key. */
export function useDebounced<Value>(value: Value, delay = 300): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
