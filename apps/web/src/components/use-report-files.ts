import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { REPORT_POLL_MS } from '@backoffice/domain/constants';
import { REPORT_MESSAGES, type ReportFileInfo, type ReportPeriod, type ReportRequest } from '@backoffice/domain/reports';
import { getJson, postJson } from '../lib/api.ts';
import { download } from '../lib/download.ts';
import { notifyError } from '../lib/notify.ts';

export type ReportNotice = 'generating' | 'ready' | null;

/** The query string the report calls use for a period (month&year, period=anual&year, period=atual, nothing). */
export function periodParams(period: ReportPeriod): Record<string, string> {
  if (period.period === 'none') return {};
  if (period.period === 'current') return { period: 'atual' };
  if (period.period === 'year') return { period: 'anual', year: String(period.year) };
  return { month: String(period.month), year: String(period.year) };
}

/** The report's fields of a GET: its name and, when it has any, its parameters as JSON. */
function requestParams({ name, params }: ReportRequest): Record<string, string> {
  return params && Object.keys(params).length ? { name, params: JSON.stringify(params) } : { name };
}

function samePeriod(file: ReportFileInfo, period: ReportPeriod): boolean {
  if (file.period !== period.period) return false;
  if (period.period === 'current' || period.period === 'none') return true;
  if (period.period === 'year') return file.year === period.year;
  return file.year === period.year && file.month === period.month;
}

/**
 * The generating → ready notice of a report screen: `watch` a report just asked for, `settle`
 * each answer about reports; when a watched one turns ready (or failed) the user is told.
 */
export function useGenerationNotice() {
  const [notice, setNotice] = useState<ReportNotice>(null);
  // Reports this screen saw generating.
  const watched = useRef(new Set<number>());
  return {
    notice,
    watch(id: number) {
      watched.current.add(id);
      setNotice('generating');
    },
    // Told as each answer arrives, rather than in an effect after the render that shows it.
    settle(reports: ReportFileInfo[]) {
      for (const report of reports) {
        if (report.status === 'generating') watched.current.add(report.id);
        else if (watched.current.delete(report.id)) {
          if (report.status === 'ready') setNotice('ready');
          else {
            setNotice(null);
            notifyError(new Error(REPORT_MESSAGES.failed));
          }
        }
      }
    },
  };
}

/**
 * The generated files of one report for its parameters: what exists per period, polling every
 * `pollMs` while one is being generated, and the generating → ready notice the report screens
 * show. A report without a period (e.g. a course's in-progress report) has one file: NO_PERIOD.
 */
export function useReportFiles(service: string, request: ReportRequest, pollMs = REPORT_POLL_MS) {
  const queryClient = useQueryClient();
  const key = ['report-files', service, request.name, request.params ?? {}];
  const { notice, watch, settle } = useGenerationNotice();
  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const answer = await getJson<{ reports: ReportFileInfo[] }>(
        `/api/v1/${service}/buscar_relatorios_existentes?${new URLSearchParams(requestParams(request))}`,
      );
      settle(answer.reports);
      return answer;
    },
    refetchInterval: (q) => (q.state.data?.reports.some((r) => r.status === 'generating') ? pollMs : false),
  });

  const generate = useMutation({
    mutationFn: (period: ReportPeriod) => postJson<{ report: ReportFileInfo }>(`/api/v1/${service}/gerar_relatorio`, { ...request, ...periodParams(period) }),
    onSuccess: ({ report }) => {
      watch(report.id);
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
    downloadUrl: (period: ReportPeriod) =>
      `/api/v1/${service}/downloadRelatoriosServer?${new URLSearchParams({ ...requestParams(request), ...periodParams(period) })}`,
  };
}

export type ReportFiles = ReturnType<typeof useReportFiles>;

/** Downloads the newest ready file of a period (nothing when there is none), with its busy state. */
export function useReportDownload(files: ReportFiles, period: ReportPeriod) {
  const [downloading, setDownloading] = useState(false);
  const save = async () => {
    const file = files.fileOf(period);
    if (file?.status !== 'ready') return;
    setDownloading(true);
    await download(files.downloadUrl(period), file.name).catch(notifyError);
    setDownloading(false);
  };
  return { downloading, save };
}
