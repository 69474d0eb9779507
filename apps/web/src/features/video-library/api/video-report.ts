import { download } from '../../../lib/download.ts';

/** GET lms/relatorio_videos: every published medium of the video platform, as CSV. */
export const VIDEO_REPORT_URL = '/api/v1/lms/relatorio_videos';

export const downloadVideoReport = () => download(VIDEO_REPORT_URL, 'relatorio-videos.csv');
