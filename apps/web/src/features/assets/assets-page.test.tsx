import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { assetRoute } from './asset-route.ts';
import AssetsPage from './assets-page.tsx';

const ROWS = [
  { id: 12, title: 'Manual do Seguro', active: 1, date_publish: '2026-01-05T15:00:00.000Z', date_unpublish: null, external_parent_id: null, in_trails: true },
  { id: 11, title: 'Tabela de comissões', active: 0, date_publish: '2026-01-02T12:30:00.000Z', date_unpublish: '2026-02-01T03:00:00.000Z', external_parent_id: null, in_trails: false },
];

let requests: Array<Record<string, unknown>>;

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { variables } = JSON.parse(String(init.body));
      requests.push(variables);
      return new Response(JSON.stringify({ data: { assets_collections: ROWS, assets_collections_count: 2 } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const rowOf = async (title: string) => (await screen.findByRole('cell', { name: title })).closest('tr')!;

describe('AssetsPage', () => {
  it('lists digital contents with their actions; linked trails only for assets in a trail', async () => {
    renderWithApp(<AssetsPage />, { path: '/Dam/Media?orderby=title&order=asc' });
    expect(await screen.findByRole('heading', { name: 'Conteúdo Digital' })).toBeTruthy();
    expect(requests[0]).toMatchObject({ module_name: 'Media', external_parent_id: null, orderby: 'title', order: 'asc', limit: 20, page: 1 });
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
    expect(requests[0]).toMatchObject({ module_name: 'AnexoSala', external_parent_id: 7 });
    const row = within(await rowOf('Manual do Seguro'));
    expect(row.queryByRole('link', { name: 'Trilhas vinculadas' })).toBeNull();
    expect(row.queryByRole('button', { name: 'Trilhas vinculadas' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Novo' }).getAttribute('href')).toBe('/Dam-new/AnexoSala/7');
  });
});

describe('assetRoute', () => {
  it('builds the /Dam and /DamCourse paths from the same screens', () => {
    const media = assetRoute('Media', null, false);
    expect([media.list, media.create, media.edit(3), media.editFile(3)]).toEqual(['/Dam/Media', '/Dam-new/Media', '/dam-edit/Media/3', '/dam-edit-file/Media/3']);
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
