import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OwnerOptionsQuery } from '../../generated/account/graphql.ts';
import type { AssetQuery, CategoryOptionsQuery, SaveAssetRecordMutation } from '../../generated/dam/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import type { Asset } from './api/use-asset.ts';
import AssetEditPage from './asset-edit-page.tsx';

const ASSET: Asset = {
  id: 12,
  module_name: 'Media',
  external_parent_id: null,
  title: 'Manual do Seguro',
  directlink: 'https://exemplo.com/manual',
  thumbnail: null,
  active: 1,
  owner: 5,
  owner_name: 'Bruna Lima',
  showgrid: 1,
  date_publish: '2026-01-05T15:00:00.000Z',
  date_unpublish: null,
  created_at: '2026-01-04T15:00:00.000Z',
  created_by: 1,
  updated_at: '2026-01-04T15:00:00.000Z',
  updated_by: 1,
  in_trails: false,
  file: { id: 3, url: '/api/v1/dam/file/3', mime: 'application/pdf', original_name: 'manual.pdf', size: 1200 },
  categories: [{ id: 40, title: 'Seguros' }],
};

let api: ApiStub;

beforeEach(() => {
  api = stubApi({
    graphql: {
      Asset: ({ id }): AssetQuery => ({ asset: id === ASSET.id ? ASSET : null }),
      SaveAssetRecord: ({ input }): SaveAssetRecordMutation => ({ createOrUpdateAsset: { ...ASSET, ...input } }),
      OwnerOptions: (): OwnerOptionsQuery => ({
        special: [
          { id: 5, name: 'Bruna Lima' },
          { id: 9, name: 'Ana Souza' },
        ],
        admin: [
          { id: 9, name: 'Ana Souza' },
          { id: 2, name: 'Carlos Dias' },
        ],
      }),
      CategoryOptions: (): CategoryOptionsQuery => ({
        category_options: [
          { id: 40, title: 'Seguros', parent_id: 0 },
          { id: 42, title: 'Auto', parent_id: 40 },
          { id: 41, title: 'Vendas', parent_id: 0 },
        ],
      }),
    },
  });
});

const saved = () => api.variablesOf('SaveAssetRecord');
const renderPage = () => renderWithApp(<AssetEditPage />, { path: '/dam-edit/Media/12', route: '/dam-edit/Media/:id' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('/dam-edit', () => {
  it('loads the asset with its file, owner and flags', async () => {
    renderPage();
    expect(await screen.findByDisplayValue('Manual do Seguro')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Editar Conteúdo Digital' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'manual.pdf' }).getAttribute('href')).toBe('/api/v1/dam/file/3');
    expect((screen.getByLabelText('Ativo') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Exibir fora das trilhas') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByDisplayValue('Bruna Lima')).toBeTruthy());
    expect(api.variablesOf('OwnerOptions')).toEqual([{ special: 15, admin: 1 }]);
  });

  it('offers categories and their subcategories, the linked ones selected', async () => {
    renderPage();
    await screen.findByDisplayValue('Manual do Seguro');
    const input = document.querySelector('.mantine-MultiSelect-root input:not([type="hidden"])') as HTMLInputElement;
    await waitFor(() => expect(document.querySelector('.mantine-MultiSelect-root .mantine-Pill-root')?.textContent).toBe('Seguros'));
    fireEvent.click(input);
    expect(await screen.findByRole('option', { name: 'Seguros / Auto' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Vendas' })).toBeTruthy();
  });

  it('refuses an invalid link and a too long title with the domain messages, sending nothing', async () => {
    renderPage();
    await screen.findByDisplayValue('Manual do Seguro');
    fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: 'x'.repeat(81) } });
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'sem link' } });
    save();
    expect(await screen.findByText('O campo título deve ter no máximo 80 caracteres.')).toBeTruthy();
    expect(screen.getByText('Informe um link (URL) válido.')).toBeTruthy();
    expect(saved()).toEqual([]);
  });

  it('sends 0/1 flags, the owner id and ISO dates', async () => {
    renderPage();
    await screen.findByDisplayValue('Manual do Seguro');
    fireEvent.click(screen.getByLabelText('Exibir fora das trilhas'));
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: '' } });
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(saved()).toEqual([
      {
        id: 12,
        updated_at: ASSET.updated_at,
        input: {
          title: 'Manual do Seguro',
          directlink: null,
          active: 1,
          showgrid: 0,
          owner: 5,
          date_publish: '2026-01-05T15:00:00.000Z',
          date_unpublish: null,
        },
      },
    ]);
  });
});
