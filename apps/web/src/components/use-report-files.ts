import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { REPORT_MESSAGES, type ReportFileInfo, type ReportPeriod } from '@backoffice/domain/reports';
import { getJson, postJson } from '../lib/api.ts';
import { notifyError } from '../lib/notify.ts';

/** How often a screen with a report being generated asks whether it is ready. */
export const REPORT_POLL_MS = 5000;

export type ReportNotice = 'generating' | 'ready' | null;

/** The query string the report calls use for a period (month&year, period=anual&year, period=atual). */
export function periodParams(period: ReportPeriod): Record<string, string> {
  if (period.period === 'current') return { period: 'atual' };
  if (period.period === 'year') return { period: 'anual', year: String(period.year) };
  return { month: String(period.month), year: String(period.year) };
}

function samePeriod(file: ReportFileInfo, period: ReportPeriod): boolean {
  if (file.period !== period.period) return false;
  if (period.period === 'current') return true;
  if (period.period === 'year') return file.year === period.year;
  return file.year === period.year && file.month === period.month;
}

/**
 * The generated files of one report: what exists per period, polling while one is being
 * generated, and the generating → ready notice the report screens show.
 */
export function useReportFiles(service: string, name: string, pollMs = REPORT_POLL_MS) {
  const queryClient = useQueryClient();
  const key = ['report-files', service, name];
  const query = useQuery({
    queryKey: key,
    queryFn: () => getJson<{ reports: ReportFileInfo[] }>(`/api/v1/${service}/buscar_relatorios_existentes?name=${encodeURIComponent(name)}`),
    refetchInterval: (q) => (q.state.data?.reports.some((r) => r.status === 'generating') ? pollMs : false),
  });
  const [notice, setNotice] = useState<ReportNotice>(null);
  // Reports this screen saw generating: when one turns ready (or failed) the user is told.
  const watched = useRef(new Set<number>());

  useEffect(() => {
    for (const report of query.data?.reports ?? []) {
      if (report.status === 'generating') watched.current.add(report.id);
      else if (watched.current.delete(report.id)) {
        if (report.status === 'ready') setNotice('ready');
        else {
          setNotice(null);
          notifyError(new Error(REPORT_MESSAGES.failed));
        }
      }
    }
  }, [query.data]);

  const generate = useMutation({
    mutationFn: (period: ReportPeriod) => postJson<{ report: ReportFileInfo }>(`/api/v1/${service}/gerar_relatorio`, { name, ...periodParams(period) }),
    onSuccess: ({ report }) => {
      watched.current.add(report.id);
      setNotice('generating');
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: notifyError,
  });

  return {
    query,
    notice,
    generate,
    /** The newest file of a period, if any. */
    fileOf: (period: ReportPeriod) => query.data?.reports.find((r) => samePeriod(r, period)),
    downloadUrl: (period: ReportPeriod) => `/api/v1/${service}/downloadRelatoriosServer?${new URLSearchParams({ name, ...periodParams(period) })}`,
  };
}
