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

function parts(value: string | Date | null | undefined) {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(PARTS.formatToParts(date).map((p) => [p.type, p.value]));
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
