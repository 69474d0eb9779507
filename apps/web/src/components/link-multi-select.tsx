import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { usePropState } from './use-prop-state.ts';

export function diffSelection(previous: readonly string[], next: readonly string[]) {
  return {
    added: next.filter((v) => !previous.includes(v)),
    removed: previous.filter((v) => !next.includes(v)),
  };
}

/**
 * A multi-select whose changes are links: adding an option creates the link at once, removing
 * it deletes the link. On a failure the selection returns to what the server holds.
 */
export function LinkMultiSelect(props: {
  label: string;
  placeholder?: string;
  data: { value: string; label: string }[];
  linked: string[];
  onLink: (value: string) => Promise<unknown>;
  onUnlink: (value: string) => Promise<unknown>;
  disabled?: boolean;
  /** For options searched on the server as the user types: the typed text, and told as it changes. */
  searchValue?: string;
  onSearchChange?: (search: string) => void;
}) {
  const [value, setValue] = usePropState(props.linked, props.linked.join(','));
  const [busy, setBusy] = useState(false);

  const change = async (next: string[]) => {
    const { added, removed } = diffSelection(value, next);
    setValue(next);
    setBusy(true);
    try {
      for (const v of added) await props.onLink(v);
      for (const v of removed) await props.onUnlink(v);
    } catch {
      setValue(props.linked);
    } finally {
      setBusy(false);
    }
  };

  return (
    <MultiSelect
      label={props.label}
      placeholder={props.placeholder}
      data={props.data}
      value={value}
      onChange={change}
      searchable
      clearable={false}
      disabled={props.disabled}
      searchValue={props.searchValue}
      onSearchChange={props.onSearchChange}
      rightSection={busy ? '…' : undefined}
      nothingFoundMessage="Nada encontrado"
    />
  );
}
