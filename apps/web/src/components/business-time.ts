import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { BUSINESS_TIME_ZONE } from '@backoffice/domain/dates';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Mantine's pickers work on wall-clock strings ('YYYY-MM-DD HH:mm:ss') that dayjs reads in the
 * browser's time zone. These make that wall clock the business one, so a form shows and sends
 * what the lists show, wherever the browser is.
 */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** An instant as the picker's value, in the business time zone; null for none. */
export function toPickerValue(instant: Date | string | null | undefined): string | null {
  if (!instant) return null;
  const date = dayjs(instant);
  return date.isValid() ? date.tz(BUSINESS_TIME_ZONE).format(PICKER_FORMAT) : null;
}

/** The picker's value (a business wall-clock time) as the instant it names; null for none. */
export function fromPickerValue(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d\d-\d\d[ T]\d\d:\d\d/.test(value)) return null;
  const instant = dayjs.tz(value.replace('T', ' '), BUSINESS_TIME_ZONE);
  return instant.isValid() ? instant.toDate() : null;
}
