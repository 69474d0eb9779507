import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import type { UnpublishedItem } from '@backoffice/domain/unpublished';
import UnpublishedPage from './unpublished-page.tsx';

const UNPUBLISHED = 'GET /api/v1/lms/unpublished-content';
let api: ApiStub;

function stubUnpublished(data: UnpublishedItem[], total = data.length) {
  api = stubApi({ rest: { [UNPUBLISHED]: () => ({ data, total }) } });
}
const urls = () => api.requestsTo(UNPUBLISHED).map((r) => r.url);

const ROWS: UnpublishedItem[] = [
  { id: 11, title: 'Ebook vencido', type: 'file', owner_name: 'Dona Maria', date_unpublish: '2026-03-10T02:00:00.000Z' },
  { id: 12, title: 'Curso antigo', type: 'curso', owner_name: null, date_unpublish: '2026-02-01T15:00:00.000Z' },
  { id: 13, title: 'Trilha antiga', type: 'trilha', owner_name: null, date_unpublish: '2026-01-20T15:00:00.000Z' },
];

describe('UnpublishedPage', () => {
  it('shows type labels, owner or "Sem responsável", the São Paulo date and the edit link of each kind', async () => {
    stubUnpublished(ROWS);
    renderWithApp(<UnpublishedPage />, { path: '/Unpublished-preview' });
    const rows = await screen.findAllByRole('row');
    const cells = (i: number) =>
      within(rows[i])
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(1).slice(0, 5)).toEqual(['11', 'Ebook vencido', 'Conteúdo Digital', 'Dona Maria', '09/03/2026']);
    expect(cells(2).slice(0, 5)).toEqual(['12', 'Curso antigo', 'Curso', 'Sem responsável', '01/02/2026']);
    expect(cells(3).slice(0, 5)).toEqual(['13', 'Trilha antiga', 'Trilha', 'Sem responsável', '20/01/2026']);
    const links = screen.getAllByRole('link', { name: 'Editar' }).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/dam-edit/Media/11', '/Course-edit/12', '/Trail-edit/13']);
    expect(urls()[0]).toBe('/api/v1/lms/unpublished-content?offset=0&limit=20');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('asks for the page in the URL and paginates past 20 rows', async () => {
    stubUnpublished(ROWS, 45);
    renderWithApp(<UnpublishedPage />, { path: '/Unpublished-preview?page=3' });
    await screen.findByText('Ebook vencido');
    expect(urls()[0]).toBe('/api/v1/lms/unpublished-content?offset=40&limit=20');
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
  });

  it('says "Nenhum dado disponível" when nothing is unpublished', async () => {
    stubUnpublished([]);
    renderWithApp(<UnpublishedPage />, { path: '/Unpublished-preview' });
    await waitFor(() => expect(screen.getByText('Nenhum dado disponível')).toBeTruthy());
  });
});
