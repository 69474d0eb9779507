import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import type { AttachResult } from './api/use-attach-values.ts';
import { SegmentationField, typedValues } from './segmentation-field.tsx';

const PLACEHOLDER = 'Digite 3 caracteres para buscar ou cole valores separados por vírgula';

describe('typedValues', () => {
  it('takes the values complete before the last separator and leaves the rest to search', () => {
    expect(typedValues('123, 456, 78')).toEqual({ values: ['123', '456'], rest: '78' });
    expect(typedValues('123,')).toEqual({ values: ['123'], rest: '' });
    expect(typedValues('123; 123 ;;456\n')).toEqual({ values: ['123', '456'], rest: '' });
    expect(typedValues(' , ,x')).toEqual({ values: [], rest: 'x' });
    expect(typedValues('Diretoria Sul')).toEqual({ values: [], rest: 'Diretoria Sul' });
  });
});

function setup(result: AttachResult = { attached: 1, not_found: [], not_found_count: 0 }) {
  const onAttachValues = vi.fn(async (_values: string[]) => result);
  const onSearch = vi.fn();
  function Harness() {
    const [search, setSearch] = useState('');
    return (
      <SegmentationField
        label="Diretoria"
        options={[{ value: '1', label: 'DIR-001' }]}
        linked={['1']}
        search={search}
        onSearchChange={(s) => {
          onSearch(s);
          setSearch(s);
        }}
        onLink={async () => undefined}
        onUnlink={async () => undefined}
        onAttachValues={onAttachValues}
      />
    );
  }
  renderWithApp(<Harness />);
  const input = screen.getByPlaceholderText(PLACEHOLDER) as HTMLInputElement;
  // Mantine takes a change of an unfocused input for autofill, not typing.
  input.focus();
  return { onAttachValues, onSearch, input };
}

describe('SegmentationField', () => {
  it('looks up every pasted comma-separated value and lists the unknown ones', async () => {
    const { onAttachValues, input } = setup({ attached: 2, not_found: ['789', 'XYZ'], not_found_count: 2 });
    fireEvent.paste(input, { clipboardData: { getData: () => '123, 456, 789,XYZ' } });
    await waitFor(() => expect(onAttachValues).toHaveBeenCalledWith(['123', '456', '789', 'XYZ']));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Itens não cadastrados por não existir na base: 789, XYZ');
    expect(input.value).toBe('');
  });

  it('leaves a paste without separators to the search', async () => {
    const { onAttachValues, input } = setup();
    fireEvent.paste(input, { clipboardData: { getData: () => 'DIR' } });
    fireEvent.change(input, { target: { value: 'DIR' } });
    expect(input.value).toBe('DIR');
    expect(onAttachValues).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('attaches a typed value as soon as a comma follows it, keeping the rest to search', async () => {
    const { onAttachValues, onSearch, input } = setup();
    fireEvent.change(input, { target: { value: '123, 45' } });
    await waitFor(() => expect(onAttachValues).toHaveBeenCalledWith(['123']));
    expect(onSearch).toHaveBeenLastCalledWith('45');
    expect(input.value).toBe('45');
    // Every value found: no alert.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
