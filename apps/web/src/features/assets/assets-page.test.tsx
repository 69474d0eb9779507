import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import { ASSET_MESSAGES } from '@backoffice/domain/schemas/asset';
import type { AssetsQuery } from '../../generated/dam/graphql.ts';
import { attachment, serverError, stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import { assetRoute } from './asset-route.ts';
import AssetsPage from './assets-page.tsx';

const ROWS: AssetsQuery['assets_collections'] = [
  { id: 12, title: 'Manual do Seguro', active: 1, date_publish: '2026-01-05T15:00:00.000Z', date_unpublish: null, external_parent_id: null, in_trails: true },
  {
    id: 11,
    title: 'Tabela de comissões',
    active: 0,
    date_publish: '2026-01-02T12:30:00.000Z',
    date_unpublish: '2026-02-01T03:00:00.000Z',
    external_parent_id: null,
    in_trails: false,
  },
];

const BANNER_REPORT = 'GET /api/v1/analytics/report_banner';
let api: ApiStub;

beforeEach(() => {
  api = stubApi({
    graphql: { Assets: (): AssetsQuery => ({ assets_collections: ROWS, assets_collections_count: 2 }) },
    rest: { [BANNER_REPORT]: ({ query }) => attachment(`cliques-banner-${query.get('banner_id')}-manual.xlsx`, 'xlsx') },
  });
});
afterEach(() => vi.restoreAllMocks());

const requests = () => api.variablesOf('Assets');
const downloads = () => api.requestsTo(BANNER_REPORT).map((r) => r.url);
const rowOf = async (title: string) => (await screen.findByRole('cell', { name: title })).closest('tr')!;

describe('AssetsPage', () => {
  it('lists digital contents with their actions; linked trails only for assets in a trail', async () => {
    renderWithApp(<AssetsPage />, { path: '/Dam/Media?orderby=title&order=asc' });
    expect(await screen.findByRole('heading', { name: 'Conteúdo Digital' })).toBeTruthy();
    expect(requests()[0]).toMatchObject({ module_name: 'Media', external_parent_id: null, orderby: 'title', order: 'asc', limit: 20, page: 1 });
    const inTrail = within(await rowOf('Manual do Seguro'));
    expect(inTrail.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/dam-edit/Media/12');
    expect(inTrail.getByRole('link', { name: 'Substituir arquivo' }).getAttribute('href')).toBe('/dam-edit-file/Media/12');
    expect(inTrail.getByRole('link', { name: 'Segmentar' }).getAttribute('href')).toBe('/segmentation/Media/12');
    expect(inTrail.getByRole('link', { name: 'Trilhas vinculadas' }).getAttribute('href')).toBe('/dam-composition/12');
    expect(inTrail.getByText('05/01/2026 12:00')).toBeTruthy();
    const free = within(await rowOf('Tabela de comissões'));
    expect(free.queryByRole('link', { name: 'Trilhas vinculadas' })).toBeNull();
    expect((free.getByRole('button', { name: 'Trilhas vinculadas' }) as HTMLButtonElement).disabled).toBe(true);
    expect(free.getByText('01/02/2026 00:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Novo' }).getAttribute('href')).toBe('/Dam-new/Media');
  });

  it('has no linked-trails action outside /Dam/Media, and keeps the room of attachments', async () => {
    renderWithApp(<AssetsPage />, { path: '/Dam/AnexoSala/7' });
    expect(await screen.findByRole('heading', { name: 'Anexos da sala' })).toBeTruthy();
    expect(requests()[0]).toMatchObject({ module_name: 'AnexoSala', external_parent_id: 7 });
    const row = within(await rowOf('Manual do Seguro'));
    expect(row.queryByRole('link', { name: 'Trilhas vinculadas' })).toBeNull();
    expect(row.queryByRole('button', { name: 'Trilhas vinculadas' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Novo' }).getAttribute('href')).toBe('/Dam-new/AnexoSala/7');
  });
});

describe('delete action', () => {
  const remove = async (title: string) => {
    fireEvent.click(within(await rowOf(title)).getByRole('button', { name: 'Excluir' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
  };

  it('names what holds the asset when the server refuses it for that, and reloads after a deletion', async () => {
    const inTrails = ASSET_MESSAGES.inTrails(2);
    api = stubApi({
      graphql: {
        Assets: (): AssetsQuery => ({ assets_collections: ROWS, assets_collections_count: 2 }),
        DeleteAsset: ({ id }) => {
          if (id === 12) throw serverError(inTrails, 'CONFLICT');
          return { deleteAsset: true };
        },
      },
    });
    renderWithApp(<AssetsPage />, { path: '/Dam/Media', toasts: true });
    const show = vi.spyOn(notifications, 'show');
    await remove('Manual do Seguro');
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Não foi possível excluir o item por existirem registros filhos: 2 itens de trilha.' }),
      ),
    );
    expect(screen.queryByText(MESSAGES.deleted)).toBeNull();

    await remove('Tabela de comissões');
    expect(await screen.findByText(MESSAGES.deleted)).toBeTruthy();
    expect(api.variablesOf('DeleteAsset')).toEqual([{ id: 12 }, { id: 11 }]);
  });

  it("shows the spec's text for any other failure", async () => {
    api = stubApi({
      graphql: {
        Assets: (): AssetsQuery => ({ assets_collections: ROWS, assets_collections_count: 2 }),
        DeleteAsset: () => {
          throw serverError('Erro interno.', 'INTERNAL_SERVER_ERROR');
        },
      },
    });
    renderWithApp(<AssetsPage />, { path: '/Dam/Media' });
    const show = vi.spyOn(notifications, 'show');
    await remove('Manual do Seguro');
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: ASSET_MESSAGES.hasChildren })));
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe('banner report action', () => {
  it('downloads the clicks of a banner from /Dam/Banner', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    renderWithApp(<AssetsPage />, { path: '/Dam/Banner' });
    expect(await screen.findByRole('heading', { name: 'Banner' })).toBeTruthy();
    expect(requests()[0]).toMatchObject({ module_name: 'Banner' });
    const row = within(await rowOf('Manual do Seguro'));
    fireEvent.click(row.getByRole('button', { name: 'Relatório do banner' }));
    await waitFor(() => expect(downloads()).toEqual(['/api/v1/analytics/report_banner?banner_id=12']));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    fireEvent.click(within(await rowOf('Tabela de comissões')).getByRole('button', { name: 'Relatório do banner' }));
    await waitFor(() => expect(downloads()).toEqual(['/api/v1/analytics/report_banner?banner_id=12', '/api/v1/analytics/report_banner?banner_id=11']));
    expect(row.queryByRole('link', { name: 'Trilhas vinculadas' })).toBeNull();
  });

  it('is not offered for other types', async () => {
    for (const path of ['/Dam/Media', '/Dam/chatBanner']) {
      const { unmount } = renderWithApp(<AssetsPage />, { path });
      const row = within(await rowOf('Manual do Seguro'));
      expect(row.getByRole('link', { name: 'Editar' })).toBeTruthy();
      expect(row.queryByRole('button', { name: 'Relatório do banner' })).toBeNull();
      unmount();
    }
  });
});

describe('assetRoute', () => {
  it('builds the /Dam and /DamCourse paths from the same screens', () => {
    const media = assetRoute('Media', null, false);
    expect([media.list, media.create, media.edit(3), media.editFile(3)]).toEqual([
      '/Dam/Media',
      '/Dam-new/Media',
      '/dam-edit/Media/3',
      '/dam-edit-file/Media/3',
    ]);
    const course = assetRoute('AnexoCurso', 40, true);
    expect([course.list, course.create, course.edit(3), course.editFile(3)]).toEqual([
      '/DamCourse/AnexoCurso/40',
      '/DamCourse-new/AnexoCurso/40',
      '/DamCourse-edit/AnexoCurso/40/3',
      '/dam-edit-file/AnexoCurso/3',
    ]);
    expect(assetRoute('chatBanner', null, false).title).toBe('Banner da Sala Virtual');
  });
});
