import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { CHAT_AUDIENCE_FIELDS, type ChatAudienceField } from '@backoffice/domain/schemas/chat-message';
import { LoadError } from '../../components/states.tsx';
import { useAudienceBreakdown, useAudienceCount } from './api/use-audience.ts';

const FIELDS = Object.keys(CHAT_AUDIENCE_FIELDS) as ChatAudienceField[];

function Count({ label, value }: { label: string; value: number | undefined }) {
  const id = useId();
  return (
    <Paper withBorder p="xs" role="group" aria-labelledby={id}>
      <Text size="xs" c="dimmed" id={id}>
        {label}
      </Text>
      <Text fw={700} size="xl" aria-live="polite">
        {value ?? '…'}
      </Text>
    </Paper>
  );
}

/** Both breakdowns of one field side by side: a label may have people online, or only past ones. */
function breakdownRows(online: { label: string; total: number }[] = [], all: { label: string; total: number }[] = []) {
  const onlineBy = new Map(online.map((g) => [g.label, g.total]));
  return all.map((g) => ({ label: g.label, all: g.total, online: onlineBy.get(g.label) ?? 0 }));
}

/**
 * People online now and everyone who ever entered, and both by a profile field (Perfil, Comercial,
 * Regional, Sucursal, Diretoria). The queries refresh every 60 s by themselves; the screen also
 * refreshes them when a new participant writes.
 */
export function AudienceCounts({ chatId }: { chatId: number }) {
  const [field, setField] = useState<ChatAudienceField>('Perfil');
  const online = useAudienceCount(chatId, 'active');
  const all = useAudienceCount(chatId, 'all');
  const onlineBy = useAudienceBreakdown(chatId, 'active', field);
  const allBy = useAudienceBreakdown(chatId, 'all', field);
  const rows = breakdownRows(onlineBy.data, allBy.data);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2}>
        <Count label="Pessoas Online" value={online.data} />
        <Count label="Todas Pessoas" value={all.data} />
      </SimpleGrid>
      <Group gap="xs">
        <Text size="sm" id="audience-field-label">
          Distribuição por
        </Text>
        <SegmentedControl size="xs" aria-labelledby="audience-field-label" data={FIELDS} value={field} onChange={(v) => setField(v as ChatAudienceField)} />
      </Group>
      {onlineBy.isError || allBy.isError ? (
        <LoadError />
      ) : (
        <Table withTableBorder striped fz="sm" aria-label={`Pessoas por ${field}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{field}</Table.Th>
              <Table.Th>Online</Table.Th>
              <Table.Th>Todas</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={3}>{allBy.isPending ? 'Carregando...' : 'Nenhum dado disponível'}</Table.Td>
              </Table.Tr>
            ) : (
              rows.map((r) => (
                <Table.Tr key={r.label}>
                  <Table.Td>{r.label}</Table.Td>
                  <Table.Td>{r.online}</Table.Td>
                  <Table.Td>{r.all}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
