import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TRAIL_REPORT_POLL_MS } from '@backoffice/domain/constants';
import type { ReportFileInfo } from '@backoffice/domain/reports';
import type { TrailReportParams } from '@backoffice/domain/schemas/trail-report';
import { useGenerationNotice } from '../../../components/use-report-files.ts';
import { getJson, postJson } from '../../../lib/api.ts';
import { download } from '../../../lib/download.ts';
import { notifyError } from '../../../lib/notify.ts';

const REPORT_URL = '/api/v1/lms/report_trail';
const CHECK_URL = '/api/v1/lms/verifica_relatorio_trilha_existente';
const DOWNLOAD_URL = '/api/v1/lms/download_relatorio_trilha';

type Check = { name: string | null; report: ReportFileInfo | null };

/**
 * The progress report of one trail, through the trail's own routes: POST lms/report_trail starts
 * one for the filters; lms/verifica_relatorio_trilha_existente tells the state of the newest one
 * the user asked for (read every 30 s while it is generated); lms/download_relatorio_trilha sends it.
 */
export function useTrailReport(trailId: number, userId: number) {
  const queryClient = useQueryClient();
  const lookup = new URLSearchParams({ id: String(trailId), usuario: String(userId) });
  const key = ['trails', 'report', trailId, userId];
  const { notice, watch, settle } = useGenerationNotice();
  const [downloading, setDownloading] = useState(false);

  const latest = useQuery({
    queryKey: key,
    queryFn: async () => {
      const answer = await getJson<Check>(`${CHECK_URL}?${lookup}`);
      if (answer.report) settle([answer.report]);
      return answer;
    },
    enabled: trailId > 0,
    refetchInterval: (q) => (q.state.data?.report?.status === 'generating' ? TRAIL_REPORT_POLL_MS : false),
  });

  const generate = useMutation({
    mutationFn: (params: TrailReportParams) => postJson<{ report: ReportFileInfo }>(REPORT_URL, { ...params, usuario: userId }),
    meta: { silent: true },
    onError: notifyError,
    onSuccess: ({ report }) => {
      watch(report.id);
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const report = latest.data?.report ?? null;
  return {
    latest,
    report,
    notice,
    generate,
    generating: notice === 'generating' || report?.status === 'generating',
    downloading,
    async save() {
      if (report?.status !== 'ready') return;
      setDownloading(true);
      await download(`${DOWNLOAD_URL}?${lookup}`, report.name).catch(notifyError);
      setDownloading(false);
    },
  };
}
