/** REST routes of a room's images and reports (the calls of the spec). */
export const CHAT_THUMB_URL = '/api/v1/chat/thumb';
export const CHAT_BACKGROUND_URL = '/api/v1/chat/background';

export const roomReportUrls = (chatId: number) => ({
  participants: `/api/v1/analytics/get_users_by_chat?chat_id=${chatId}`,
  messages: `/api/v1/chat/report_messages?chat_id=${chatId}`,
  questions: `/api/v1/lms/report_awnser_question_chat?chat_id=${chatId}`,
});

export const monthReportUrls = (year: number, month: number) => ({
  status: `/api/v1/chat/report_status?year=${year}&month=${month}`,
  participants: `/api/v1/analytics/get_users_by_chat?year=${year}&month=${month}`,
});
