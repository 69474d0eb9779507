import { Badge, Pagination, Stack } from '@mantine/core';
import { useState } from 'react';
import { CHAT_MODERATION_REFRESH_MS, type ChatAudienceStatus } from '@backoffice/domain/schemas/chat-message';
import { PAGE_SIZE } from '@backoffice/domain/constants';
import { formatDateTime } from '@backoffice/domain/dates';
import { DataTable } from '../../components/data-table.tsx';
import { useAudienceCount, useAudienceUsers } from './api/use-audience.ts';

/** Pessoas Online (status active) or Todas Pessoas (all): the most recently seen first, 20 a page. */
export function AudienceList({ chatId, status }: { chatId: number; status: ChatAudienceStatus }) {
  const [page, setPage] = useState(1);
  const users = useAudienceUsers(chatId, status, page, PAGE_SIZE, CHAT_MODERATION_REFRESH_MS);
  const count = useAudienceCount(chatId, status);
  const pages = Math.ceil((count.data ?? 0) / PAGE_SIZE);
  return (
    <Stack gap="xs">
      <DataTable
        rows={users}
        rowKey={(u) => u.id}
        emptyText="Nenhum dado disponível"
        columns={[
          { header: 'Nome', render: (u) => u.name },
          { header: 'CPF/Matrícula', render: (u) => u.uid },
          { header: 'Perfil', render: (u) => u.profile_title ?? '' },
          { header: 'Entrou em', render: (u) => formatDateTime(u.first_seen_at) },
          { header: 'Visto por último', render: (u) => formatDateTime(u.last_seen_at) },
          {
            header: 'Situação',
            render: (u) => (
              <Badge variant="light" tt="none" color={u.online ? 'green' : 'gray'}>
                {u.online ? 'Online' : 'Offline'}
              </Badge>
            ),
          },
        ]}
      />
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} siblings={2} />}
    </Stack>
  );
}
