import { Anchor, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { Calendar, MonthPickerInput } from '@mantine/dates';
import { IconDownload, IconList } from '@tabler/icons-react';
import dayjs from 'dayjs';
// The weekday and month names are Portuguese whichever screen loaded first.
import 'dayjs/locale/pt-br';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError } from '../../components/states.tsx';
import { download } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';
import { monthReportUrls } from './api/chat-room-routes.ts';
import { useChatCalendar, type CalendarRoom } from './api/use-chat-calendar.ts';
import { businessTime, businessToday, monthOf, roomsByDay } from './calendar-days.ts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Domingo … Sábado, as the spec's header reads (Mantine's own capitalising would make 'Segunda-Feira'). */
const weekdayName = (day: string) => capitalised(dayjs(day).locale('pt-br').format('dddd'));
const monthName = (day: string) => capitalised(dayjs(day).locale('pt-br').format('MMMM [de] YYYY'));

function RoomDetails({ room }: { room: CalendarRoom }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={700}>
        {room.title}
        {room.canceled ? ' (Cancelada)' : ''}
      </Text>
      <Text size="xs">Início: {room.datetime_start_format_br}</Text>
      <Text size="xs">Fim: {room.datetime_end_format_br}</Text>
      <Text size="xs">Local: {room.room || '—'}</Text>
      <Text size="xs">Escopo: {room.scope || '—'}</Text>
      <Text size="xs">Nível: {room.level || '—'}</Text>
    </Stack>
  );
}

/** One room on its day: start time and title, its details on hover or focus, a link to edit it. */
function RoomEvent({ room }: { room: CalendarRoom }) {
  const canceled = room.canceled === 1;
  return (
    <Tooltip label={<RoomDetails room={room} />} events={{ hover: true, focus: true, touch: true }} multiline w={260} withArrow>
      <Anchor
        component={Link}
        to={`/Chat-edit/${room.id}`}
        size="xs"
        td={canceled ? 'line-through' : undefined}
        c={canceled ? 'red.9' : undefined}
        style={{ display: 'block', textAlign: 'left', lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        <Text span size="xs" fw={700} inherit>
          {businessTime(room.datetime_start)}
        </Text>{' '}
        {room.title}
        {canceled && (
          <Badge component="span" size="xs" color="red.9" variant="outline" ml={4} style={{ textDecoration: 'none' }}>
            Cancelada
          </Badge>
        )}
      </Anchor>
    </Tooltip>
  );
}

function MonthReports({ month }: { month: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const day = dayjs(month);
  const urls = monthReportUrls(day.year(), day.month() + 1);
  const run = async (key: string, url: string, name: string) => {
    setBusy(key);
    await download(url, name).catch(notifyError);
    setBusy(null);
  };
  const label = day.locale('pt-br').format('MM/YYYY');
  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        loading={busy === 'status'}
        onClick={() => void run('status', urls.status, `salas-virtuais-${label}.xlsx`)}
      >
        Relatório de salas do mês
      </Button>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        loading={busy === 'participants'}
        onClick={() => void run('participants', urls.participants, `participantes-salas-${label}.csv`)}
      >
        Participantes do mês
      </Button>
    </Group>
  );
}

/** /Chat-Calendar/ (and /Chat-calendar): the month's rooms on São Paulo's calendar. */
export default function ChatCalendarPage() {
  const [today] = useState(() => businessToday());
  const [month, setMonth] = useState(() => monthOf(today));
  const rooms = useChatCalendar(month);
  const days = roomsByDay(rooms.data ?? []);

  return (
    <>
      <PageHeader
        title="Calendário de salas virtuais"
        actions={
          <>
            <Button component={Link} to="/Chat-new">
              Nova Sala
            </Button>
            <Button component={Link} to="/Chat" variant="light" leftSection={<IconList size={16} />}>
              Lista
            </Button>
          </>
        }
      />
      <Group mb="sm" align="end" justify="space-between">
        <MonthPickerInput
          label="Ir para o mês"
          locale="pt-br"
          valueFormat="MMMM [de] YYYY"
          value={month}
          onChange={(picked) => picked && setMonth(monthOf(picked))}
          w={220}
        />
        <MonthReports month={month} />
      </Group>
      {rooms.isError && <LoadError />}
      <Paper withBorder p="sm" aria-busy={rooms.isFetching}>
        <Calendar
          static
          fullWidth
          locale="pt-br"
          maxLevel="month"
          firstDayOfWeek={0}
          weekendDays={[]}
          hideOutsideDates
          date={month}
          onDateChange={(date) => setMonth(monthOf(date))}
          previousLabel="Mês anterior"
          nextLabel="Próximo mês"
          monthLabelFormat={monthName}
          weekdayFormat={weekdayName}
          getDayProps={(day) =>
            day === today
              ? { 'aria-current': 'date', 'data-today': true, bg: 'blue.0', style: { outline: '2px solid var(--mantine-color-blue-7)', outlineOffset: -2 } }
              : {}
          }
          renderDay={(day) => (
            <Stack gap={4} w="100%">
              <Group gap={4} justify="space-between" wrap="nowrap">
                <Text size="sm" fw={700} c="dark.7">
                  {dayjs(day).date()}
                </Text>
                {day === today && (
                  <Badge size="xs" variant="filled" color="blue.8">
                    Hoje
                  </Badge>
                )}
              </Group>
              {(days.get(day) ?? []).map((room) => (
                <RoomEvent key={room.id} room={room} />
              ))}
            </Stack>
          )}
          styles={{
            month: { tableLayout: 'fixed' },
            monthCell: { verticalAlign: 'top', border: '1px solid var(--mantine-color-gray-3)' },
            calendarHeaderLevel: { textTransform: 'none' },
            weekday: { textTransform: 'none', fontWeight: 700, color: 'var(--mantine-color-dark-7)', fontSize: 'var(--mantine-font-size-sm)' },
            // Mantine's full-width days are square (aspect-ratio 1): here a day grows with its rooms.
            day: {
              width: '100%',
              height: 'auto',
              aspectRatio: 'auto',
              minHeight: 110,
              alignItems: 'flex-start',
              justifyContent: 'flex-start',
              padding: 6,
              borderRadius: 0,
            },
          }}
        />
      </Paper>
    </>
  );
}
