import { Stack } from '@mantine/core';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** How close to the end still counts as 'reading the newest messages'. */
const BOTTOM_SLACK_PX = 48;

/**
 * A scrolling log of messages that follows new ones only while the reader is at its end: someone
 * scrolled up to read an older message is not pulled away from it. Screen readers hear what is
 * added (role log, polite).
 */
export function MessageLog({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  useLayoutEffect(() => {
    const el = box.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [count]);

  return (
    <div
      ref={box}
      role="log"
      aria-live="polite"
      aria-label={label}
      // Keyboard users scroll the log with the arrow keys.
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
      }}
      style={{ maxHeight: '60vh', overflowY: 'auto' }}
    >
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    </div>
  );
}
