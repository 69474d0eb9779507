/** REST routes of a course's files (multipart `id` or `course_id`, then `file`). */
export const COURSE_THUMB_URL = '/api/v1/lms/course_thumb';
export const COURSE_SCORM_URL = '/api/v1/lms/course_upload';
export const scormDownloadUrl = (id: number) => `/api/v1/lms/baixar_scorm?course_id=${id}`;
