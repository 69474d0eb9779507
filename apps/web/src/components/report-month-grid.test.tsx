import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, REPORT_SCREENS, type ReportFileInfo } from '@backoffice/domain/reports';
import { stubApi, type ApiStub } from '../test/api-stub.ts';
import { renderWithApp } from '../test/render.tsx';
import { ReportMonthGrid } from './report-month-grid.tsx';

const NOW = new Date('2026-11-22T15:00:00Z');
const downloads = REPORT_SCREENS.find((s) => s.slug === 'download-conteudos')!;

const file = (over: Partial<ReportFileInfo>): ReportFileInfo => ({
  id: 1,
  name: 'report_download_2026-10_1793000000.csv',
  period: 'month',
  year: 2026,
  month: 10,
  params: {},
  status: 'ready',
  rows: 3,
  created_at: '2026-11-01T10:00:00Z',
  started_at: '2026-11-01T10:00:01Z',
  finished_at: '2026-11-01T10:01:00Z',
  ...over,
});

const LIST = 'GET /api/v1/dam/buscar_relatorios_existentes';
const GENERATE = 'POST /api/v1/dam/gerar_relatorio';
let reports: ReportFileInfo[];
let finishes: boolean;
let api: ApiStub;

beforeEach(() => {
  finishes = true;
  reports = [file({ id: 1 }), file({ id: 2, month: 9, status: 'generating', finished_at: null }), file({ id: 3, period: 'year', year: 2025, month: null })];
  api = stubApi({
    rest: {
      [LIST]: () => ({ name: 'report_download', reports }),
      [GENERATE]: () => {
        const created = file({ id: 99, month: 8, status: 'generating', finished_at: null });
        // finishes: the job is done before the next look at the list.
        reports = [...reports, { ...created, status: finishes ? 'ready' : 'generating' }];
        return Response.json({ status: 'generating', report: created }, { status: 202 });
      },
    },
  });
});
// The grid asks for the files of its report alone.
afterEach(() => expect(new Set(api.requestsTo(LIST).map((r) => r.url))).toEqual(new Set(['/api/v1/dam/buscar_relatorios_existentes?name=report_download'])));

const posts = () => api.requestsTo(GENERATE).map((r) => r.body);
const year = async (y: number) => within(await screen.findByRole('region', { name: `Relatórios de ${y}` }));
const button = (scope: ReturnType<typeof within>, label: string) => scope.getByRole('button', { name: label }) as HTMLButtonElement;

describe('ReportMonthGrid', () => {
  it('enables closed months from the first month of the report on, and annual buttons for closed years', async () => {
    renderWithApp(<ReportMonthGrid screen={downloads} now={NOW} />);
    const y2026 = await year(2026);
    expect(['jan', 'fev', 'jul', 'ago', 'out'].map((m) => button(y2026, m).disabled)).toEqual([false, false, false, false, false]);
    expect(button(y2026, 'nov').disabled).toBe(true);
    expect(button(y2026, 'dez').disabled).toBe(true);
    expect(button(y2026, 'Anual').disabled).toBe(true);
    const y2023 = await year(2023);
    expect(button(y2023, 'jan').disabled).toBe(false);
    expect(button(y2023, 'Anual').disabled).toBe(false);
    // Nothing before 2023 for this report.
    expect(screen.queryByRole('region', { name: 'Relatórios de 2022' })).toBeNull();
    expect(screen.getByText('Mês atual (nov/2026)')).toBeTruthy();
  });

  it('shows ready periods as downloads and generating ones as busy', async () => {
    renderWithApp(<ReportMonthGrid screen={downloads} now={NOW} />);
    const y2026 = await year(2026);
    expect(button(y2026, 'out').title).toBe('Baixar o relatório de out/2026 (gerado em 01/11/2026 07:01)');
    expect(button(y2026, 'set').getAttribute('data-loading')).toBe('true');
    expect(button(y2026, 'ago').title).toBe('Gerar o relatório de ago/2026');
    expect(button(await year(2025), 'Anual').title).toMatch(/^Baixar o relatório anual de 2025/);
  });

  it('queues a period on click, says it is being generated, then that it is ready', async () => {
    renderWithApp(<ReportMonthGrid screen={downloads} now={NOW} />);
    fireEvent.click(button(await year(2026), 'ago'));
    await waitFor(() => expect(posts()).toEqual([{ name: 'report_download', month: '8', year: '2026' }]));
    expect(await screen.findByText(REPORT_MESSAGES.ready)).toBeTruthy();
    expect(button(await year(2026), 'ago').title).toMatch(/^Baixar/);
  });

  it('keeps telling the user to wait while the report is generated', async () => {
    finishes = false;
    renderWithApp(<ReportMonthGrid screen={downloads} now={NOW} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar relatório do mês atual' }));
    expect(await screen.findByText(REPORT_MESSAGES.generating)).toBeTruthy();
    expect(posts()).toEqual([{ name: 'report_download', period: 'atual' }]);
    expect(screen.queryByText(REPORT_MESSAGES.ready)).toBeNull();
  });
});
