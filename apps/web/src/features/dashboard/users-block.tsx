import { useUserCounts } from './api/use-user-counts.ts';
import { DashboardCard, QueryContent, Stat, StatRow } from './dashboard-card.tsx';

/** Users: all of them, and those created today and yesterday. */
export function UsersBlock() {
  const query = useUserCounts();
  return (
    <DashboardCard title="Usuários">
      <QueryContent query={query}>
        {(c) => (
          <StatRow>
            <Stat label="Total" value={c.all} />
            <Stat label="Hoje" value={c.today} />
            <Stat label="Ontem" value={c.yesterday} />
          </StatRow>
        )}
      </QueryContent>
    </DashboardCard>
  );
}
