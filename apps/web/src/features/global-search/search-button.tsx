import { Button, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * Ctrl+K (⌘K on a Mac) opens the global search from anywhere, a form's field included. A plain
 * listener: the shell is on every screen's first load, and @mantine/hooks' hotkey parser is not.
 */
export function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(mac ? event.metaKey : event.ctrlKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

/** The top bar's way into the global search, naming its shortcut. */
export function SearchButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconSearch size={14} aria-hidden />}
      rightSection={
        <Text span size="xs" c="dimmed" aria-hidden>
          {mac ? '⌘K' : 'Ctrl+K'}
        </Text>
      }
      onClick={onClick}
      aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
    >
      Buscar
    </Button>
  );
}
