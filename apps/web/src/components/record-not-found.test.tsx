import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileInput } from '@backoffice/domain/schemas/profile';
import { ApiError } from '../lib/api.ts';
import { useIdParam } from '../lib/use-id-param.ts';
import { renderWithApp } from '../test/render.tsx';
import { FormPage, useEditRecord } from './form-page.tsx';
import { ListPage } from './list-page.tsx';

type Profile = { title: string; kind: string; updated_at: string };

/** An edit screen over a query in a given state, as the feature screens build theirs. */
function EditScreen({
  query,
  accept,
}: {
  query: { isPending: boolean; isError: boolean; data?: Profile | null; error?: unknown };
  accept?: (p: Profile) => boolean;
}) {
  const id = useIdParam();
  const record = useEditRecord(id, query, (p) => ({ title: p.title }), { accept });
  return (
    <FormPage
      title={record ? 'Editar perfil' : 'Novo perfil'}
      back="/Profiles"
      schema={profileInput}
      initialValues={{ title: '' }}
      record={record}
      onSave={async () => undefined}
    >
      {(form) => <TextInput label="Título" {...form.getInputProps('title')} />}
    </FormPage>
  );
}

const at = (path: string, ui: React.ReactNode) => renderWithApp(ui, { path, route: '/Profile-edit/:id' });

describe('an address naming no record', () => {
  it('unknown (null or NOT_FOUND) or of another kind: the not-found screen, not "Erro :("', async () => {
    const cases = [
      { isPending: false, isError: false, data: null },
      { isPending: false, isError: true, error: new ApiError(['Perfil não encontrado'], 'NOT_FOUND') },
    ];
    for (const query of cases) {
      const { unmount } = at('/Profile-edit/99999', <EditScreen query={query} />);
      expect(await screen.findByText('Registro não encontrado')).toBeTruthy();
      expect(screen.queryByText('Erro :(')).toBeNull();
      unmount();
    }
    at(
      '/Profile-edit/7',
      <EditScreen
        query={{ isPending: false, isError: false, data: { title: 'Online', kind: 'online', updated_at: 'x' } }}
        accept={(p) => p.kind === 'presential'}
      />,
    );
    expect(await screen.findByText('Registro não encontrado')).toBeTruthy();
  });

  it('a list whose parent record is not there shows the not-found screen, not an empty usable list', async () => {
    renderWithApp(
      <ListPage<{ id: number }>
        title="Perguntas"
        actions={<button type="button">Nova Pergunta</button>}
        query={{ isPending: false, isError: false, data: { rows: [], total: 0 } }}
        parent={{ isPending: false, data: null }}
        columns={[{ header: 'ID', render: (r) => r.id }]}
        rowKey={(r) => r.id}
      />,
    );
    expect(await screen.findByText('Registro não encontrado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nova Pergunta' })).toBeNull();
  });
});
