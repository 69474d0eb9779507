import { TextInput } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileInput } from '@backoffice/domain/schemas/profile';
import { gql, type TypedDocument } from '../lib/api.ts';
import { formFields, serverError, stubApi, type ApiStub } from '../test/api-stub.ts';
import { renderWithApp } from '../test/render.tsx';
import { FormPage, useEditRecord } from './form-page.tsx';

function ProfileForm({ onSave }: { onSave: (v: { title: string }) => Promise<unknown> }) {
  return (
    <FormPage title="Novo perfil" schema={profileInput} initialValues={{ title: '' }} onSave={onSave} redirectTo="/Profiles">
      {(form) => <TextInput label="Título" {...form.getInputProps('title')} />}
    </FormPage>
  );
}

afterEach(() => vi.useRealTimers());

const SAVE_PROFILE = 'mutation SaveProfile($title: String!) { saveProfile(title: $title) { id } }' as unknown as TypedDocument<unknown, { title: string }>;

describe('FormPage', () => {
  it('refuses an invalid form with the domain message and focuses the field', async () => {
    const onSave = vi.fn(async () => undefined);
    renderWithApp(<ProfileForm onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo título é obrigatório!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Título'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('tells a refused form as a toast too, the messages staying under the inputs', async () => {
    renderWithApp(<ProfileForm onSave={vi.fn()} />, { toasts: true });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Corrija o campo destacado no formulário.')).toBeTruthy();
    expect(screen.getAllByText('O campo título é obrigatório!')).toHaveLength(1);
    expect(screen.getByLabelText('Título').getAttribute('aria-invalid')).toBe('true');
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
    // Until the list shows, the button stays disabled: a second click saves nothing.
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(2100));
    expect(router.state.location.pathname).toBe('/Profiles');
  });

  it("sends a new record's creates with the form's Idempotency-Key, the same on a retry, none on an edit", async () => {
    const api = stubApi({ graphql: { SaveProfile: () => Promise.reject(serverError('Falha de rede')) } });
    const save = (values: { title: string }) => gql('account', SAVE_PROFILE, { title: values.title });
    renderWithApp(<ProfileForm onSave={save} />, { path: '/Profile-new' });
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Auditoria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    const keys = api.calls.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // Outside a save, a mutation carries no key.
    await gql('account', SAVE_PROFILE, { title: 'Outro' }).catch(() => undefined);
    expect(api.calls[2].headers.get('idempotency-key')).toBeNull();
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
        <FormPage title={saving ? 'Salvando' : 'Editar perfil'} schema={profileInput} initialValues={{ title: '' }} record={record} onSave={save}>
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
        <FormPage title="Editar perfil" schema={profileInput} initialValues={{ title: '' }} record={record} onSave={onSave}>
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

describe('useEditRecord', () => {
  const LOAD_FAILED = 'Ocorreu um erro ao carregar as informações.';
  type Query = { isPending: boolean; isError: boolean; data?: { name: string; updated_at: string } | null };

  let setQuery: (query: Query) => void = () => {};

  /** An edit screen of a profile whose query a test sets (and may change, as a fetch does). */
  function Edit({
    id,
    query: first,
    required,
    onSave = async () => undefined,
  }: {
    id?: number;
    query: Query;
    required?: boolean;
    onSave?: (v: { title: string }, version: object) => Promise<unknown>;
  }) {
    const [query, set] = useState(first);
    setQuery = set;
    const record = useEditRecord(id, query, (p) => ({ title: p.name }), { loadFailed: LOAD_FAILED, required });
    return (
      <>
        <Notifications />
        <FormPage title={record ? 'Editar perfil' : 'Novo perfil'} schema={profileInput} initialValues={{ title: '' }} record={record} onSave={onSave}>
          {(form) => <TextInput label="Título" {...form.getInputProps('title')} />}
        </FormPage>
      </>
    );
  }
  afterEach(() => act(() => notifications.clean()));

  it("shows 'Carregando...' while the record loads, then its values, and saves with its version", async () => {
    const onSave = vi.fn(async () => undefined);
    renderWithApp(<Edit id={3} query={{ isPending: true, isError: false }} onSave={onSave} />);
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    act(() => setQuery({ isPending: false, isError: false, data: { name: 'Auditoria', updated_at: 'V1' } }));
    expect(await screen.findByDisplayValue('Auditoria')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ title: 'Auditoria' }, { updated_at: 'V1' }));
  });

  it("shows 'Erro :(' and the load failure once when the record failed to load", async () => {
    renderWithApp(<Edit id={3} query={{ isPending: false, isError: true }} />);
    expect(screen.getByText('Erro :(')).toBeTruthy();
    expect(await screen.findAllByText(LOAD_FAILED)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it("shows the not-found screen, with the screen's load failure, when the record is not there", async () => {
    renderWithApp(<Edit id={3} query={{ isPending: false, isError: false, data: null }} />);
    expect(screen.getByText('Registro não encontrado')).toBeTruthy();
    expect(screen.queryByText('Erro :(')).toBeNull();
    expect(await screen.findAllByText(LOAD_FAILED)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it('is a new record without an id, and an error when the screen requires one', async () => {
    const idle = { isPending: true, isError: false };
    const { unmount } = renderWithApp(<Edit query={idle} />);
    expect(screen.getByText('Novo perfil')).toBeTruthy();
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
    unmount();
    renderWithApp(<Edit query={idle} required />);
    expect(screen.getByText('Erro :(')).toBeTruthy();
    expect(await screen.findByText(LOAD_FAILED)).toBeTruthy();
  });
});

describe('FormPage uploads after create', () => {
  const upload = { label: 'Miniatura', url: '/api/v1/lms/course_thumb' };
  let api: ApiStub;
  const sent = () => api.requestsTo(`POST ${upload.url}`).map((r) => ({ url: r.url, fields: formFields(r.body) }));
  beforeEach(() => {
    api = stubApi({ rest: { [`POST ${upload.url}`]: () => ({ id: 9, thumbnail: '/lms/assets/9.png' }) } });
  });
  const Course = ({
    record,
    onSave,
  }: {
    record?: { isPending: boolean; isError: boolean; data: { title: string } };
    onSave: () => Promise<{ id: number }>;
  }) => (
    <FormPage title="Curso" schema={profileInput} initialValues={{ title: '' }} record={record} onSave={onSave} uploadsAfterCreate={[upload]}>
      {(form) => <TextInput label="Título" {...form.getInputProps('title')} />}
    </FormPage>
  );

  it('keeps the chosen file of a new record and sends it with the id the create returned', async () => {
    let finish: (saved: { id: number }) => void = () => {};
    const onSave = vi.fn(() => new Promise<{ id: number }>((resolve) => (finish = resolve)));
    renderWithApp(<Course onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Seguro Auto' } });
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'capa.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [image] } });
    expect(await screen.findByText('capa.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual([]);
    await act(async () => finish({ id: 77 }));
    await waitFor(() =>
      expect(sent()).toEqual([
        {
          url: upload.url,
          fields: [
            ['id', '77'],
            ['file', 'capa.png'],
          ],
        },
      ]),
    );
  });

  it('offers no file field when editing (the upload card does that at once)', () => {
    renderWithApp(<Course record={{ isPending: false, isError: false, data: { title: 'Seguro Auto' } }} onSave={async () => ({ id: 1 })} />);
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
