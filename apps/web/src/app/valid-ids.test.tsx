import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileInput } from '@backoffice/domain/schemas/profile';
import { FormPage, useEditRecord } from '../components/form-page.tsx';
import { useIdParam } from '../lib/use-id-param.ts';
import { renderWithApp } from '../test/render.tsx';
import { ValidIds } from './valid-ids.tsx';

/** An edit screen that would take an absent id for a new record. */
function EditScreen() {
  const id = useIdParam();
  const record = useEditRecord(id, { isPending: false, isError: false, data: { title: 'Perfil', updated_at: 'V1' } }, (p) => ({ title: p.title }));
  return (
    <FormPage title="Perfil" schema={profileInput} initialValues={{ title: '' }} record={record} onSave={async () => undefined}>
      {(form) => <TextInput label="Título" {...form.getInputProps('title')} />}
    </FormPage>
  );
}

const at = (path: string) =>
  renderWithApp(
    <ValidIds>
      <EditScreen />
    </ValidIds>,
    { path, route: '/Profile-edit/:id' },
  );

describe('ValidIds', () => {
  it('malformed: the not-found screen, never a creation form', async () => {
    for (const id of ['abc', '0', '-3', '1e3', '99999999999']) {
      const { unmount } = at(`/Profile-edit/${id}`);
      expect(await screen.findByText('Registro não encontrado')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
      unmount();
    }
  });

  it('lets a well-formed id through to its screen', async () => {
    at('/Profile-edit/12');
    expect(await screen.findByRole('button', { name: 'Salvar' })).toBeTruthy();
  });
});
