import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isPeriodAvailable, REPORT_MESSAGES, reportScreenByName, type ReportPeriod, type ReportScreen } from '@backoffice/domain/reports';
import { assertDashboardBlock } from '../access/dashboard-access.ts';
import type { AppDeps } from '../deps.ts';
import { UserError } from '../errors.ts';
import { attachment } from './send-report.ts';

const nameQuery = z.object({ name: z.string().min(1).max(60) });

const periodQuery = nameQuery.extend({
  period: z.enum(['anual', 'atual', 'mensal']).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});

/** month&year, period=anual&year, or period=atual (the month so far). */
function toPeriod(query: z.infer<typeof periodQuery>): ReportPeriod {
  if (query.period === 'atual') return { period: 'current' };
  if (query.year === undefined) throw new UserError(REPORT_MESSAGES.periodUnavailable);
  if (query.period === 'anual') return { period: 'year', year: query.year };
  if (query.month === undefined) throw new UserError(REPORT_MESSAGES.periodUnavailable);
  return { period: 'month', year: query.year, month: query.month };
}

/**
 * The report screens' calls on a service (account, dam): list what exists, download a ready
 * period and generate one anew.
 */
export function reportScreenRoutes(service: ReportScreen['service']) {
  return (app: FastifyInstance, { reports, files }: AppDeps): void => {
    const screenOf = (request: FastifyRequest, name: string): ReportScreen => {
      const screen = reportScreenByName(service, name);
      if (!screen || !reports.has(screen.name)) throw new UserError(REPORT_MESSAGES.unknownReport, 'NOT_FOUND');
      assertDashboardBlock(request.user, screen.block);
      return screen;
    };
    const availablePeriod = (screen: ReportScreen, query: z.infer<typeof periodQuery>) => {
      const period = toPeriod(query);
      if (!isPeriodAvailable(screen, period, new Date())) throw new UserError(REPORT_MESSAGES.periodUnavailable);
      return period;
    };

    app.get(`/api/v1/${service}/buscar_relatorios_existentes`, { config: { access: 'Dashboard' } }, async (request) => {
      const screen = screenOf(request, nameQuery.parse(request.query).name);
      return { name: screen.name, reports: await reports.latest(screen.name) };
    });

    app.get(`/api/v1/${service}/downloadRelatoriosServer`, { config: { access: 'Dashboard' } }, async (request, reply) => {
      const query = periodQuery.parse(request.query);
      const screen = screenOf(request, query.name);
      const period = availablePeriod(screen, query);
      const ready = await reports.ready(screen.name, period);
      // A GET only reads: generation is asked for with POST gerar_relatorio.
      if (!ready) throw new UserError(REPORT_MESSAGES.notReady, 'NOT_FOUND');
      return reply.header('content-type', ready.mime).header('content-disposition', attachment(ready.info.name)).send(files.read(ready.storageKey));
    });

    app.post(`/api/v1/${service}/gerar_relatorio`, { config: { access: 'Dashboard' } }, async (request, reply) => {
      const query = periodQuery.parse(request.body ?? {});
      const screen = screenOf(request, query.name);
      const report = await reports.request(screen.name, availablePeriod(screen, query), request.user!.id);
      return reply.status(202).send({ status: report.status, message: REPORT_MESSAGES.generating, report });
    });
  };
}
