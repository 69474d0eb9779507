/** POST dam/category_banner (id, file): the banner of a category. */
export const BANNER_URL = '/api/v1/dam/category_banner';
