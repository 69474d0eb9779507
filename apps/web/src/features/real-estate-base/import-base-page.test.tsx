import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ImportRun } from '../../components/use-import-runs.ts';
import { stubApi } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import ImportBasePage, { IMPORT_URL } from './import-base-page.tsx';

const done: ImportRun = {
  id: 4,
  file_name: 'base-imobiliaria.csv',
  status: 'done',
  rows_done: 1200,
  rows_created: 1100,
  rows_failed: 3,
  requested_by: { id: 3, name: 'Carla Dias' },
  requested_by_actor: null,
  started_at: '2026-03-10T18:45:00Z',
  finished_at: '2026-03-10T18:46:00Z',
};

beforeEach(() => {
  stubApi({ rest: { [`GET ${IMPORT_URL}/runs`]: () => ({ runs: [done] }) } });
});

describe('ImportBasePage', () => {
  it("shows the base's recent imports below the upload", async () => {
    renderWithApp(<ImportBasePage />);
    const recent = within(await screen.findByRole('region', { name: 'Importações recentes' }));
    await waitFor(() => expect(recent.getAllByRole('row')).toHaveLength(2));
    expect(recent.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Data',
      'Arquivo',
      'Responsável',
      'Linhas',
      'Criados',
      'Com erro',
      'Situação',
    ]);
    expect(
      within(recent.getAllByRole('row')[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10/03/2026 15:45', 'base-imobiliaria.csv', 'Carla Dias', '1200', '1100', '3', 'Concluída']);
    expect(recent.queryByText(/Envie o mesmo arquivo novamente/)).toBeNull();
  });
});
