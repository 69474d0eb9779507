import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { cpfFromBase, formatCpf } from '@backoffice/domain/documents';
import { fortnightOf } from '@backoffice/domain/fortnight';
import { users } from '../db/schema/account.ts';
import { analyticsEvent, commitmentTerm } from '../db/schema/analytics.ts';
import { corretor } from '../db/schema/corretor.ts';
import { asset } from '../db/schema/dam.ts';
import { classroom, classroomSubscription, course, courseProgress, instrutor } from '../db/schema/lms.ts';
import { parceiro } from '../db/schema/parceiro.ts';
import type { Db } from '../platform/db/client.ts';
import type { FileStorage } from '../platform/files/storage.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Progress in the online courses starts with the programme, in September 2019. */
const PROGRESS_SINCE = Date.UTC(2019, 8, 1, 12);
/** The demo contents and banners are published from this day on (seed/demo-assets.ts). */
const ASSETS_SINCE = Date.UTC(2026, 0, 5, 12);

const INSTRUCTORS = [
  { nome: 'Renata Albuquerque', cpf: formatCpf(cpfFromBase(312_457_801)), is_interno: true },
  { nome: 'Marcelo Tavares', cpf: formatCpf(cpfFromBase(487_120_336)), is_interno: false },
  { nome: 'Juliana Prado', cpf: formatCpf(cpfFromBase(205_908_114)), is_interno: true },
];

const ADDRESSES = [
  'Av. Paulista, 1842 - Bela Vista, São Paulo/SP',
  'Rua da Assembleia, 10 - Centro, Rio de Janeiro/RJ',
  'Av. Afonso Pena, 1500 - Centro, Belo Horizonte/MG',
  'Rua XV de Novembro, 700 - Centro, Curitiba/PR',
];

/**
 * Presential courses with their classrooms (start in São Paulo time, UTC-3): instructor index or
 * null for a classroom not yet allocated. The first course marks the seed as done.
 */
const PRESENTIAL = [
  {
    title: 'Workshop de Seguro Auto',
    description: 'Coberturas, franquias e assistências na prática, com estudos de caso.',
    active: 1,
    hours: 8,
    responsible: 'Diretoria Comercial',
    classrooms: [
      { start: '2024-03-12T09:00', instructor: 0, address: 0 },
      { start: '2025-05-20T09:00', instructor: 1, address: 1 },
      { start: '2026-09-15T09:00', instructor: 0, address: 0 },
      { start: '2026-12-08T09:00', instructor: 2, address: 2 },
    ],
  },
  {
    title: 'Oficina de Vendas Consultivas',
    description: 'Como entender a necessidade do cliente e oferecer a proteção certa.',
    active: 1,
    hours: 4,
    responsible: 'Diretoria de Parcerias',
    classrooms: [
      { start: '2024-08-06T14:00', instructor: 2, address: 3 },
      { start: '2025-10-14T14:00', instructor: 2, address: 0 },
      { start: '2026-11-10T14:00', instructor: null, address: 1 },
    ],
  },
  {
    title: 'Encontro Regional de Corretores',
    description: 'Novidades de produtos, campanhas do ano e troca de experiências.',
    active: 1,
    hours: 6,
    responsible: 'Diretoria Regional Sudeste',
    classrooms: [
      { start: '2025-02-18T09:00', instructor: 1, address: 2 },
      { start: '2026-04-22T09:00', instructor: 0, address: 3 },
      { start: '2026-12-01T09:00', instructor: null, address: 0 },
    ],
  },
  {
    title: 'Treinamento de Sinistros 2024',
    description: 'Fluxo de abertura e acompanhamento de sinistros (turmas encerradas).',
    active: 0,
    hours: 3,
    responsible: 'Diretoria de Sinistros',
    classrooms: [
      { start: '2024-05-07T10:00', instructor: 1, address: 1 },
      { start: '2024-10-15T10:00', instructor: 0, address: 2 },
    ],
  },
] as const;

const PAGES = [
  '/inicio',
  '/cursos',
  '/trilhas',
  '/conteudos',
  '/sala-virtual',
  '/cursos/fundamentos-do-seguro-auto',
  '/conteudos/manual-do-seguro-residencial',
  '/perfil',
];

/** A small deterministic generator (LCG): the same activity on every machine for the same clock. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % max;
  };
}

/** 'YYYY-MM-DDTHH:mm' in São Paulo (UTC-3 since 2019) as an instant. */
const saoPaulo = (local: string) => new Date(`${local}:00-03:00`);

export const DEMO_ACTIVITY_MARKER = PRESENTIAL[0].title;

