import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { BUSINESS_TIME_ZONE } from '@backoffice/domain/dates';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The calendar is São Paulo's, whatever the browser's zone: a room at 22:30 there (01:30 UTC the
 * next day) belongs to the day it starts on in São Paulo, as the server's month query counts it.
 */
const inBusinessZone = (instant: Date | string) => dayjs(instant).tz(BUSINESS_TIME_ZONE);

/** The calendar day (yyyy-mm-dd) an instant falls on in São Paulo. */
export const businessDay = (instant: Date | string) => inBusinessZone(instant).format('YYYY-MM-DD');

/** The start time (HH:mm) of an instant in São Paulo. */
export const businessTime = (instant: Date | string) => inBusinessZone(instant).format('HH:mm');

/** The first day (yyyy-mm-01) of the month a calendar day or instant belongs to in São Paulo. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** Today in São Paulo (yyyy-mm-dd). */
export const businessToday = (now = new Date()) => businessDay(now);

/** The rooms of each São Paulo day, in order of start. */
export function roomsByDay<R extends { datetime_start: string }>(rooms: readonly R[]): Map<string, R[]> {
  const days = new Map<string, R[]>();
  const sorted = [...rooms].sort((a, b) => Date.parse(a.datetime_start) - Date.parse(b.datetime_start));
  for (const room of sorted) {
    const key = businessDay(room.datetime_start);
    days.set(key, [...(days.get(key) ?? []), room]);
  }
  return days;
}
