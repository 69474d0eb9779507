/** REST routes of a trail's files and downloads. */
export const TRAIL_THUMB_URL = '/api/v1/lms/trail_thumb';
export const TRAILS_SPREADSHEET_URL = '/api/v1/lms/reportTrilhas';
