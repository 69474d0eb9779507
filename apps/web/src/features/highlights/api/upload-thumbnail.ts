import { postFile } from '../../../lib/upload.ts';

export const THUMBNAIL_URL = '/api/v1/cms/cms_thumb';
export const THUMBNAIL_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** POST cms/cms_thumb: the id goes before the file, as the server reads it. */
export function uploadThumbnail(id: number, file: File) {
  return postFile<{ id: number; thumbnail: string }>(THUMBNAIL_URL, file, { id: String(id) });
}
