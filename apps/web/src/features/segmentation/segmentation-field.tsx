import { Alert, MultiSelect, Stack } from '@mantine/core';
import { useState, type ClipboardEvent } from 'react';
import { SEGMENTATION_MESSAGES, SEGMENTATION_SEARCH_MIN, splitSegmentationValues } from '@backoffice/domain/schemas/segmentation';
import { diffSelection } from '../../components/link-multi-select.tsx';
import { usePropState } from '../../components/use-prop-state.ts';
import { notifyError } from '../../lib/notify.ts';
import type { AttachResult } from './api/use-attach-values.ts';

const SEPARATOR = /[,;\r\n\t]/;

/**
 * What typing did to the search box: the values complete before the last separator are to be
 * looked up and attached; the rest stays in the box (and is searched). No separator: no values.
 */
export function typedValues(text: string): { values: string[]; rest: string } {
  if (!SEPARATOR.test(text)) return { values: [], rest: text };
  const parts = text.split(SEPARATOR);
  const rest = parts.pop() ?? '';
  return { values: splitSegmentationValues(parts.join(',')), rest: rest.trimStart() };
}

export interface FieldOption {
  value: string;
  label: string;
}

/**
 * The values of one account field attached to an item: picking or unpicking one attaches or
 * detaches it at once (as LinkMultiSelect); 3+ typed characters search the field's values;
 * values typed or pasted with commas are looked up and attached, the unknown ones listed.
 */
export function SegmentationField(props: {
  label: string;
  /** The attached values and the search results, as options (value = the value's id). */
  options: FieldOption[];
  linked: string[];
  search: string;
  onSearchChange: (search: string) => void;
  onLink: (valueId: string) => Promise<unknown>;
  onUnlink: (valueId: string) => Promise<unknown>;
  onAttachValues: (values: string[]) => Promise<AttachResult>;
}) {
  const [value, setValue] = usePropState(props.linked, props.linked.join(','));
  const [busy, setBusy] = useState(false);
  const [notFound, setNotFound] = useState<string[]>([]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const change = (next: string[]) =>
    run(async () => {
      const { added, removed } = diffSelection(value, next);
      setValue(next);
      try {
        for (const v of added) await props.onLink(v);
        for (const v of removed) await props.onUnlink(v);
      } catch {
        setValue(props.linked);
      }
    });

  const attach = (values: string[]) =>
    run(async () => {
      if (!values.length) return;
      try {
        const result = await props.onAttachValues(values);
        setNotFound(result.not_found);
      } catch (error) {
        notifyError(error);
      }
    });

  const searchChange = (text: string) => {
    const { values, rest } = typedValues(text);
    props.onSearchChange(rest);
    if (values.length) void attach(values);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!SEPARATOR.test(text)) return;
    event.preventDefault();
    props.onSearchChange('');
    void attach(splitSegmentationValues(`${props.search},${text}`));
  };

  const short = props.search.trim().length < SEGMENTATION_SEARCH_MIN;
  return (
    <Stack gap={4}>
      <MultiSelect
        label={props.label}
        placeholder="Digite 3 caracteres para buscar ou cole valores separados por vírgula"
        data={props.options}
        value={value}
        onChange={(next) => void change(next)}
        searchable
        searchValue={props.search}
        onSearchChange={searchChange}
        onPaste={paste}
        // The server already searched: show its answer as it is.
        filter={({ options }) => options}
        clearable={false}
        rightSection={busy ? '…' : undefined}
        nothingFoundMessage={short ? SEGMENTATION_MESSAGES.searchTooShort : 'Nada encontrado'}
      />
      {notFound.length > 0 && (
        <Alert color="orange" role="alert" withCloseButton closeButtonLabel="Fechar" onClose={() => setNotFound([])}>
          {SEGMENTATION_MESSAGES.notFoundList(notFound)}
        </Alert>
      )}
    </Stack>
  );
}
