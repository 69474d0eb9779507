import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { SessionProvider } from '../../app/session.tsx';
import type { AccountAuthQuery, CommitmentTermsQuery, SessionQuery, UserCountsQuery } from '../../generated/account/graphql.ts';
import type { PageViewsQuery } from '../../generated/analytics/graphql.ts';
import type { AssetCountsQuery } from '../../generated/dam/graphql.ts';
import type { CourseCountsQuery, TrendingCoursesQuery, VideoPlatformExternalQuery } from '../../generated/lms/graphql.ts';
import { serverError, stubApi, type ApiStub, type GraphqlHandler } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import DashboardPage from './dashboard-page.tsx';

let api: ApiStub;

const VIDEO = 'Relatório da plataforma de vídeos';
const ALL_TITLES = [
  'Cursos',
  VIDEO,
  'Relatórios do programa',
  'Cursos mais concluídos',
  'Conteúdos digitais',
  'Usuários',
  'Relatórios de corretores',
  'Termos de compromisso',
  'Visualizações de páginas',
];

/** Answers each dashboard call with known figures; `failing` names the operations that fail. */
function stubDashboard(profile: { id: number; is_superadmin: boolean }, failing: string[] = []) {
  const graphql: Record<string, GraphqlHandler> = {
    AccountAuth: (): AccountAuthQuery => ({ account_auth: { login_url: '/#/login', logout_url: '/logout', support_url: '', cookies_url: '', blog_url: '' } }),
    Session: (): SessionQuery => ({
      get_authenticated_user: {
        id: 7,
        first_name: 'Ana',
        name: 'Ana Lima',
        uid: '1',
        mail: 'ana@x.com',
        profile: { ...profile, title: 'Perfil', is_admin: true },
        impersonated_by: null,
      },
      modules_by_user: ['Dashboard'],
    }),
    VideoPlatformExternal: (): VideoPlatformExternalQuery => ({ video_platform_external: false }),
    CourseCounts: (): CourseCountsQuery => ({ online: 12, onlineActive: 9, presential: 4, presentialActive: 3 }),
    TrendingCourses: (): TrendingCoursesQuery => ({
      coursesOnlineTrending: [
        { id: 1, title: 'Fundamentos do Seguro Auto', total: 63 },
        { id: 2, title: 'Atendimento consultivo', total: 41 },
      ],
      coursesPresentialTrending: [],
    }),
    AssetCounts: (): AssetCountsQuery => ({ total: 25, active: 22 }),
    UserCounts: (): UserCountsQuery => ({ all: 541, today: 3, yesterday: 5 }),
    CommitmentTerms: (): CommitmentTermsQuery => ({ termoCompromissoCount: { parceiros: 80, corretores: 120, colaboradores: 31 } }),
    PageViews: (variables) => {
      const days = Object.keys(variables).filter((k) => /^d\d$/.test(k));
      return { today: 17, total: 452, ...Object.fromEntries(days.map((k, i) => [k, 10 + i])) } as PageViewsQuery;
    },
  };
  for (const operation of failing) {
    graphql[operation] = () => {
      throw serverError('Falhou', 'INTERNAL');
    };
  }
  api = stubApi({ graphql });
}

/** The operations the screen asked for, each named once. */
const asked = () => [...new Set(api.calls.map((c) => c.operation))];

function render() {
  return renderWithApp(
    <SessionProvider>
      <DashboardPage />
    </SessionProvider>,
    { path: '/dashboard' },
  );
}

