import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_MESSAGES, type ReportFileInfo } from '@backoffice/domain/reports';
import { CPF_CHECK_DIGITS_WARNING } from '@backoffice/domain/schemas/messages';
import { TRAIL_REPORT_MESSAGES } from '@backoffice/domain/schemas/trail-report';
import type { TrailProfileOptionsQuery, TrailQuery } from '../../generated/lms/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import type { Trail } from './api/use-trail.ts';
import { dateOrderError, emptyFilters, parseDay, reportParamsOf } from './trail-report-filters.ts';
import TrailReportPage from './trail-report-page.tsx';

vi.mock('../../app/session.tsx', () => ({ useSession: () => ({ user: { id: 77 }, modules: ['Trail'] }) }));

const TRAIL = { id: 9, title: 'Trilha Seguros', categories: [], updated_at: '2026-01-04T15:00:00.000Z' } as unknown as Trail;
const CPF = '529.982.247-25';

const report = (status: ReportFileInfo['status']): ReportFileInfo => ({
  id: 4,
  name: 'trail-progress_1.csv',
  period: 'none',
  year: 0,
  month: null,
  params: {},
  status,
  rows: null,
  created_at: '2026-11-22T15:00:00Z',
  started_at: null,
  finished_at: '2026-11-22T15:01:00Z',
});

let api: ApiStub;
let latest: ReportFileInfo | null;

beforeEach(() => {
  latest = null;
  api = stubApi({
    graphql: {
      Trail: (): TrailQuery => ({ trail: TRAIL }),
      TrailProfileOptions: (): TrailProfileOptionsQuery => ({ trail_profile_options: [{ id: 3, title: 'Corretor' }] }),
    },
    rest: {
      'GET /api/v1/lms/verifica_relatorio_trilha_existente': () => ({ name: latest?.status === 'ready' ? latest.name : null, report: latest }),
      'POST /api/v1/lms/report_trail': () => {
        latest = report('generating');
        return { status: 'generating', message: REPORT_MESSAGES.generating, report: latest };
      },
    },
  });
});

const generate = () => fireEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));

describe('trail report filters', () => {
  it('need the status and both dates unless a CPF is given, and a start not after the end', () => {
    const errorsOf = (filters: object) => {
      try {
        reportParamsOf({ ...emptyFilters(9), ...filters });
        return [];
      } catch (e) {
        return (e as { issues: { message: string }[] }).issues.map((i) => i.message);
      }
    };
    expect(errorsOf({})).toEqual([TRAIL_REPORT_MESSAGES.statusRequired, TRAIL_REPORT_MESSAGES.startRequired, TRAIL_REPORT_MESSAGES.endRequired]);
    expect(errorsOf({ cpf: CPF })).toEqual([]);
    expect(errorsOf({ cpf: '52998224725' })).toEqual([]);
    expect(errorsOf({ status: 'Concluído', inicio: '2026-03-02', fim: '2026-03-01' })).toEqual([TRAIL_REPORT_MESSAGES.startAfterEnd]);
    expect(dateOrderError({ inicio: '2026-03-02', fim: '2026-03-01' })).toBe(TRAIL_REPORT_MESSAGES.startAfterEnd);
    expect(dateOrderError({ inicio: '2026-03-01', fim: null })).toBeNull();
  });

  it('read a typed date day first, as Brazilians write it', () => {
    expect(parseDay('10/03/2026')).toBe('2026-03-10');
    expect(parseDay(' 31/12/2026 ')).toBe('2026-12-31');
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('2026-03-10')).toBeNull();
  });
});

describe('trail report screen', () => {
  it('shows the trail and refuses to generate without the status and dates, asking nothing of the server', async () => {
    renderWithApp(<TrailReportPage />, { path: '/Trilha-relatorio/9', route: '/Trilha-relatorio/:id' });
    expect(await screen.findByText('Trilha Seguros')).toBeTruthy();
    generate();
    for (const message of [TRAIL_REPORT_MESSAGES.statusRequired, TRAIL_REPORT_MESSAGES.startRequired, TRAIL_REPORT_MESSAGES.endRequired]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(api.requestsTo('POST /api/v1/lms/report_trail')).toEqual([]);
  });

  it('generates for a CPF alone, then tells it is being generated and, once ready, offers the download', async () => {
    const show = vi.spyOn(notifications, 'show');
    renderWithApp(<TrailReportPage />, { path: '/Trilha-relatorio/9', route: '/Trilha-relatorio/:id' });
    fireEvent.input(await screen.findByLabelText('CPF'), { target: { value: CPF } });
    generate();
    expect(await screen.findByText(REPORT_MESSAGES.generating)).toBeTruthy();
    const [sent] = api.requestsTo('POST /api/v1/lms/report_trail');
    expect(sent.body).toEqual({ trail_id: 9, cpf: '52998224725', status: null, perfil: null, inicio: null, fim: null, usuario: 77 });
    expect(show).not.toHaveBeenCalled();
    expect(api.requestsTo('GET /api/v1/lms/verifica_relatorio_trilha_existente').at(-1)?.url).toContain('id=9&usuario=77');
  });

  it('masks the CPF, takes no letters, and warns about wrong check digits while still generating', async () => {
    renderWithApp(<TrailReportPage />, { path: '/Trilha-relatorio/9', route: '/Trilha-relatorio/:id' });
    const cpf = (await screen.findByLabelText('CPF')) as HTMLInputElement;
    // The mask (react-imask) listens to native input events.
    fireEvent.input(cpf, { target: { value: 'abc' } });
    expect(cpf.value).toBe('');
    fireEvent.input(cpf, { target: { value: '52998224726' } });
    expect(cpf.value).toBe('529.982.247-26');
    expect(screen.getByText(CPF_CHECK_DIGITS_WARNING)).toBeTruthy();
    generate();
    expect(await screen.findByText(REPORT_MESSAGES.generating)).toBeTruthy();
    const [sent] = api.requestsTo('POST /api/v1/lms/report_trail');
    expect(sent.body).toMatchObject({ trail_id: 9, cpf: '52998224726' });
    // A right CPF: no warning.
    fireEvent.input(cpf, { target: { value: CPF } });
    await waitFor(() => expect(screen.queryByText(CPF_CHECK_DIGITS_WARNING)).toBeNull());
  });

  it('offers the newest ready report with its date', async () => {
    latest = report('ready');
    renderWithApp(<TrailReportPage />, { path: '/Trilha-relatorio/9', route: '/Trilha-relatorio/:id' });
    expect(await screen.findByRole('button', { name: 'Baixar relatório' })).toBeTruthy();
    expect(screen.getByText(/Último relatório gerado em 22\/11\/2026 12:01/)).toBeTruthy();
  });
});
