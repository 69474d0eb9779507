import { Stack, Text } from '@mantine/core';
import { reportScreen } from './api/report-downloads.ts';
import { DashboardCard, ReportLink } from './dashboard-card.tsx';

const links = [reportScreen('acesso-corretores'), reportScreen('lista-corretores')];

/** Broker downloads: the monthly report screens of broker access and of the broker list. */
export function BrokerReportsBlock() {
  return (
    <DashboardCard title="Relatórios de corretores">
      <Text size="sm" c="dimmed">
        Relatórios mensais e anuais de corretores.
      </Text>
      <Stack gap="xs">
        {links.map((l) => (
          <ReportLink key={l.to} to={l.to}>
            {l.title}
          </ReportLink>
        ))}
      </Stack>
    </DashboardCard>
  );
}
