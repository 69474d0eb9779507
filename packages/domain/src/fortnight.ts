/**
 * The fortnight (quinzena) of the unassigned-classes report: from day 1 to 15, or from day 16 to
 * the end of the month, on the calendar of São Paulo (the business constants and limits of the spec).
 */

export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export interface Fortnight {
  /** 1: days 1 to 15; 2: day 16 to the last day of the month. */
  half: 1 | 2;
  year: number;
  /** 1..12 */
  month: number;
  firstDay: number;
  lastDay: number;
  /** Midnight of the first day in São Paulo, as an instant. */
  start: Date;
  /** Midnight after the last day in São Paulo (exclusive end). */
  end: Date;
  /** '1ª quinzena de novembro/2026 (01/11/2026 a 15/11/2026)'. */
  label: string;
  /** The label for a file name, ASCII only: '1a-quinzena-novembro-2026'. */
  slug: string;
}

const TIME_ZONE = 'America/Sao_Paulo';

const calendar = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

/** The day an instant falls on in São Paulo (where the business runs). */
export function saoPauloParts(instant: Date) {
  const p = Object.fromEntries(calendar.formatToParts(instant).map((x) => [x.type, x.value]));
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day) };
}

/**
 * Midnight starting a day of the São Paulo calendar (the day may overflow: 32 is next month's 1).
 * São Paulo has been UTC-3, or UTC-2 in the summers until 2019, when a day could start at 01:00:
 * the first instant that is on that day there.
 */
export function saoPauloMidnight(year: number, month: number, day: number): Date {
  const wall = new Date(Date.UTC(year, month - 1, day));
  const target = [wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()].join('-');
  for (const hours of [2, 3]) {
    const candidate = new Date(wall.getTime() + hours * 3600_000);
    const p = saoPauloParts(candidate);
    if ([p.year, p.month, p.day].join('-') === target) return candidate;
  }
  return new Date(wall.getTime() + 3 * 3600_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function fortnightOf(now: Date): Fortnight {
  const { year, month, day } = saoPauloParts(now);
  const half = day <= 15 ? 1 : 2;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const firstDay = half === 1 ? 1 : 16;
  const lastDay = half === 1 ? 15 : daysInMonth;
  const monthName = MONTH_NAMES[month - 1];
  const date = (d: number) => `${pad(d)}/${pad(month)}/${year}`;
  const label = `${half}ª quinzena de ${monthName}/${year} (${date(firstDay)} a ${date(lastDay)})`;
  const slug = `${half}a-quinzena-${monthName.normalize('NFD').replace(/[^\x20-\x7e]/g, '')}-${year}`;
  return {
    half,
    year,
    month,
    firstDay,
    lastDay,
    start: saoPauloMidnight(year, month, firstDay),
    end: saoPauloMidnight(year, month, lastDay + 1),
    label,
    slug,
  };
}

/** Today at midnight in São Paulo: the default publish date of a new course or classroom (state rule). */
export function todayAtMidnight(now = new Date()): Date {
  const today = saoPauloParts(now);
  return saoPauloMidnight(today.year, today.month, today.day);
}
