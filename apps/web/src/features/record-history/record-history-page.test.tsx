import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordHistoryQuery } from '../../generated/history/graphql.ts';
import { serverError, stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import RecordHistoryPage from './record-history-page.tsx';

const session = vi.hoisted(() => ({ superadmin: true, missing: false }));
vi.mock('../../app/session.tsx', () => ({ useSession: () => ({ user: { id: 1, profile: { is_superadmin: session.superadmin } }, modules: ['User'] }) }));

const entry = (id: number, changes: Array<{ field: string; label: string; old: string; new: string }>, action = 'update') => ({
  id,
  at: '2026-03-01T02:30:00.000Z',
  who: 'Ana Lima (#5)',
  action,
  action_label: action === 'update' ? 'Alteração' : 'Criação',
  changes,
});

let api: ApiStub;
beforeEach(() => {
  session.superadmin = true;
  session.missing = false;
  api = stubApi({
    graphql: {
      RecordHistory: ({ page }): RecordHistoryQuery => {
        if (session.missing) throw serverError('Registro não encontrado.', 'NOT_FOUND');
        return {
          record_history: {
            total: 21,
            entries:
              page === 1
                ? [
                    entry(30, [{ field: 'is_blocked', label: 'Bloqueado', old: 'Não', new: 'Sim' }]),
                    ...Array.from({ length: 19 }, (_, i) => entry(29 - i, [{ field: 'name', label: 'Nome', old: `Nome ${i}`, new: `Nome ${i + 1}` }])),
                  ]
                : [entry(1, [{ field: 'name', label: 'Nome', old: '—', new: 'Nome 0' }], 'create')],
          },
        };
      },
    },
  });
});

describe('/Historico/{type}/{id}', () => {
  it('lists the changes newest first with São Paulo dates, 20 at a time, and links a security event to the audit log', async () => {
    renderWithApp(<RecordHistoryPage />, { path: '/Historico/users/7', route: '/Historico/:type/:id' });
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(20);
    const first = within(articles[0]!);
    expect(articles[0]!.textContent).toContain('Alteração');
    expect(articles[0]!.textContent).toContain('28/02/2026 23:30 · Ana Lima (#5)');
    expect(articles[0]!.textContent).toContain('Bloqueado: Não → Sim');
    expect(first.getByRole('link', { name: '(ver na auditoria)' }).getAttribute('href')).toBe('/Auditoria?action=user.block');
    expect(api.variablesOf('RecordHistory')[0]).toEqual({ type: 'users', id: 7, page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais' }));
    expect(await screen.findByText('Criação')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Mostrar mais' })).toBeNull();
  });

  it('offers the audit log only to super administrators', async () => {
    session.superadmin = false;
    renderWithApp(<RecordHistoryPage />, { path: '/Historico/users/7', route: '/Historico/:type/:id' });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('link', { name: '(ver na auditoria)' })).toBeNull();
  });

  it('shows the not-found screen for an id that names nothing', async () => {
    session.missing = true;
    renderWithApp(<RecordHistoryPage />, { path: '/Historico/users/999', route: '/Historico/:type/:id' });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('Registro não encontrado');
    expect(screen.queryByRole('article')).toBeNull();
  });
});
