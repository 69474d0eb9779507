import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileInput } from '@backoffice/domain/schemas/profile';
import { renderWithApp } from '../test/render.tsx';
import { FormPage } from './form-page.tsx';

function ProfileForm({ onSave }: { onSave: (v: { title: string }) => Promise<unknown> }) {
  return (
    <FormPage<{ title: string }> title="Novo perfil" schema={profileInput} initialValues={{ title: '' }} onSave={onSave} redirectTo="/Profiles">
      {(form) => <TextInput label="Título" {...form.getInputProps('title')} />}
    </FormPage>
  );
}

afterEach(() => vi.useRealTimers());

describe('FormPage', () => {
  it('refuses an invalid form with the domain message and focuses the field', async () => {
    const onSave = vi.fn(async () => undefined);
    renderWithApp(<ProfileForm onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo título é obrigatório!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Título'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves once, shows the saved message and returns to the list after 2 s', async () => {
    let finish: () => void = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { router } = renderWithApp(<ProfileForm onSave={onSave} />, { path: '/Profile-new' });
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Auditoria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({ title: 'Auditoria' }, {});

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => finish());
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Profile-new');
    await act(async () => vi.advanceTimersByTime(2100));
    expect(router.state.location.pathname).toBe('/Profiles');
  });
});

describe('FormPage with a record', () => {
  it('keeps what the user typed when the screen re-renders with an equal record', async () => {
    const onSave = vi.fn();
    function Edit() {
      // Like a mutation hook: the screen re-renders while saving...
      const [saving, setSaving] = useState(false);
      // ...and maps the query result to a new object on every render.
      const record = { isPending: false, isError: false, data: { title: 'Original' } };
      const save = (values: { title: string }) => {
        onSave(values);
        setSaving(true);
        return new Promise<void>(() => {});
      };
      return (
        <FormPage<{ title: string }> title={saving ? 'Salvando' : 'Editar perfil'} schema={profileInput} initialValues={{ title: '' }} record={record} onSave={save}>
          {(form) => <TextInput label="Título" {...form.getInputProps('title')} />}
        </FormPage>
      );
    }
    renderWithApp(<Edit />);
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Original');
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Novo título' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ title: 'Novo título' }));
    await screen.findByText('Salvando');
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Novo título');
  });
});

describe('FormPage and the record version', () => {
  const V1 = '2026-03-02T14:10:00.000Z';
  const V2 = '2026-03-02T14:12:30.500Z';
  const title = () => screen.getByLabelText('Título') as HTMLInputElement;
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

  /** An edit screen whose record a test can replace, as a refetch does. */
  function renderEdit(onSave: (values: { title: string }, version: { updated_at?: string }) => Promise<unknown>) {
    let setRecord: (r: { title: string; updated_at: string }) => void = () => {};
    function Edit() {
      const [loaded, setLoaded] = useState({ title: 'Original', updated_at: V1 });
      setRecord = setLoaded;
      const record = { isPending: false, isError: false, data: { title: loaded.title }, updated_at: loaded.updated_at };
      return (
        <FormPage<{ title: string }> title="Editar perfil" schema={profileInput} initialValues={{ title: '' }} record={record} onSave={onSave}>
          {(form) => <TextInput label="Título" {...form.getInputProps('title')} />}
        </FormPage>
      );
    }
    renderWithApp(<Edit />);
    return { refetched: (r: { title: string; updated_at: string }) => act(() => setRecord(r)) };
  }

  it('hands onSave the updated_at of the record it loaded', async () => {
    const onSave = vi.fn(async () => undefined);
    renderEdit(onSave);
    fireEvent.change(title(), { target: { value: 'Novo título' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ title: 'Novo título' }, { updated_at: V1 }));
  });

  it('after a refetch with the same values, sends the newer version and keeps what was typed', async () => {
    const onSave = vi.fn(async () => undefined);
    const { refetched } = renderEdit(onSave);
    fireEvent.change(title(), { target: { value: 'Digitado' } });
    // E.g. the user's own banner upload: same form values, a new updated_at.
    refetched({ title: 'Original', updated_at: V2 });
    expect(title().value).toBe('Digitado');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ title: 'Digitado' }, { updated_at: V2 }));
  });

  it('keeps what the user typed when the save is refused', async () => {
    const onSave = vi.fn(async () => {
      throw new Error('CONFLICT');
    });
    renderEdit(onSave);
    fireEvent.change(title(), { target: { value: 'Minha versão' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false));
    expect(title().value).toBe('Minha versão');
    expect(screen.queryByText('Salvo com sucesso!')).toBeNull();
  });
});
