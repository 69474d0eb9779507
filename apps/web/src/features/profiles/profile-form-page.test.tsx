import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProfileQuery, ProfilesQuery, SaveProfileRecordMutation } from '../../generated/account/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import ProfileFormPage from './profile-form-page.tsx';

const updated_at = '2026-01-02T10:00:00.000Z';
const PROFILES: ProfilesQuery['profiles_collections'] = [
  { id: 15, title: 'Gestor de Conteúdo', is_admin: true, is_superadmin: false, userCount: 2, updated_at },
  { id: 40, title: 'Marketing', is_admin: true, is_superadmin: false, userCount: 0, updated_at },
];
const DUPLICATE = 'Já existe um perfil com este título.';

let api: ApiStub;

beforeEach(() => {
  api = stubApi({
    graphql: {
      Profiles: (): ProfilesQuery => ({ profiles_collections: PROFILES }),
      Profile: ({ id }): ProfileQuery => ({ profile: PROFILES.find((p) => p.id === id) ?? null }),
      SaveProfileRecord: ({ id, input }): SaveProfileRecordMutation => ({
        createOrUpdateProfile: { id: id ?? 41, title: input.title ?? '', is_admin: false, is_superadmin: false, userCount: 0, updated_at },
      }),
    },
  });
});

const title = () => screen.getByRole('textbox', { name: /Título/ });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('profile form', () => {
  it('refuses a title another profile has, whatever its case and accents, sending nothing', async () => {
    renderWithApp(<ProfileFormPage />, { path: '/Profile-new', route: '/Profile-new' });
    await waitFor(() => expect((title() as HTMLInputElement).disabled).toBe(false));
    fireEvent.change(title(), { target: { value: 'gestor de conteudo' } });
    save();
    expect(await screen.findByText(DUPLICATE)).toBeTruthy();
    expect(api.variablesOf('SaveProfileRecord')).toEqual([]);
  });

  it("keeps the profile's own title on edit, in another case", async () => {
    renderWithApp(<ProfileFormPage />, { path: '/Profile-edit/40', route: '/Profile-edit/:id' });
    expect(await screen.findByDisplayValue('Marketing')).toBeTruthy();
    fireEvent.change(title(), { target: { value: 'MARKETING' } });
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(api.variablesOf('SaveProfileRecord')).toEqual([{ id: 40, updated_at, input: { title: 'MARKETING' } }]);
  });
});
