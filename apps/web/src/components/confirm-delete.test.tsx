import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { confirmDelete } from './confirm-delete.tsx';

describe('confirmDelete', () => {
  it('after Excluir, reloads and tells the success as a notification, leaving no dialog over the app', async () => {
    const remove = vi.fn(async () => true);
    const onDeleted = vi.fn();
    renderWithApp(<Button onClick={() => confirmDelete({ what: 'a prova', remove, onDeleted })}>Apagar</Button>, { toasts: true });
    fireEvent.click(screen.getByRole('button', { name: 'Apagar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Exclusão concluída com sucesso!')).toBeTruthy();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(onDeleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing is left to close: the rest of the app takes clicks.
    expect(screen.getByRole('button', { name: 'Apagar' })).toBeTruthy();
  });

  it("adds 'Você pode restaurar em Lixeira.' where the record goes to the recycle bin", async () => {
    renderWithApp(<Button onClick={() => confirmDelete({ what: 'a prova', remove: async () => true, restorable: true })}>Apagar</Button>, { toasts: true });
    fireEvent.click(screen.getByRole('button', { name: 'Apagar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Exclusão concluída com sucesso!')).toBeTruthy();
    expect(screen.getByText('Você pode restaurar em Lixeira.')).toBeTruthy();
  });
});
