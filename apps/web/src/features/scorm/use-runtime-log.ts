import { useCallback, useEffect, useState, type RefObject } from 'react';
import { logEntryOf, type LogEntry } from './runtime-log.ts';

/**
 * What the player in `frame` reports, as it arrives. A message counts only when it comes from the
 * content origin and from that frame's own window: any other window may post to this page, and
 * the package's pages (same origin as the player) post from windows of their own.
 */
export function useRuntimeLog(frame: RefObject<HTMLIFrameElement | null>, contentOrigin: string | null) {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  useEffect(() => {
    if (!contentOrigin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== contentOrigin || !frame.current || event.source !== frame.current.contentWindow) return;
      const entry = logEntryOf(event.data);
      if (entry) setEntries((list) => [...list, entry]);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, contentOrigin]);
  const clear = useCallback(() => setEntries([]), []);
  return { entries, clear };
}
