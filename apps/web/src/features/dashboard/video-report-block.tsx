import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { gql } from '../../lib/api.ts';
import { lmsGraphql } from '../../generated/lms/gql.ts';
import { BlockActions, DashboardCard, DownloadButton, ReportLink } from './dashboard-card.tsx';

/** GET lms/relatorio_videos: the published media of the video platform, as CSV. */
export const VIDEO_REPORT_URL = '/api/v1/lms/relatorio_videos';

const EXTERNAL = lmsGraphql(`query VideoPlatformExternal { video_platform_external }`);

/** Whether an external platform answers (its library is managed there, not in /Video-library). */
function useVideoPlatformExternal() {
  return useQuery({
    queryKey: ['video-platform-external'],
    queryFn: () => gql('lms', EXTERNAL),
    select: (d) => d.video_platform_external,
    staleTime: Infinity,
  });
}

/**
 * The video-platform report block: the CSV download and, for the built-in library, a link to its
 * management when the viewer has its module (`manageLibrary`: Course).
 */
export function VideoReportBlock({ manageLibrary }: { manageLibrary: boolean }) {
  const external = useVideoPlatformExternal();
  return (
    <DashboardCard title="Relatório da plataforma de vídeos">
      <Text size="sm" c="dimmed">
        Vídeos publicados na plataforma: título, categoria, status, data de publicação, duração e ID da mídia.
      </Text>
      {external.data === false && manageLibrary && <ReportLink to="/Video-library">Gerenciar biblioteca de vídeos</ReportLink>}
      {external.data === true && (
        <Text size="xs" c="dimmed">
          Os vídeos são gerenciados na plataforma de vídeos externa.
        </Text>
      )}
      <BlockActions>
        <DownloadButton url={VIDEO_REPORT_URL} label="Baixar relatório (CSV)" />
      </BlockActions>
    </DashboardCard>
  );
}
