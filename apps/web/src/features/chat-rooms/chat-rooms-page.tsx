import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import {
  IconCalendar,
  IconEdit,
  IconExternalLink,
  IconMessageDown,
  IconMessageQuestion,
  IconMessages,
  IconPaperclip,
  IconTargetArrow,
  IconUserDown,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListPage } from '../../components/list-page.tsx';
import { DeleteRowAction, RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { roomReportUrls } from './api/chat-room-routes.ts';
import { useChatRooms, type ChatRoomRow } from './api/use-chat-rooms.ts';
import { useDeleteChatRoom } from './api/use-delete-chat-room.ts';
import { DownloadAction } from './download-action.tsx';

const ORDER_OPTIONS = [
  { value: 'id', label: 'ID' },
  { value: 'title', label: 'Título' },
];

/** The room's live page, outside the back-office: a new tab. */
function LiveLink({ room }: { room: ChatRoomRow }) {
  if (!room.externallink) return null;
  const label = 'Abrir link da sala (nova aba)';
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" component="a" href={room.externallink} target="_blank" rel="noopener noreferrer" aria-label={label}>
        <IconExternalLink size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

function RoomReports({ room }: { room: ChatRoomRow }) {
  const urls = roomReportUrls(room.id);
  return (
    <Group gap={4} wrap="nowrap">
      <RowAction label="Segmentar" to={`/segmentation/Chat/${room.id}`} icon={<IconTargetArrow size={18} />} />
      <RowAction label="Inserir Anexos" to={`/Dam/AnexoSala/${room.id}`} icon={<IconPaperclip size={18} />} />
      <LiveLink room={room} />
      <DownloadAction
        label="Baixar participantes"
        icon={<IconUserDown size={18} />}
        url={urls.participants}
        fallbackName={`participantes-sala-${room.id}.csv`}
      />
      <DownloadAction label="Baixar mensagens" icon={<IconMessageDown size={18} />} url={urls.messages} fallbackName={`mensagens-sala-${room.id}.csv`} />
      <DownloadAction
        label="Baixar perguntas e respostas"
        icon={<IconMessageQuestion size={18} />}
        url={urls.questions}
        fallbackName={`perguntas-e-respostas-sala-${room.id}.csv`}
      />
    </Group>
  );
}

/** /Chat ('Sala virtual') and /ser: the virtual rooms. */
export default function ChatRoomsPage() {
  const list = useListState();
  const rooms = useChatRooms(list);
  const remove = useDeleteChatRoom();
  return (
    <ListPage
      title="Sala virtual"
      bulk={{ kind: 'room' }}
      list={list}
      orderOptions={ORDER_OPTIONS}
      actions={
        <>
          <Button component={Link} to="/Chat-new">
            Nova Sala
          </Button>
          <Button component={Link} to="/Chat-Calendar/" variant="light" leftSection={<IconCalendar size={16} />}>
            Calendário
          </Button>
        </>
      }
      query={rooms}
      rowKey={(r) => r.id}
      columns={[
        { header: 'ID', render: (r) => r.id },
        { header: 'Título', render: (r) => r.title },
        { header: 'Início', render: (r) => r.datetime_start_format_br },
        { header: 'Fim', render: (r) => r.datetime_end_format_br },
        {
          header: 'Acessos',
          render: (r) => (
            <Group gap={4} wrap="nowrap">
              <RowAction label="Moderar Sala" to={`/Moderate/${r.id}`} icon={<IconMessages size={18} />} />
              <RowAction label="Editar" to={`/Chat-edit/${r.id}`} icon={<IconEdit size={18} />} />
            </Group>
          ),
        },
        { header: 'Relatórios', render: (r) => <RoomReports room={r} /> },
        {
          header: 'Excluir',
          render: (r) => <DeleteRowAction confirm={{ what: `a sala ${r.title}`, remove: () => remove.mutateAsync(r.id), restorable: true }} />,
        },
      ]}
    />
  );
}
