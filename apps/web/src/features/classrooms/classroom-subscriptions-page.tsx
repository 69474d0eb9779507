import { Button, Group, Pagination, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { openConfirmModal } from '../../lib/confirm-modal.ts';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, PAGINATION_SIBLINGS } from '@backoffice/domain/constants';
import { formatDateTime } from '@backoffice/domain/dates';
import type { ImportResult } from '@backoffice/domain/imports';
import { SUBSCRIPTION_MESSAGES } from '@backoffice/domain/schemas/classroom';
import { CsvImportPanel } from '../../components/csv-import-panel.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowAction } from '../../components/row-action.tsx';
import { LoadError, Loading, RecordNotFound } from '../../components/states.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { recordMissing } from '../../lib/record-missing.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useAddSubscription } from './api/use-add-subscription.ts';
import { useAdvanceAllPresence } from './api/use-advance-all-presence.ts';
import { classroomKey, useClassroom } from './api/use-classroom.ts';
import { CLASSROOMS_KEY } from './api/use-classrooms.ts';
import { useDeleteSubscription } from './api/use-delete-subscription.ts';
import { useSetPresence } from './api/use-set-presence.ts';
import { useSubscriptions } from './api/use-subscriptions.ts';
import { AttendanceButton } from './attendance-button.tsx';
import { ReceiptPanel } from './receipt-panel.tsx';

export const IMPORT_URL = '/api/v1/lms/import-users-to-classroom';
export const TEMPLATE_URL = '/templates/modelo-lista-presenca.csv';

/** A confirmation answered Sim/Não (State rule: attendance deletion; the toggle-all too). */
function confirmYesNo(message: string, onYes: () => void) {
  void openConfirmModal({
    title: MESSAGES.deleteTitle,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: 'Sim', cancel: 'Não' },
    onConfirm: onYes,
  });
}

function AddParticipant({ classroomId }: { classroomId: number }) {
  const [uid, setUid] = useState('');
  const add = useAddSubscription({
    onSuccess: () => {
      setUid('');
      notifySuccess(SUBSCRIPTION_MESSAGES.added);
    },
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (uid.trim()) add.mutate({ classroom_id: classroomId, uid: uid.trim() });
      }}
    >
      <Group align="end">
        <TextInput label="CPF ou matrícula" value={uid} onChange={(e) => setUid(e.currentTarget.value)} maxLength={14} w={240} />
        <Button type="submit" loading={add.isPending} disabled={!uid.trim()}>
          Adicionar participante
        </Button>
      </Group>
    </form>
  );
}

/** /Classroom-subscription/{classroom_id}: the attendance list of a classroom (screen rule, state rule). */
export default function ClassroomSubscriptionsPage() {
  const classroomId = useIdParam('classroom_id');
  const list = useListState();
  const queryClient = useQueryClient();
  const classroom = useClassroom(classroomId);
  const subscriptions = useSubscriptions(classroomId ?? 0, list.page);
  const setPresence = useSetPresence();
  const advanceAll = useAdvanceAllPresence();
  const remove = useDeleteSubscription();
  if (!classroomId) return <LoadError />;
  if (classroom.isPending) return <Loading />;
  if (recordMissing(classroom)) return <RecordNotFound back="/Classroom/" />;
  const data = subscriptions.data;
  const pages = data ? Math.ceil(data.total / list.limit) : 0;
  const c = classroom.data;
  const reload = () => void queryClient.invalidateQueries({ queryKey: CLASSROOMS_KEY });

  return (
    <>
      <PageHeader title={`Lista de presença - Turma #${classroomId}`} back="/Classroom/" />
      <Stack>
        {c && (
          <Text>
            {c.course?.title ?? ''} · {formatDateTime(c.datetime_start)} · {c.address}
          </Text>
        )}
        <Paper withBorder p="md">
          <Stack>
            <Title order={2} size="h4">
              Adicionar participante
            </Title>
            <AddParticipant classroomId={classroomId} />
          </Stack>
        </Paper>
        <CsvImportPanel<ImportResult>
          uploadUrl={IMPORT_URL}
          fields={{ classroom_id: String(classroomId) }}
          templateUrl={TEMPLATE_URL}
          createdLabel="Participantes adicionados"
          toResult={(r) => r}
          onImported={reload}
        />
        <Paper withBorder p="md" aria-label="Totais">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Text>Participantes: {data?.total ?? 0}</Text>
            <Text>Concluídos: {data?.totals.present ?? 0}</Text>
            <Text>Ausentes: {data?.totals.absent ?? 0}</Text>
            <Text>Não iniciados: {data?.totals.notStarted ?? 0}</Text>
          </SimpleGrid>
        </Paper>
        <Group>
          <Button
            variant="light"
            disabled={!data?.total || advanceAll.isPending}
            loading={advanceAll.isPending}
            onClick={() => confirmYesNo(SUBSCRIPTION_MESSAGES.toggleAllConfirm, () => advanceAll.mutate(classroomId))}
          >
            Alternar presença de todos
          </Button>
          <Button onClick={reload}>Salvar</Button>
        </Group>
        <Paper withBorder p={0}>
          <DataTable
            columns={[
              { header: 'Nome', render: (s) => s.name },
              { header: 'CPF/Matrícula', render: (s) => s.uid },
              {
                header: 'Presença',
                render: (s) => (
                  <AttendanceButton
                    value={s.is_present}
                    disabled={setPresence.isPending}
                    onChange={(next) => setPresence.mutate({ id: s.id, is_present: next })}
                  />
                ),
              },
            ]}
            rows={{ isPending: subscriptions.isPending, isError: subscriptions.isError, data: data?.rows }}
            rowKey={(s) => s.id}
            rowActions={(s) => (
              <RowAction
                label={`Excluir ${s.name ?? 'participante'}`}
                color="red"
                icon={<IconTrash size={18} />}
                onClick={() => confirmYesNo(SUBSCRIPTION_MESSAGES.deleteConfirm, () => remove.mutate(s.id))}
              />
            )}
          />
        </Paper>
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={list.page} onChange={list.setPage} siblings={PAGINATION_SIBLINGS} />
          </Group>
        )}
        <ReceiptPanel
          classroomId={classroomId}
          current={c?.receipt}
          onUploaded={() => void queryClient.invalidateQueries({ queryKey: classroomKey(classroomId) })}
        />
      </Stack>
    </>
  );
}
