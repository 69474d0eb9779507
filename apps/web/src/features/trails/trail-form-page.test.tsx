import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TRAIL_MESSAGES } from '@backoffice/domain/schemas/trail';
import type { OwnerOptionsQuery } from '../../generated/account/graphql.ts';
import type { CategoryOptionsQuery } from '../../generated/dam/graphql.ts';
import type { ProofOptionsQuery, TrailQuery } from '../../generated/lms/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import type { Trail } from './api/use-trail.ts';
import TrailFormPage from './trail-form-page.tsx';

const TRAIL: Trail = {
  id: 9,
  title: 'Trilha Seguros',
  description: 'Do básico ao avançado',
  thumbnail: null,
  active: 1,
  blockcontent: 0,
  owner: 0,
  owner_name: null,
  reactionevaluation_id: 20,
  reactionevaluation: { id: 20, title: 'Reação' },
  proof_id: 10,
  proof: { id: 10, title: 'Prova' },
  date_publish: null,
  date_unpublish: null,
  date_publish_format: '',
  date_unpublish_format: '',
  categories: [{ id: 40, title: 'Seguros' }],
  created_at: '2026-01-04T15:00:00.000Z',
  created_by: 1,
  updated_at: '2026-01-04T15:00:00.000Z',
  updated_by: 1,
};

let api: ApiStub;
let failSave = false;

beforeEach(() => {
  failSave = false;
  api = stubApi({
    graphql: {
      Trail: ({ id }): TrailQuery => ({ trail: id === TRAIL.id ? TRAIL : null }),
      SaveTrailRecord: () => {
        if (failSave) throw new Error('Falhou no servidor');
        return { createOrUpdateTrail: TRAIL };
      },
      LinkTrailCategory: () => ({ createCategoryHasTrail: { id: 1 } }),
      UnlinkTrailCategory: () => ({ deleteCategoryHasTrail: true }),
      OwnerOptions: (): OwnerOptionsQuery => ({ special: [{ id: 5, name: 'Bruna Lima' }], admin: [] }),
      CategoryOptions: (): CategoryOptionsQuery => ({
        category_options: [
          { id: 40, title: 'Seguros', parent_id: 0 },
          { id: 41, title: 'Vendas', parent_id: 0 },
        ],
      }),
      ProofOptions: ({ type_id }): ProofOptionsQuery => ({ proof_collections: type_id === 1 ? [{ id: 10, title: 'Prova' }] : [{ id: 20, title: 'Reação' }] }),
    },
  });
});

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

async function pick(placeholder: string, option: string) {
  fireEvent.click(screen.getByPlaceholderText(placeholder));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('trail form', () => {
  it('refuses a new trail without title, category, reaction evaluation and proof, sending nothing', async () => {
    renderWithApp(<TrailFormPage />, { path: '/Trail-new', route: '/Trail-new' });
    expect(await screen.findByRole('heading', { name: 'Nova Trilha' })).toBeTruthy();
    save();
    for (const message of [TRAIL_MESSAGES.titleRequired, TRAIL_MESSAGES.categoriesRequired, TRAIL_MESSAGES.reactionRequired, TRAIL_MESSAGES.proofRequired]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(api.variablesOf('SaveTrailRecord')).toEqual([]);
  });

  it("tells 'Escolha a pessoa responsável' without an owner once saved, yet saves the trail without one", async () => {
    renderWithApp(<TrailFormPage />, { path: '/Trail-new', route: '/Trail-new' });
    expect(await screen.findByRole('heading', { name: 'Nova Trilha' })).toBeTruthy();
    // Not in error before the user did anything.
    expect(screen.queryByText(TRAIL_MESSAGES.ownerRequired)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Nova trilha de vendas' } });
    await pick('Escolha as categorias', 'Vendas');
    await pick('Escolha uma avaliação de reação', 'Reação');
    await pick('Escolha uma prova', 'Prova');
    expect(screen.queryByText(TRAIL_MESSAGES.ownerRequired)).toBeNull();
    save();
    expect(await screen.findByText(TRAIL_MESSAGES.ownerRequired)).toBeTruthy();
    await waitFor(() => expect(api.variablesOf('SaveTrailRecord')).toHaveLength(1));
    expect(api.variablesOf('SaveTrailRecord')[0]).toMatchObject({
      title: 'Nova trilha de vendas',
      owner: 0,
      categories: [41],
      reactionevaluation_id: 20,
      proof_id: 10,
      active: 1,
      blockcontent: 0,
    });
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    // Once an owner is chosen the notice goes.
    await pick('Escolha a pessoa responsável', 'Bruna Lima');
    await waitFor(() => expect(screen.queryByText(TRAIL_MESSAGES.ownerRequired)).toBeNull());
  });

  it('tells the owner notice with the other messages when a save is refused', async () => {
    renderWithApp(<TrailFormPage />, { path: '/Trail-new', route: '/Trail-new' });
    expect(await screen.findByRole('heading', { name: 'Nova Trilha' })).toBeTruthy();
    save();
    expect(await screen.findByText(TRAIL_MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByText(TRAIL_MESSAGES.ownerRequired)).toBeTruthy();
  });

  it('tells the owner notice when the empty owner field is left', async () => {
    renderWithApp(<TrailFormPage />, { path: '/Trail-new', route: '/Trail-new' });
    const owner = await screen.findByPlaceholderText('Escolha a pessoa responsável');
    fireEvent.focus(owner);
    expect(screen.queryByText(TRAIL_MESSAGES.ownerRequired)).toBeNull();
    fireEvent.blur(owner);
    expect(await screen.findByText(TRAIL_MESSAGES.ownerRequired)).toBeTruthy();
  });

  it("refuses a description over 512 characters with 'Descrição muito longa'", async () => {
    renderWithApp(<TrailFormPage />, { path: '/Trail-edit/9', route: '/Trail-edit/:id' });
    fireEvent.change(await screen.findByLabelText('Descrição'), { target: { value: 'x'.repeat(513) } });
    save();
    expect(await screen.findByText(TRAIL_MESSAGES.descriptionTooLong)).toBeTruthy();
    expect(api.variablesOf('SaveTrailRecord')).toEqual([]);
  });

  it('links a category at once on edit, and shows the update failure of the error catalogue with saving enabled again', async () => {
    renderWithApp(<TrailFormPage />, { path: '/Trail-edit/9', route: '/Trail-edit/:id' });
    expect(await screen.findByDisplayValue('Trilha Seguros')).toBeTruthy();
    await pick('Escolha as categorias', 'Vendas');
    await waitFor(() => expect(api.variablesOf('LinkTrailCategory')).toEqual([{ trail_id: 9, category_id: 41 }]));
    const show = vi.spyOn(notifications, 'show');
    failSave = true;
    save();
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: TRAIL_MESSAGES.updateFailed, message: 'Falhou no servidor' })));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false));
    expect(api.variablesOf('SaveTrailRecord')[0]).toEqual({
      id: 9,
      updated_at: TRAIL.updated_at,
      title: 'Trilha Seguros',
      description: 'Do básico ao avançado',
      owner: 0,
      reactionevaluation_id: 20,
      proof_id: 10,
      blockcontent: 0,
      active: 1,
      date_publish: null,
      date_unpublish: null,
    });
  });
});
