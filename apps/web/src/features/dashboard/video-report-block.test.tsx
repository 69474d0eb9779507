import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { VideoReportBlock } from './video-report-block.tsx';

let downloads: string[];

function stubApi(external: boolean) {
  downloads = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/v1/lms/relatorio_videos') {
        downloads.push(url);
        return new Response('\ufeffTítulo\r\n', { headers: { 'content-disposition': 'attachment; filename="relatorio-videos.csv"' } });
      }
      return Response.json({ data: { video_platform_external: external } });
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:relatorio');
  URL.revokeObjectURL = vi.fn();
}

afterEach(() => vi.unstubAllGlobals());

describe('VideoReportBlock', () => {
  it('downloads the CSV report and links to the built-in library', async () => {
    stubApi(false);
    renderWithApp(<VideoReportBlock manageLibrary />);
    expect(screen.getByRole('region', { name: 'Relatório da plataforma de vídeos' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Gerenciar biblioteca de vídeos' })).getAttribute('href')).toBe('/Video-library');
    fireEvent.click(screen.getByRole('button', { name: 'Baixar relatório (CSV)' }));
    await waitFor(() => expect(downloads).toEqual(['/api/v1/lms/relatorio_videos']));
  });

  it('offers no library link to a viewer without the Course module', async () => {
    stubApi(false);
    // Beside a block that shows the link, so the answer it waits for has arrived.
    renderWithApp(
      <>
        <VideoReportBlock manageLibrary={false} />
        <VideoReportBlock manageLibrary />
      </>,
    );
    await screen.findByRole('link', { name: 'Gerenciar biblioteca de vídeos' });
    const [withoutCourse] = screen.getAllByRole('region', { name: 'Relatório da plataforma de vídeos' });
    expect(within(withoutCourse).queryByRole('link', { name: 'Gerenciar biblioteca de vídeos' })).toBeNull();
    expect(within(withoutCourse).getByRole('button', { name: 'Baixar relatório (CSV)' })).toBeTruthy();
  });

  it('offers no library link when an external platform answers', async () => {
    stubApi(true);
    renderWithApp(<VideoReportBlock manageLibrary />);
    expect(await screen.findByText('Os vídeos são gerenciados na plataforma de vídeos externa.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Gerenciar biblioteca de vídeos' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Baixar relatório (CSV)' })).toBeTruthy();
  });
});
