/** The business time zone: every date is shown and entered in it, whatever the browser's. */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

/** Dates as the back-office shows them, on screen and in reports: America/Sao_Paulo, dd/mm/yyyy [HH:mm]. */
const PARTS = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const HOUR_MS = 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * São Paulo's offset from UTC, in ms, during the UTC hour an instant falls in. Offsets change only
 * on the hour (daylight saving began and ended at local midnight), so one Intl call per hour
 * serves every date in it: Intl's formatToParts costs tens of µs a call, which a list of a few
 * dozen rows, or a report of a million, pays once per date.
 */
const offsets = new Map<number, number>();
function offsetMs(time: number): number {
  const hour = Math.floor(time / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p = Object.fromEntries(PARTS.formatToParts(new Date(hour * HOUR_MS)).map((part) => [part.type, Number(part.value)]));
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - hour * HOUR_MS;
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

function parts(value: string | Date | null | undefined) {
  if (!value) return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return null;
  const local = new Date(time + offsetMs(time));
  return {
    day: two(local.getUTCDate()),
    month: two(local.getUTCMonth() + 1),
    year: String(local.getUTCFullYear()),
    hour: two(local.getUTCHours()),
    minute: two(local.getUTCMinutes()),
  };
}

/** dd/mm/yyyy HH:mm; '' for no date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const p = parts(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/** dd/mm/yyyy; '' for no date. */
export function formatDate(value: string | Date | null | undefined): string {
  const p = parts(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** A duration in seconds as the video library shows it: m:ss, or h:mm:ss from an hour on. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
