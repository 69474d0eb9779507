import { callerOf } from '../../../platform/http/request-user.ts';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NO_PERIOD, REPORT_MESSAGES, type ReportParams } from '@backoffice/domain/reports';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import { TRAIL_MESSAGES } from '@backoffice/domain/schemas/trail';
import { TRAIL_REPORT_STATUS } from '@backoffice/domain/schemas/trail-report';
import { users } from '../../../db/schema/account.ts';
import { trail } from '../../../db/schema/lms.ts';
import { reportFile } from '../../../db/schema/reports.ts';
import type { Db } from '../../../platform/db/client.ts';
import { keysetBatches } from '../../../platform/db/keyset-batches.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { UserError } from '../../../platform/errors.ts';
import { generationRoute } from '../../../platform/reports/generation-route.ts';
import type { ReportColumn } from '../../../platform/reports/report-stream.ts';
import { attachment, sendReport } from '../../../platform/reports/send-report.ts';
import { TRAIL_PROGRESS_REPORT } from './trail-progress-report.ts';
import { findTrail } from './trail-store.ts';

const access = { config: { access: ['Trail'] as const } };

export const TRAIL_REPORT_ROUTE_MESSAGES = {
  otherUser: 'Só é possível consultar os próprios relatórios.',
} as const;

const categoryTitles = sql<
  string | null
>`(select string_agg(c.title, ', ' order by c.title) from category_has_trail l join category c on c.id = l.category_id where l.trail_id = "trail"."id")`;
const itemCount = (type: 'course' | 'asset') => sql<number>`(select count(*)::int from trail_item i where i.trail_id = "trail"."id" and i.item_type = ${type})`;

function catalogue(db: Db) {
  return keysetBatches((afterId, size) =>
    db
      .select({
        id: trail.id,
        title: trail.title,
        description: trail.description,
        active: trail.active,
        blockcontent: trail.blockcontent,
        owner: users.name,
        categories: categoryTitles,
        courses: itemCount('course'),
        assets: itemCount('asset'),
        date_publish: trail.date_publish,
        date_unpublish: trail.date_unpublish,
      })
      .from(trail)
      .leftJoin(users, and(eq(users.id, trail.owner), sql`${trail.owner} <> 0`))
      .where(gt(trail.id, afterId))
      .orderBy(asc(trail.id))
      .limit(size),
  );
}

type CatalogueLine = Awaited<ReturnType<typeof catalogue>> extends AsyncGenerator<infer B> ? (B extends (infer L)[] ? L : never) : never;

const yesNo = (v: number) => (v ? 'Sim' : 'Não');

const CATALOGUE: ReportColumn<CatalogueLine>[] = [
  { header: 'ID', width: 8, value: (r) => r.id },
  { header: 'Título', width: 60, value: (r) => r.title },
  { header: 'Descrição', width: 60, value: (r) => r.description },
  { header: 'Ativo', width: 8, value: (r) => yesNo(r.active) },
  { header: 'Bloquear conteúdos', width: 12, value: (r) => yesNo(r.blockcontent) },
  { header: 'Responsável', width: 30, value: (r) => r.owner },
  { header: 'Categorias', width: 40, value: (r) => r.categories },
  { header: 'Cursos', width: 8, value: (r) => r.courses },
  { header: 'Conteúdos', width: 10, value: (r) => r.assets },
  { header: 'Publicação', width: 18, value: (r) => r.date_publish },
  { header: 'Despublicação', width: 18, value: (r) => r.date_unpublish },
];

/** `concluido` (1/0, true/false) is how the older screen sends the status. */
const STATUS_OF_CONCLUIDO: Record<string, string> = {
  '1': TRAIL_REPORT_STATUS.done,
  true: TRAIL_REPORT_STATUS.done,
  '0': TRAIL_REPORT_STATUS.inProgress,
  false: TRAIL_REPORT_STATUS.inProgress,
};

