import { Box, List, Paper, Table, Text, Title } from '@mantine/core';
import { describeEntry, STATUS_ELEMENTS, type LogEntry, type statusOf } from './runtime-log.ts';

/** Where the current item's session stands and the values the package set for its status. */
export function RuntimeStatus({ status, version, itemTitle }: { status: ReturnType<typeof statusOf>; version: string; itemTitle: string | null }) {
  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5" mb="xs">
        Situação
      </Title>
      {/* Fixed columns: a long value wraps in its own column instead of squeezing the labels. */}
      <Table withRowBorders={false} verticalSpacing={2} fz="sm" layout="fixed">
        <colgroup>
          <col style={{ width: '58%' }} />
          <col />
        </colgroup>
        <Table.Tbody>
          {itemTitle && (
            <Table.Tr>
              <Table.Th scope="row">Item</Table.Th>
              <Table.Td>{itemTitle}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th scope="row">Sessão</Table.Th>
            <Table.Td>{status.session}</Table.Td>
          </Table.Tr>
          {(STATUS_ELEMENTS[version] ?? []).map(([element, label]) => (
            <Table.Tr key={element}>
              <Table.Th scope="row">
                {label}{' '}
                <Text span size="xs" c="dimmed">
                  ({element})
                </Text>
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{status.values[element] ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">Erros</Table.Th>
            <Table.Td c={status.errors ? 'red.8' : undefined}>{status.errors}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Every call, item and navigation the player reported, in order, announced politely to screen readers. */
export function RuntimeLogPanel({ entries, titles }: { entries: LogEntry[]; titles: ReadonlyMap<string, string> }) {
  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5" mb="xs">
        Chamadas do pacote à API SCORM
      </Title>
      <Box role="log" aria-live="polite" aria-label="Chamadas do pacote à API SCORM" mah={420} style={{ overflowY: 'auto' }} tabIndex={0}>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhuma chamada recebida ainda.
          </Text>
        ) : (
          <List size="sm" spacing={4} listStyleType="none" ml={0}>
            {entries.map((entry, i) => (
              <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
                <Text span size="sm" fw={entry.kind === 'call' ? undefined : 600}>
                  {describeEntry(entry, titles)}
                </Text>
                {entry.kind === 'call' && entry.error && (
                  <Text size="sm" c="red.8" fw={600}>
                    Erro {entry.error.code}: {entry.error.text}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
      </Box>
    </Paper>
  );
}
