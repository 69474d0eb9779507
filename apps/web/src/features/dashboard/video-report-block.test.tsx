import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VideoPlatformExternalQuery } from '../../generated/lms/graphql.ts';
import { attachment, stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import { VideoReportBlock } from './video-report-block.tsx';

const VIDEO_REPORT = 'GET /api/v1/lms/relatorio_videos';
let api: ApiStub;

function stubLms(external: boolean) {
  api = stubApi({
    graphql: { VideoPlatformExternal: (): VideoPlatformExternalQuery => ({ video_platform_external: external }) },
    rest: { [VIDEO_REPORT]: () => attachment('relatorio-videos.csv', '\ufeffTítulo\r\n') },
  });
  URL.createObjectURL = vi.fn(() => 'blob:relatorio');
  URL.revokeObjectURL = vi.fn();
}

describe('VideoReportBlock', () => {
  it('downloads the CSV report and links to the built-in library', async () => {
    stubLms(false);
    renderWithApp(<VideoReportBlock manageLibrary />);
    expect(screen.getByRole('region', { name: 'Relatório da plataforma de vídeos' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Gerenciar biblioteca de vídeos' })).getAttribute('href')).toBe('/Video-library');
    fireEvent.click(screen.getByRole('button', { name: 'Baixar relatório (CSV)' }));
    await waitFor(() => expect(api.requestsTo(VIDEO_REPORT).map((r) => r.url)).toEqual(['/api/v1/lms/relatorio_videos']));
  });

  it('offers no library link to a viewer without the Course module', async () => {
    stubLms(false);
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
    stubLms(true);
    renderWithApp(<VideoReportBlock manageLibrary />);
    expect(await screen.findByText('Os vídeos são gerenciados na plataforma de vídeos externa.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Gerenciar biblioteca de vídeos' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Baixar relatório (CSV)' })).toBeTruthy();
  });
});
