import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError, Loading } from '../../components/states.tsx';
import { download } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';

/** A block of the dashboard: a card named by its title (a region for screen readers and tests). */
export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} withBorder radius="md" padding="lg" h="100%">
      <Title id={id} order={3} size="h4" mb="md">
        {title}
      </Title>
      <Stack gap="md" style={{ flex: 1 }}>
        {children}
      </Stack>
    </Card>
  );
}

/** A block's own loading and error states: one block failing leaves the others alone. */
export function QueryContent<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError />;
  return <>{children(query.data)}</>;
}

const number = new Intl.NumberFormat('pt-BR');

/** A labelled figure, e.g. 'Ativos' 12. */
export function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} aria-label={`${label}: ${value}`}>
        {number.format(value)}
      </Text>
    </div>
  );
}

export function StatRow({ children }: { children: ReactNode }) {
  return (
    <Group gap="lg" align="flex-start">
      {children}
    </Group>
  );
}

/** A report file from a REST route, downloaded with the session (lib/download.ts). */
export function DownloadButton({ url, label }: { url: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    await download(url).catch(notifyError);
    setBusy(false);
  };
  return (
    <Button variant="light" size="xs" leftSection={<IconDownload size={16} />} loading={busy} onClick={start}>
      {label}
    </Button>
  );
}

/** A link to a report screen. */
export function ReportLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  );
}

/** The links and downloads at the foot of a block. */
export function BlockActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" mt="auto" wrap="wrap">
      {children}
    </Group>
  );
}
