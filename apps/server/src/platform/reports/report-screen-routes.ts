import { callerOf } from '../http/request-user.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isPeriodAvailable, REPORT_MESSAGES, reportScreenByName, type ReportPeriod, type ReportRequest, type ReportScreen } from '@backoffice/domain/reports';
import type { Access } from '../access/access.ts';
import { assertDashboardBlock } from '../access/dashboard-access.ts';
import type { AppDeps } from '../deps.ts';
import { UserError } from '../errors.ts';
import { generationRoute } from './generation-route.ts';
import { attachment } from './send-report.ts';

/** One report a service's report calls serve, once its caller passed the report's own check. */
export interface ReportEntry {
  name: string;
  /** The period rule of a period report (month and year buttons); absent: the report has no period. */
  periods?: Pick<ReportScreen, 'earliest'>;
}

/** Which reports a service's calls serve and who may ask for them. */
export interface ReportCatalog {
  /** What the calls require before anything else (a module, 'authenticated'). */
  access: Access;
  /** The report a call names, after checking the caller may have it (throws otherwise); undefined when unknown. */
  find(request: FastifyRequest, name: string): ReportEntry | undefined;
}

/**
 * The report fields of a call: the name, the period (month&year, period=anual&year,
 * period=atual, or none of them for a report without a period) and the parameters: a JSON text
 * in a query string, an object in a POST body. Their schema is the report's (see ReportEngine).
 */
const reportQuery = z.object({
  name: z.string().min(1).max(60),
  period: z.enum(['anual', 'atual', 'mensal']).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  params: z.union([z.record(z.string(), z.unknown()), z.string().max(2000)]).optional(),
});
type ReportQuery = z.infer<typeof reportQuery>;

function toPeriod(query: ReportQuery): ReportPeriod {
  if (query.period === 'atual') return { period: 'current' };
  if (query.period === undefined && query.year === undefined && query.month === undefined) return { period: 'none' };
  if (query.year === undefined) throw new UserError(REPORT_MESSAGES.periodUnavailable);
  if (query.period === 'anual') return { period: 'year', year: query.year };
  if (query.month === undefined) throw new UserError(REPORT_MESSAGES.periodUnavailable);
  return { period: 'month', year: query.year, month: query.month };
}

function toParams(query: ReportQuery): unknown {
  if (typeof query.params !== 'string') return query.params;
  try {
    return JSON.parse(query.params);
  } catch {
    throw new UserError(REPORT_MESSAGES.invalidParams);
  }
}

/**
 * A service's report calls: list what exists of a report (for its parameters), download a ready
 * file and generate one anew. A period report takes one of its periods; any other report none.
 */
export function reportRoutes(service: string, catalog: ReportCatalog) {
  return (app: FastifyInstance, { reports, files }: AppDeps): void => {
    const config = { access: catalog.access };
    const reportOf = (request: FastifyRequest, query: ReportQuery): { entry: ReportEntry; report: ReportRequest } => {
      const entry = catalog.find(request, query.name);
      if (!entry || !reports.has(entry.name)) throw new UserError(REPORT_MESSAGES.unknownReport, 'NOT_FOUND');
      return { entry, report: { name: entry.name, params: toParams(query) as ReportRequest['params'] } };
    };
    const periodOf = (entry: ReportEntry, query: ReportQuery): ReportPeriod => {
      const period = toPeriod(query);
      const available = entry.periods ? isPeriodAvailable(entry.periods, period, new Date()) : period.period === 'none';
      if (!available) throw new UserError(REPORT_MESSAGES.periodUnavailable);
      return period;
    };

    app.get(`/api/v1/${service}/buscar_relatorios_existentes`, { config }, async (request) => {
      const { report } = reportOf(request, reportQuery.parse(request.query));
      return { name: report.name, reports: await reports.latest(report) };
    });

    app.get(`/api/v1/${service}/downloadRelatoriosServer`, { config }, async (request, reply) => {
      const query = reportQuery.parse(request.query);
      const { entry, report } = reportOf(request, query);
      const ready = await reports.ready(report, periodOf(entry, query));
      // A GET only reads: generation is asked for with POST gerar_relatorio.
      if (!ready) throw new UserError(REPORT_MESSAGES.notReady, 'NOT_FOUND');
      return reply.header('content-type', ready.mime).header('content-disposition', attachment(ready.info.name)).send(files.read(ready.storageKey));
    });

    generationRoute(app, `/api/v1/${service}/gerar_relatorio`, { config }, async (request, reply) => {
      const query = reportQuery.parse(request.body ?? {});
      const { entry, report } = reportOf(request, query);
      const created = await reports.request(report, periodOf(entry, query), callerOf(request).id);
      return reply.status(202).send({ status: created.status, message: REPORT_MESSAGES.generating, report: created });
    });
  };
}

/** The dashboard's report screens of a service (account, dam): the Dashboard module and each screen's block. */
export function reportScreenRoutes(service: ReportScreen['service']) {
  return reportRoutes(service, {
    access: 'Dashboard',
    find: (request, name) => {
      const screen = reportScreenByName(service, name);
      if (!screen) return undefined;
      assertDashboardBlock(request.user, screen.block);
      return { name: screen.name, periods: screen };
    },
  });
}
