import { formatDuration } from '@backoffice/domain/dates';
import { VIDEO_STATUS_LABEL, type VideoMediaStatus } from '@backoffice/domain/schemas/video-media';
import { bulkTarget } from '../../../platform/bulk/bulk-target.ts';
import { instant, recordDates } from '../../../platform/bulk/export-cells.ts';
import { assertLocalLibrary, deleteVideoMedia, videoMediaByIds, videoMediaIds, type VideoMediaView } from './video-store.ts';

/** /Video-library: the built-in video library, the Course module's. */
export const videoBulk = bulkTarget<VideoMediaView>({
  kind: 'video',
  ids: videoMediaIds,
  rows: videoMediaByIds,
  columns: [
    { header: 'ID', value: (v) => v.id },
    { header: 'Título', width: 50, value: (v) => v.title },
    { header: 'ID da mídia', width: 20, value: (v) => v.media_id },
    { header: 'Categoria', width: 30, value: (v) => v.category },
    { header: 'Status', value: (v) => VIDEO_STATUS_LABEL[v.status as VideoMediaStatus] ?? v.status },
    { header: 'Publicação', value: (v) => instant(v.published_at) },
    { header: 'Duração', value: (v) => formatDuration(v.duration_seconds) },
    ...recordDates(),
  ],
  // As its screens: closed while an external platform holds the videos.
  assertAccess: (_user, config) => assertLocalLibrary(config),
  acts: {
    // Refused while a course uses the video. The store takes no user: the action's own audit entry records who.
    delete: ({ db }, _user, id) => deleteVideoMedia(db, id),
  },
});