/** The filters as the report's schema reads them: the query string and the body together, `usuario` being the session's. */
function filtersOf(request: FastifyRequest): Record<string, unknown> {
  const raw: Record<string, unknown> = { ...(request.query as object), ...((request.body as object | null) ?? {}) };
  assertOwnUser(request, raw.usuario);
  const { usuario: _usuario, concluido, ...filters } = raw;
  if (filters.status === undefined && concluido !== undefined && concluido !== '') filters.status = STATUS_OF_CONCLUIDO[String(concluido)] ?? concluido;
  return filters;
}

/** `usuario` names whose reports are asked for: only the caller's own. */
function assertOwnUser(request: FastifyRequest, usuario: unknown) {
  if (usuario === undefined || usuario === '') return;
  if (Number(usuario) !== callerOf(request).id) throw new UserError(TRAIL_REPORT_ROUTE_MESSAGES.otherUser, 'FORBIDDEN');
}

const lookup = z.object({ id: recordIdFromText(TRAIL_MESSAGES.notFound), usuario: z.unknown().optional() });

/**
 * The trail downloads: lms/reportTrilhas (every trail, a spreadsheet) and a trail's progress
 * report: POST lms/report_trail starts its generation for the filters (a GET never changes
 * anything); GET lms/verifica_relatorio_trilha_existente?id&usuario tells the state of the newest
 * one the caller asked for on that trail, and lms/download_relatorio_trilha?id&usuario sends it.
 */
export function registerTrailReportRoutes(app: FastifyInstance, { db, reports, files }: AppDeps): void {
  app.get('/api/v1/lms/reportTrilhas', access, async (_request, reply) =>
    sendReport(reply, { format: 'xlsx', filename: 'trilhas.xlsx', sheet: 'Trilhas', columns: CATALOGUE, rows: catalogue(db) }),
  );

  const existingTrail = async (id: unknown) => {
    const trailId = recordIdFromText(TRAIL_MESSAGES.notFound).parse(id);
    if (!(await findTrail(db, trailId))) throw new UserError(TRAIL_MESSAGES.notFound, 'NOT_FOUND');
  };

  generationRoute(app, '/api/v1/lms/report_trail', access, async (request, reply) => {
    const filters = filtersOf(request);
    await existingTrail(filters.trail_id);
    const created = await reports.request({ name: TRAIL_PROGRESS_REPORT, params: filters as ReportParams }, NO_PERIOD, callerOf(request).id);
    return reply.status(202).send({ status: created.status, message: REPORT_MESSAGES.generating, report: created });
  });

  /** The parameters of the newest report the caller asked for on this trail, whatever its filters. */
  const newestParams = async (request: FastifyRequest) => {
    const query = lookup.parse(request.query);
    assertOwnUser(request, query.usuario);
    await existingTrail(query.id);
    const [row] = await db
      .select({ params: reportFile.params })
      .from(reportFile)
      .where(
        and(
          eq(reportFile.report, TRAIL_PROGRESS_REPORT),
          sql`${reportFile.params}->>'trail_id' = ${String(query.id)}`,
          eq(reportFile.requested_by, callerOf(request).id),
        ),
      )
      .orderBy(desc(reportFile.id))
      .limit(1);
    return row?.params ?? null;
  };

  app.get('/api/v1/lms/verifica_relatorio_trilha_existente', access, async (request) => {
    const params = await newestParams(request);
    if (!params) return { name: null, report: null };
    const [latest] = await reports.latest({ name: TRAIL_PROGRESS_REPORT, params });
    return { name: latest?.status === 'ready' ? latest.name : null, report: latest ?? null };
  });

  app.get('/api/v1/lms/download_relatorio_trilha', access, async (request, reply) => {
    const params = await newestParams(request);
    const ready = params && (await reports.ready({ name: TRAIL_PROGRESS_REPORT, params }, NO_PERIOD));
    if (!ready) throw new UserError(REPORT_MESSAGES.notReady, 'NOT_FOUND');
    return reply.header('content-type', ready.mime).header('content-disposition', attachment(ready.info.name)).send(files.read(ready.storageKey));
  });
}
