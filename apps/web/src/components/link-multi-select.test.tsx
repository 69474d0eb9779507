import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { diffSelection, LinkMultiSelect } from './link-multi-select.tsx';

const DATA = [
  { value: '1', label: 'Dashboard' },
  { value: '2', label: 'Usuários' },
  { value: '3', label: 'Perfis Admin' },
];

function setup(linked: string[], overrides: Partial<Parameters<typeof LinkMultiSelect>[0]> = {}) {
  const onLink = vi.fn(async () => undefined);
  const onUnlink = vi.fn(async () => undefined);
  renderWithApp(<LinkMultiSelect label="Módulos" placeholder="Escolha" data={DATA} linked={linked} onLink={onLink} onUnlink={onUnlink} {...overrides} />);
  return { onLink, onUnlink };
}

async function clickOption(name: string) {
  fireEvent.click(screen.getByPlaceholderText('Escolha'));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('diffSelection', () => {
  it('tells which values were added and which removed', () => {
    expect(diffSelection(['1', '2'], ['2', '3'])).toEqual({ added: ['3'], removed: ['1'] });
    expect(diffSelection([], [])).toEqual({ added: [], removed: [] });
  });
});

describe('LinkMultiSelect', () => {
  it('creates the link as soon as an option is picked', async () => {
    const { onLink, onUnlink } = setup(['1']);
    await clickOption('Perfis Admin');
    await waitFor(() => expect(onLink).toHaveBeenCalledWith('3'));
    expect(onUnlink).not.toHaveBeenCalled();
  });

  it('deletes the link as soon as a picked option is unpicked', async () => {
    const { onLink, onUnlink } = setup(['1', '2']);
    await clickOption('Usuários');
    await waitFor(() => expect(onUnlink).toHaveBeenCalledWith('2'));
    expect(onLink).not.toHaveBeenCalled();
  });

  it('returns to the server state when a link fails', async () => {
    const onLink = vi.fn(async () => {
      throw new Error('recusado');
    });
    setup(['1'], { onLink });
    await clickOption('Perfis Admin');
    await waitFor(() => expect(onLink).toHaveBeenCalled());
    await waitFor(() => {
      const hidden = document.querySelector('input[type="hidden"]') as HTMLInputElement | null;
      expect(hidden?.value).toBe('1');
    });
  });

  it('tells what is typed, for options searched on the server', async () => {
    const onSearchChange = vi.fn();
    setup([], { searchValue: '', onSearchChange });
    const input = screen.getByPlaceholderText('Escolha');
    // Mantine takes a change to an unfocused input for autofill, not typing.
    input.focus();
    fireEvent.change(input, { target: { value: 'Perf' } });
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith('Perf'));
  });
});