const block = (title: string) => screen.getByRole('region', { name: title });
const titles = () => screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby') && within(r).getAllByRole('heading')[0].textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('DashboardPage', () => {
  it('shows a super administrator every block, the course report and the page-view chart', async () => {
    stubDashboard({ id: PROFILE_ID.SUPER_ADMIN, is_superadmin: true });
    render();
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(titles()).toEqual(ALL_TITLES);
    await waitFor(() => expect(screen.queryByText(MESSAGES.loading)).toBeNull());

    const courses = block('Cursos');
    expect(
      within(courses)
        .getAllByLabelText(/^(Total|Ativos): /)
        .map((e) => e.textContent),
    ).toEqual(['12', '9', '4', '3']);
    expect(within(courses).getByRole('link', { name: 'Turmas presenciais' }).getAttribute('href')).toBe('/reports/turmas-presenciais');
    expect(within(courses).getByRole('button', { name: 'Relatório de cursos' })).toBeTruthy();

    const program = block('Relatórios do programa');
    expect(within(program).getByRole('link', { name: 'Programa em andamento' }).getAttribute('href')).toBe('/reports/program-in-progress');
    expect(
      within(program)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Progressão nos cursos', 'Relatório de turmas', 'Turmas desalocadas']);

    const trending = block('Cursos mais concluídos');
    expect(
      within(within(trending).getByRole('list', { name: 'On-line' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. Fundamentos do Seguro Auto63', '2. Atendimento consultivo41']);
    expect(within(trending).getByText(MESSAGES.noData)).toBeTruthy();

    const content = block('Conteúdos digitais');
    expect(within(content).getByLabelText('Total: 25').textContent).toBe('25');
    expect(within(content).getByLabelText('Ativos: 22')).toBeTruthy();
    expect(within(content).getByRole('link', { name: 'Download de conteúdos' }).getAttribute('href')).toBe('/reports/download-conteudos');
    expect(within(content).getByRole('button', { name: 'Downloads por conteúdo' })).toBeTruthy();

    const users = block('Usuários');
    expect(within(users).getByLabelText('Total: 541').textContent).toBe('541');
    expect(within(users).getByLabelText('Hoje: 3')).toBeTruthy();
    expect(within(users).getByLabelText('Ontem: 5')).toBeTruthy();

    const brokers = block('Relatórios de corretores');
    expect(
      within(brokers)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Acesso de corretores', '/reports/acesso-corretores'],
      ['Lista de corretores', '/reports/lista-corretores'],
    ]);

    const terms = block('Termos de compromisso');
    expect(within(terms).getByLabelText('Parceiros: 80')).toBeTruthy();
    expect(within(terms).getByLabelText('Corretores: 120')).toBeTruthy();
    expect(within(terms).getByLabelText('Colaboradores: 31')).toBeTruthy();
    expect(within(terms).getByRole('button', { name: 'Relatório de aceites' })).toBeTruthy();

    const views = block('Visualizações de páginas');
    expect(within(views).getByLabelText('Hoje: 17')).toBeTruthy();
    expect(within(views).getByLabelText('Total: 452')).toBeTruthy();
    const chart = within(views).getByRole('figure', { name: 'Visualizações nos últimos 10 dias' });
    // The drawing is hidden from screen readers, which get the figures as a table, oldest day first.
    expect(
      within(chart)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DiaVisualizações', ...Array.from({ length: 10 }, (_, i) => `${12 + i}/11${10 + i}`)]);
    // One request: today, the total and the 10 previous São Paulo days as aliases.
    const pageViews = api.calls.filter((c) => c.operation === 'PageViews');
    expect(pageViews).toHaveLength(1);
    expect(pageViews[0].url).toBe('/api/v1/analytics/graphql');
    expect(pageViews[0].variables).toEqual({
      today: '2026-11-22',
      d0: '2026-11-12',
      d1: '2026-11-13',
      d2: '2026-11-14',
      d3: '2026-11-15',
      d4: '2026-11-16',
      d5: '2026-11-17',
      d6: '2026-11-18',
      d7: '2026-11-19',
      d8: '2026-11-20',
      d9: '2026-11-21',
    });
  });

  it('shows profile 15 the course, content, user and broker blocks, without page views or the course report', async () => {
    stubDashboard({ id: PROFILE_ID.SPECIAL, is_superadmin: false });
    render();
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(titles()).toEqual(ALL_TITLES.filter((t) => t !== 'Visualizações de páginas'));
    await waitFor(() => expect(screen.queryByText(MESSAGES.loading)).toBeNull());
    expect(within(block('Cursos')).queryByRole('button', { name: 'Relatório de cursos' })).toBeNull();
    expect(within(block('Cursos')).getByRole('link', { name: 'Turmas presenciais' })).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(asked()).not.toContain('PageViews');
  });

  it('shows another Dashboard profile only the blocks for everyone, and asks only for their data', async () => {
    stubDashboard({ id: PROFILE_ID.ADMIN, is_superadmin: false });
    render();
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(titles()).toEqual([VIDEO, 'Relatórios do programa', 'Cursos mais concluídos', 'Termos de compromisso']);
    await waitFor(() => expect(screen.queryByText(MESSAGES.loading)).toBeNull());
    // The session, and the data of the blocks shown: no CourseCounts, AssetCounts, UserCounts or PageViews.
    expect(asked().sort()).toEqual(['AccountAuth', 'CommitmentTerms', 'Session', 'TrendingCourses', 'VideoPlatformExternal']);
    expect(screen.queryByRole('button', { name: 'Relatório de cursos' })).toBeNull();
  });

  it('shows "Erro :(" only in the block whose call failed', async () => {
    stubDashboard({ id: PROFILE_ID.SUPER_ADMIN, is_superadmin: true }, ['UserCounts']);
    render();
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(screen.queryByText(MESSAGES.loading)).toBeNull(), { timeout: 8000 });
    expect(within(block('Usuários')).getByText(MESSAGES.loadError)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.loadError)).toHaveLength(1);
    expect(within(block('Termos de compromisso')).getByLabelText('Corretores: 120')).toBeTruthy();
  });
});
