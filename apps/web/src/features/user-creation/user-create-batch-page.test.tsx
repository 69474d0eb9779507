import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import type { ImportRun } from '../../components/use-import-runs.ts';
import { IMPORT_RUNS_POLL_MS } from '../../components/use-import-runs.ts';
import type { CanManageUsersQuery } from '../../generated/account/graphql.ts';
import { formFields, stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import UserCreateBatchPage from './user-create-batch-page.tsx';

const run = (over: Partial<ImportRun>): ImportRun => ({
  id: 1,
  file_name: 'parceiros.csv',
  status: 'done',
  rows_done: 120,
  rows_created: 118,
  rows_failed: 2,
  requested_by: { id: 7, name: 'Regina Lima' },
  requested_by_actor: null,
  started_at: '2026-10-05T13:07:00Z',
  finished_at: '2026-10-05T13:08:00Z',
  ...over,
});

const RUNS = 'GET /api/v1/:kind/import-users-from-dashboard/runs';
const IMPORT = 'POST /api/v1/:kind/import-users-from-dashboard';
let runs: Record<string, ImportRun[]>;
let api: ApiStub;
/** A super administrator or one of USER_MANAGER_IDS, unless a test says otherwise. */
let canManage: boolean;

const runCalls = (kind: string) => api.requestsTo(RUNS).filter((r) => r.url === `/api/v1/${kind}/import-users-from-dashboard/runs`).length;

beforeEach(() => {
  runs = {
    parceiro: [
      run({ id: 3, file_name: 'lote-3.csv', status: 'running', rows_done: 4000, rows_created: 3990, rows_failed: 10, finished_at: null }),
      run({
        id: 2,
        file_name: 'lote-2.csv',
        status: 'interrupted',
        requested_by: { id: 9, name: 'Bruno Souza' },
        requested_by_actor: { id: 7, name: 'Regina Lima' },
        finished_at: null,
      }),
      run({ id: 1, status: 'failed', rows_done: 0, rows_created: 0, rows_failed: 0, started_at: '2026-01-01T02:30:00Z' }),
    ],
    corretor: [],
  };
  canManage = true;
  api = stubApi({
    graphql: { CanManageUsers: (): CanManageUsersQuery => ({ can_manage_users: canManage }) },
    rest: {
      [RUNS]: ({ params }) => ({ runs: runs[params.kind!] }),
      [IMPORT]: ({ params }) => {
        runs[params.kind!] = [run({ id: 10, file_name: 'novos.csv' }), ...runs[params.kind!]];
        return { users_created: 120, users_error: [] };
      },
    },
  });
});
afterEach(() => vi.useRealTimers());

const table = async () => within(await screen.findByRole('region', { name: 'Importações recentes' }));
const rowTexts = (scope: ReturnType<typeof within>) =>
  scope
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('UserCreateBatchPage: recent imports', () => {
  it("lists each tab's runs with date in São Paulo time, file, who, rows and state, and explains an interrupted one", async () => {
    renderWithApp(<UserCreateBatchPage />);
    const recent = await table();
    await waitFor(() => expect(recent.getAllByRole('row')).toHaveLength(4));
    expect(rowTexts(recent)).toEqual([
      ['05/10/2026 10:07', 'lote-3.csv', 'Regina Lima', '4000', '3990', '10', 'Em andamento'],
      ['05/10/2026 10:07', 'lote-2.csv', 'Regina Lima (como Bruno Souza)', '120', '118', '2', 'Interrompida'],
      ['31/12/2025 23:30', 'parceiros.csv', 'Regina Lima', '0', '0', '0', 'Falhou'],
    ]);
    expect(recent.getByText(/Envie o mesmo arquivo novamente/)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Corretor' }));
    expect(await (await table()).findByText('Nenhuma importação enviada ainda.')).toBeTruthy();
    expect(runCalls('corretor')).toBe(1);
  });

  it('asks again while a run is in progress, and shows a new run as soon as a file is imported', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<UserCreateBatchPage />);
    await waitFor(() => expect(runCalls('parceiro')).toBe(1));
    await vi.advanceTimersByTimeAsync(IMPORT_RUNS_POLL_MS + 100);
    await waitFor(() => expect(runCalls('parceiro')).toBe(2));

    const file = new File(['Nome,CPF\n'], 'novos.csv', { type: 'text/csv' });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Usuários criados: 120')).toBeTruthy();
    expect(api.requestsTo(IMPORT).map((r) => [r.url, formFields(r.body)])).toEqual([['/api/v1/parceiro/import-users-from-dashboard', [['file', 'novos.csv']]]]);
    expect(await (await table()).findByText('novos.csv')).toBeTruthy();
  });
});

describe('UserCreateBatchPage: rights', () => {
  it('tells an administrator who may not create users so at once, without the import', async () => {
    canManage = false;
    renderWithApp(<UserCreateBatchPage />);
    expect(await screen.findByText('Acesso negado')).toBeTruthy();
    expect(screen.getByText(MESSAGES.forbidden)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
    expect(api.requestsTo(RUNS)).toHaveLength(0);
  });
});
