/** POST cms/cms_thumb (id, file): the thumbnail of a highlight. */
export const THUMBNAIL_URL = '/api/v1/cms/cms_thumb';