/**
 * The activity the dashboard and the reports read: instructors, presential courses with
 * classrooms (2024–2026) and their participants (present, absent, not started), progress in the
 * demo online courses since September 2019, page views of the last 30 days, banner clicks,
 * content downloads and commitment-term acceptances. Runs once (marker: the first presential
 * course); call it after the other demo seeds, whose users, courses and assets it uses.
 */
export async function seedDemoActivity(db: Db, _files?: FileStorage, now = new Date()): Promise<boolean> {
  const [marker] = await db
    .select({ id: course.id })
    .from(course)
    .where(and(eq(course.type, 'presential'), eq(course.title, DEMO_ACTIVITY_MARKER)))
    .limit(1);
  if (marker) return false;
  const next = sequence(20_191_001);
  const nowMs = now.getTime();
  await db.transaction(async (tx) => {
    const [author] = await tx.select({ id: users.id }).from(users).where(eq(users.profile_id, PROFILE_ID.SUPER_ADMIN)).orderBy(asc(users.id)).limit(1);
    const audit = { created_by: author?.id ?? null, updated_by: author?.id ?? null };
    const brokers = (await tx.select({ id: corretor.user_id }).from(corretor).where(isNotNull(corretor.user_id)).orderBy(asc(corretor.user_id))).map(
      (r) => r.id!,
    );
    const partners = (await tx.select({ id: parceiro.user_id }).from(parceiro).where(isNotNull(parceiro.user_id)).orderBy(asc(parceiro.user_id))).map(
      (r) => r.id!,
    );
    const registered = new Set([...brokers, ...partners]);
    // Employees (colaboradores): users of a profile without a broker or partner registration.
    const staff = (await tx.select({ id: users.id }).from(users).where(isNotNull(users.profile_id)).orderBy(asc(users.id)))
      .map((r) => r.id)
      .filter((id) => !registered.has(id));
    const learners = [...brokers.slice(0, 120), ...partners.slice(0, 40), ...staff.slice(0, 20)];
    const pick = <T>(list: readonly T[]) => list[next(list.length)];

    // Instructors, presential courses, classrooms and their participants.
    const instructorIds = (
      await tx
        .insert(instrutor)
        .values(INSTRUCTORS.map((i) => ({ ...i, ...audit })))
        .returning({ id: instrutor.id })
    ).map((r) => r.id);
    const subscriptions: Array<typeof classroomSubscription.$inferInsert> = [];
    for (const c of PRESENTIAL) {
      const firstStart = saoPaulo(c.classrooms[0].start);
      const [row] = await tx
        .insert(course)
        .values({
          type: 'presential',
          title: c.title,
          description: c.description,
          active: c.active,
          hours: c.hours,
          minutes: 0,
          responsible: c.responsible,
          is_subscriptions: 1,
          date_publish: new Date(firstStart.getTime() - 45 * DAY),
          ...audit,
        })
        .returning({ id: course.id });
      const rooms: Array<{ instructor: number | null; address: number; at: Date }> = c.classrooms.map((room) => ({ ...room, at: saoPaulo(room.start) }));
      // One more classroom of the first course, not yet allocated, at 09:00 on the last day of the
      // current fortnight, so the unassigned-classes download has one when the demo is fresh.
      if (c === PRESENTIAL[0]) rooms.push({ instructor: null, address: 3, at: new Date(fortnightOf(new Date(nowMs)).end.getTime() - 15 * HOUR) });
      for (const room of rooms) {
        const start = room.at;
        const [created] = await tx
          .insert(classroom)
          .values({
            course_id: row.id,
            instrutor_id: room.instructor === null ? null : instructorIds[room.instructor],
            address: ADDRESSES[room.address],
            limit_registrations: 30,
            datetime_start: start,
            datetime_end: new Date(start.getTime() + c.hours * HOUR),
            datetime_registration_start: new Date(start.getTime() - 30 * DAY),
            datetime_registration_end: new Date(start.getTime() - DAY),
            active: 1,
            is_public: 1,
            userowner_id: author?.id ?? null,
            date_publish: new Date(start.getTime() - 30 * DAY),
            ...audit,
          })
          .returning({ id: classroom.id });
        const held = start.getTime() < nowMs;
        const size = 6 + next(9);
        const offset = next(learners.length);
        for (let i = 0; i < size && i < learners.length; i++) {
          const roll = next(10);
          // Past classrooms: mostly present, some absent, a few whose list was never taken.
          const is_present = !held ? null : roll < 7 ? 1 : roll < 9 ? 0 : null;
          subscriptions.push({ classroom_id: created.id, user_id: learners[(offset + i * 7) % learners.length], is_present, ...audit });
        }
      }
    }
    if (subscriptions.length) await tx.insert(classroomSubscription).values(subscriptions).onConflictDoNothing();

    // Progress in the demo online courses, started since September 2019, some completed.
    const online = (await tx.select({ id: course.id }).from(course).where(eq(course.type, 'online')).orderBy(asc(course.id))).map((r) => r.id);
    const progress: Array<typeof courseProgress.$inferInsert> = [];
    for (const user_id of learners) {
      for (const [i, course_id] of online.entries()) {
        // Earlier courses have more learners, so the most-completed ranking has a clear order.
        if (next(10) >= 7 - i) continue;
        const started = PROGRESS_SINCE + next(Math.floor((nowMs - PROGRESS_SINCE) / HOUR)) * HOUR;
        const done = next(10) < 5 - i;
        const finished = Math.min(started + (1 + next(60)) * DAY, nowMs - HOUR);
        const completed_at = done && finished > started ? new Date(finished) : null;
        const value = completed_at ? 100 : 5 + next(90);
        progress.push({
          course_id,
          user_id,
          progress: value,
          started_at: new Date(started),
          completed_at,
          updated_at: completed_at ?? new Date(started + next(30) * DAY),
        });
      }
    }
    for (const row of progress) if (row.updated_at! > now) row.updated_at = now;
    if (progress.length) await tx.insert(courseProgress).values(progress).onConflictDoNothing();

    // Analytics: page views of the last 30 days (more on weekdays), some by brokers, some anonymous.
    const events: Array<typeof analyticsEvent.$inferInsert> = [];
    const visitor = () => {
      const roll = next(10);
      if (roll < 4 && brokers.length) return pick(brokers);
      if (roll < 6 && partners.length) return pick(partners);
      if (roll < 8 && staff.length) return pick(staff);
      return null;
    };
    for (let d = 0; d < 30; d++) {
      const weekday = new Date(nowMs - d * DAY).getUTCDay();
      const views = (weekday === 0 || weekday === 6 ? 3 : 10) + next(12) + (d % 7 === 2 ? 8 : 0);
      for (let i = 0; i < views; i++) {
        events.push({ kind: 'page_view', occurred_at: new Date(nowMs - d * DAY - next(DAY)), user_id: visitor(), path: pick(PAGES) });
      }
    }
    const assets = await tx
      .select({ id: asset.id, module_name: asset.module_name })
      .from(asset)
      .where(and(inArray(asset.module_name, ['Media', 'Banner']), isNull(asset.external_parent_id)))
      .orderBy(asc(asset.id));
    const banners = assets.filter((a) => a.module_name === 'Banner').map((a) => a.id);
    const media = assets.filter((a) => a.module_name === 'Media').map((a) => a.id);
    const since = Math.min(ASSETS_SINCE, nowMs - 30 * DAY);
    const between = () => new Date(since + next(Math.max(1, Math.floor((nowMs - since) / 60_000))) * 60_000);
    for (let i = 0; i < 45 && banners.length; i++) {
      events.push({
        kind: 'banner_click',
        occurred_at: between(),
        user_id: visitor(),
        asset_id: banners[i % 3 === 2 ? banners.length - 1 : 0],
        path: '/inicio',
      });
    }
    for (let i = 0; i < 90 && media.length; i++) {
      // The first contents are the most downloaded.
      const asset_id = media[Math.min(next(media.length), next(media.length))];
      events.push({
        kind: 'asset_download',
        occurred_at: between(),
        user_id: visitor() ?? pick(brokers.length ? brokers : staff),
        asset_id,
        path: '/conteudos',
      });
    }
    for (let i = 0; i < events.length; i += 500) await tx.insert(analyticsEvent).values(events.slice(i, i + 500));

    // Commitment-term acceptances over the last year: brokers, partners and employees.
    const acceptors = [...brokers.filter((_, i) => i % 2 === 0), ...partners.filter((_, i) => i % 3 === 0), ...staff.filter((_, i) => i % 2 === 1)];
    const acceptances = acceptors.map((user_id) => ({ user_id, accepted_at: new Date(nowMs - next(365 * 24) * HOUR - next(HOUR)) }));
    // In slices: a database with many users would pass the 65,535 parameters of one statement.
    for (let i = 0; i < acceptances.length; i += 500)
      await tx
        .insert(commitmentTerm)
        .values(acceptances.slice(i, i + 500))
        .onConflictDoNothing();
  });
  return true;
}
