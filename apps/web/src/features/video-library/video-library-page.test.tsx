import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeleteVideoMediaMutation, VideoMediaListQuery } from '../../generated/lms/graphql.ts';
import { attachment, stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import type { VideoMedia } from './api/use-video-media.ts';
import VideoLibraryPage from './video-library-page.tsx';

const session = vi.hoisted(() => ({ modules: ['Course', 'Dashboard'] }));
vi.mock('../../app/session.tsx', () => ({ useSession: () => session }));

const ROWS: VideoMedia[] = [
  {
    id: 12,
    media_id: 'abc-12',
    title: 'Seguro Auto - Parte 2',
    category: 'Treinamentos > Auto',
    status: 'published',
    published_at: '2026-01-05T15:00:00.000Z',
    duration_seconds: 3725,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 11,
    media_id: 'abc-11',
    title: 'Rascunho de aula',
    category: null,
    status: 'draft',
    published_at: null,
    duration_seconds: 65,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
];

const VIDEO_REPORT = 'GET /api/v1/lms/relatorio_videos';
let api: ApiStub;

beforeEach(() => {
  session.modules = ['Course', 'Dashboard'];
  api = stubApi({
    graphql: {
      VideoMediaList: (): VideoMediaListQuery => ({ video_media_collection: ROWS, video_media_count: 45 }),
      DeleteVideoMedia: (): DeleteVideoMediaMutation => ({ deleteVideoMedia: true }),
    },
    rest: { [VIDEO_REPORT]: () => attachment('relatorio-videos.csv', '\ufeffTítulo\r\n') },
  });
  URL.createObjectURL = vi.fn(() => 'blob:relatorio');
  URL.revokeObjectURL = vi.fn();
});

const rowOf = async (title: string) => within((await screen.findByRole('cell', { name: title })).closest('tr')!);

describe('VideoLibraryPage', () => {
  it('lists the library with status, São Paulo date and duration, 20 per page from the URL', async () => {
    renderWithApp(<VideoLibraryPage />, { path: '/Video-library?page=2&orderby=title&order=asc&search=aula' });
    const published = await rowOf('Seguro Auto - Parte 2');
    expect(
      published
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 8),
    ).toEqual(['12', 'Seguro Auto - Parte 2', 'abc-12', 'Treinamentos > Auto', 'Publicado', '05/01/2026 12:00', '1:02:05']);
    const draft = await rowOf('Rascunho de aula');
    expect(
      draft
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 8),
    ).toEqual(['11', 'Rascunho de aula', 'abc-11', '', 'Rascunho', '', '1:05']);
    expect(published.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/Video-library-edit/12');
    expect(screen.getByRole('link', { name: 'Novo vídeo' }).getAttribute('href')).toBe('/Video-library-new');
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/dashboard');
    expect(api.variablesOf('VideoMediaList')[0]).toEqual({ search: 'aula', limit: 20, page: 2, order: 'asc', orderby: 'title' });
    // 45 videos: three pages.
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
  });

  it('deletes after the confirmation and downloads the video report', async () => {
    renderWithApp(<VideoLibraryPage />, { path: '/Video-library', toasts: true });
    const row = await rowOf('Rascunho de aula');
    fireEvent.click(row.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Atenção!')).toBeTruthy();
    expect(screen.getByText('Tem certeza que deseja excluir o vídeo Rascunho de aula? Não será possível recuperar o registro após a exclusão')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Exclusão concluída com sucesso!')).toBeTruthy();
    expect(api.variablesOf('DeleteVideoMedia')).toEqual([{ id: 11 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Relatório de vídeos (CSV)' }));
    await waitFor(() => expect(api.requestsTo(VIDEO_REPORT).map((r) => r.url)).toEqual(['/api/v1/lms/relatorio_videos']));
  });

  it('leaves the video report and the way back to the dashboard out for a user with the Course module only', async () => {
    session.modules = ['Course'];
    renderWithApp(<VideoLibraryPage />, { path: '/Video-library' });
    await rowOf('Rascunho de aula');
    expect(screen.getByRole('link', { name: 'Novo vídeo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Relatório de vídeos (CSV)' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Voltar' })).toBeNull();
  });
});
