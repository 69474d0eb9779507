import { useState } from 'react';

/**
 * Local state that starts from a prop and starts over whenever the prop's `key` changes (the
 * server's answer replaced what the user picked): adjusted during render, as React advises, so
 * no effect renders a stale value first.
 */
export function usePropState<T>(source: T, key: string) {
  const [state, setState] = useState(source);
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setState(source);
  }
  return [state, setState] as const;
}
