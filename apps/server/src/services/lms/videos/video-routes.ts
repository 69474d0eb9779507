import type { FastifyInstance } from 'fastify';
import { VIDEO_STATUS_LABEL, type VideoMediaStatus } from '@backoffice/domain/schemas/video-media';
import type { AppDeps } from '../../../platform/deps.ts';
import { sendReport } from '../../../platform/reports/send-report.ts';
import { allPublishedMedia, videoPlatformFor, type VideoMediaItem } from '../../../platform/video/video-platform.ts';

export const VIDEO_REPORT_FILENAME = 'relatorio-videos.csv';

const statusLabel = (status: string) => VIDEO_STATUS_LABEL[status as VideoMediaStatus] ?? status;

/**
 * GET /api/v1/lms/relatorio_videos: every published medium of the video platform as CSV, read 50
 * at a time while the file streams out (the business constants and limits of the spec).
 */
export function registerVideoRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/v1/lms/relatorio_videos', { config: { access: 'Dashboard' } }, async (_request, reply) => {
    const platform = videoPlatformFor(deps);
    // The first page before any byte is sent: a platform that is down answers as a readable
    // error instead of a file cut short. A later page failing ends the download with an error.
    const first = await platform.publishedMedia(1);
    return sendReport<VideoMediaItem>(reply, {
      format: 'csv',
      filename: VIDEO_REPORT_FILENAME,
      columns: [
        { header: 'Título', value: (m) => m.title },
        { header: 'Categoria', value: (m) => m.category },
        { header: 'Status', value: (m) => statusLabel(m.status) },
        { header: 'Data de publicação', value: (m) => m.published_at },
        { header: 'Duração (segundos)', value: (m) => m.duration_seconds },
        { header: 'ID da mídia', value: (m) => m.media_id },
      ],
      rows: allPublishedMedia(platform, first),
    });
  });
}
