import { useCallback, useEffect, useState, type RefObject } from 'react';
import { runtimeCallOf, type RuntimeCall } from './runtime-log.ts';

/**
 * The calls the package in `frame` makes to its SCORM runtime, as they arrive. Only messages
 * whose source is that frame's window count: any other window may post to this page.
 */
export function useRuntimeLog(frame: RefObject<HTMLIFrameElement | null>) {
  const [calls, setCalls] = useState<RuntimeCall[]>([]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const call = runtimeCallOf(event.data);
      if (call) setCalls((list) => [...list, call]);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
  const clear = useCallback(() => setCalls([]), []);
  return { calls, clear };
}
