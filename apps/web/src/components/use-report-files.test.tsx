import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_PERIOD, REPORT_MESSAGES, type ReportFileInfo, type ReportStatus } from '@backoffice/domain/reports';
import { stubApi, type ApiStub } from '../test/api-stub.ts';
import { renderWithApp } from '../test/render.tsx';
import { ReportNoticeAlert } from './report-month-grid.tsx';
import { useReportFiles } from './use-report-files.ts';

const REQUEST = { name: 'course-in-progress', params: { course_id: 7 } };

/** A course's in-progress report: one file, no period, checked every `pollMs` while generated. */
function CourseReport({ pollMs }: { pollMs: number }) {
  const files = useReportFiles('lms', REQUEST, pollMs);
  const file = files.fileOf(NO_PERIOD);
  return (
    <>
      <ReportNoticeAlert notice={files.notice} />
      <button type="button" onClick={() => files.generate.mutate(NO_PERIOD)}>
        Gerar
      </button>
      <output data-testid="status">{files.query.data ? (file?.status ?? 'nenhum') : ''}</output>
      <output data-testid="download">{files.downloadUrl(NO_PERIOD)}</output>
    </>
  );
}

const report = (status: ReportStatus): ReportFileInfo => ({
  id: 5,
  name: 'course-in-progress_1793000000.csv',
  period: 'none',
  year: 0,
  month: null,
  params: REQUEST.params,
  status,
  rows: null,
  created_at: '2026-11-22T15:00:00Z',
  started_at: null,
  finished_at: null,
});

const LIST = 'GET /api/v1/lms/buscar_relatorios_existentes';
const GENERATE = 'POST /api/v1/lms/gerar_relatorio';
let serverStatus: ReportStatus | null;
let api: ApiStub;

beforeEach(() => {
  serverStatus = null;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api = stubApi({
    rest: {
      [LIST]: () => ({ name: REQUEST.name, reports: serverStatus ? [report(serverStatus)] : [] }),
      [GENERATE]: () => {
        serverStatus = 'generating';
        return Response.json({ status: 'generating', report: report('generating') }, { status: 202 });
      },
    },
  });
});
afterEach(() => vi.useRealTimers());

const lists = () => api.requestsTo(LIST).map((r) => r.url);
const posts = () => api.requestsTo(GENERATE).map((r) => r.body);
const status = () => screen.getByTestId('status').textContent;

describe('useReportFiles with parameters and its own polling interval', () => {
  it('asks for the report of its parameters and checks it every 15 s while generated, not sooner', async () => {
    renderWithApp(<CourseReport pollMs={15_000} />);
    await waitFor(() => expect(status()).toBe('nenhum'));
    expect(lists()).toEqual([`/api/v1/lms/buscar_relatorios_existentes?${new URLSearchParams({ name: REQUEST.name, params: '{"course_id":7}' })}`]);
    expect(screen.getByTestId('download').textContent).toBe('/api/v1/lms/downloadRelatoriosServer?name=course-in-progress&params=%7B%22course_id%22%3A7%7D');

    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText(REPORT_MESSAGES.generating)).toBeTruthy();
    expect(posts()).toEqual([REQUEST]);
    await waitFor(() => expect(status()).toBe('generating'));
    const afterGenerate = lists().length;

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(lists()).toHaveLength(afterGenerate);

    serverStatus = 'ready';
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    expect(lists()).toHaveLength(afterGenerate + 1);
    await waitFor(() => expect(status()).toBe('ready'));
    expect(screen.getByText(REPORT_MESSAGES.ready)).toBeTruthy();

    // Ready: no more checks.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(lists()).toHaveLength(afterGenerate + 1);
  });

  it('waits its own interval: 30 s for a report that says so', async () => {
    serverStatus = 'generating';
    renderWithApp(<CourseReport pollMs={30_000} />);
    await waitFor(() => expect(status()).toBe('generating'));
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(lists()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(lists()).toHaveLength(2);
  });
});
