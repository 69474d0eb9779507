import { Checkbox, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { PROOF_TYPE } from '@backoffice/domain/schemas/course';
import { CHAT_LEVELS, CHAT_ROOM_LIMITS, chatRoomInput, newChatRoomValues } from '@backoffice/domain/schemas/chat-room';
import { acceptOf } from '@backoffice/domain/schemas/fields';
import { DateTimeField } from '../../components/date-time-field.tsx';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { PublishingDateFields } from '../../components/publishing-date-fields.tsx';
import { Loading } from '../../components/states.tsx';
import { UploadCard } from '../../components/upload-card.tsx';
import type { RecordVersion } from '../../lib/form-record.ts';
import { formValues, saveVariables, type FormValues } from '../../lib/form-values.ts';
import { ProofSelect } from '../../components/proof-select.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { CHAT_BACKGROUND_URL, CHAT_THUMB_URL } from './api/chat-room-routes.ts';
import { chatRoomKey, useChatRoom, type ChatRoom } from './api/use-chat-room.ts';
import { CHAT_ROOMS_KEY } from './api/use-chat-rooms.ts';
import { useSaveChatRoom } from './api/use-save-chat-room.ts';

const LEVEL_OPTIONS = [...CHAT_LEVELS];
/** The editor (tiptap, ProseMirror) is larger than the rest of the form: a chunk of its own. */
const RichTextEditor = lazy(async () => ({ default: (await import('../../components/rich-text-editor.tsx')).RichTextEditor }));

type ChatRoomForm = FormValues<typeof chatRoomInput>;

/** A new room (state defaults of the domain: published now, starting at the next full hour for an hour); no proof chosen. */
const newChatRoom = () => formValues(chatRoomInput, null, { ...newChatRoomValues(), reactionevaluation_id: null, quiz_id: null });

/** /Chat-new and /Chat-edit/{id}. */
export default function ChatRoomFormPage() {
  const id = useIdParam();
  return <ChatRoomFormScreen key={id ?? 'new'} id={id} />;
}

function ChatRoomFormScreen({ id }: { id: number | undefined }) {
  const queryClient = useQueryClient();
  const save = useSaveChatRoom();
  // State rule: a room's form stays after saving; once a new room is created the form edits it, so the next save updates it.
  const [createdId, setCreatedId] = useState<number>();
  const roomId = id ?? createdId;
  const room = useChatRoom(roomId);
  const record = useEditRecord(roomId, room, chatRoomInput);
  // Kept once, so a re-render does not move the default dates.
  const [initialValues] = useState(newChatRoom);

  const onSave = async (values: ChatRoomForm, version: RecordVersion) => {
    const saved = (await save.mutateAsync({ ...saveVariables(chatRoomInput, values), id: roomId, ...version })).createOrUpdateChat;
    if (!roomId) {
      // The answer is the record as stored (its description sanitised): the form reloads from it at once.
      queryClient.setQueryData(chatRoomKey(saved.id), { chat: saved });
      setCreatedId(saved.id);
      // The address names the room now, so a reload or a shared link opens it. Written in place:
      // a navigation would remount the form and lose its message and the uploads under way.
      window.history.replaceState(window.history.state, '', `#/Chat-edit/${saved.id}`);
    }
    return saved;
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: CHAT_ROOMS_KEY });
  const uploads = [
    { label: 'Miniatura', url: CHAT_THUMB_URL, onUploaded: refresh },
    { label: 'Imagem de fundo', url: CHAT_BACKGROUND_URL, onUploaded: refresh },
  ];

  return (
    <FormPage
      history={{ type: 'chat', id: roomId }}
      title={roomId ? 'Editar Sala' : 'Nova Sala'}
      back="/Chat"
      schema={chatRoomInput}
      initialValues={initialValues}
      record={record}
      onSave={onSave}
      uploadsAfterCreate={uploads}
    >
      {(form) => <ChatRoomFields form={form} room={room.data ?? undefined} />}
    </FormPage>
  );
}

function ChatRoomFields({ form, room }: { form: UseFormReturnType<ChatRoomForm>; room?: ChatRoom }) {
  const queryClient = useQueryClient();
  const text = (field: keyof ChatRoomForm & string, label: string, max: number) => <TextInput label={label} maxLength={max} {...form.getInputProps(field)} />;
  return (
    <>
      <TextInput label="Título" required maxLength={CHAT_ROOM_LIMITS.title} {...form.getInputProps('title')} />
      <Textarea label="Descrição curta" rows={2} maxLength={CHAT_ROOM_LIMITS.shortDescription} {...form.getInputProps('short_description')} />
      <Suspense fallback={<Loading />}>
        <RichTextEditor
          label="Descrição"
          value={form.values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={form.errors.description as string | undefined}
        />
      </Suspense>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('scope', 'Escopo', CHAT_ROOM_LIMITS.scope)}
        <Select label="Nível" placeholder="Escolha um nível" data={LEVEL_OPTIONS} clearable {...form.getInputProps('level')} />
        {text('externallink', 'Link externo', CHAT_ROOM_LIMITS.externallink)}
        {text('liveid', 'ID da live', CHAT_ROOM_LIMITS.liveid)}
        {text('responsible', 'Solicitante', CHAT_ROOM_LIMITS.responsible)}
        {text('area', 'Área', CHAT_ROOM_LIMITS.area)}
        {text('room', 'Local', CHAT_ROOM_LIMITS.room)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateTimeField label="Início" required clearButtonProps={{ 'aria-label': 'Limpar data de início' }} {...form.getInputProps('datetime_start')} />
        <DateTimeField label="Fim" required clearButtonProps={{ 'aria-label': 'Limpar data de fim' }} {...form.getInputProps('datetime_end')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PublishingDateFields form={form} publishRequired />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ProofSelect
          type={PROOF_TYPE.reaction}
          field={form.getInputProps('reactionevaluation_id')}
          label="Avaliação de reação"
          placeholder="Escolha uma avaliação de reação"
        />
        <ProofSelect type={PROOF_TYPE.quiz} field={form.getInputProps('quiz_id')} label="Quiz" placeholder="Escolha um quiz" />
      </SimpleGrid>
      <Group>
        <Checkbox label="Moderação" {...form.getInputProps('moderation', { type: 'checkbox' })} />
        <Checkbox label="Ativo" {...form.getInputProps('active', { type: 'checkbox' })} />
        <Checkbox label="Cancelada" {...form.getInputProps('canceled', { type: 'checkbox' })} />
      </Group>
      {/* State rule: the justification only while the room is marked cancelled. */}
      {form.values.canceled && (
        <Textarea
          label="Justificativa do cancelamento"
          rows={3}
          maxLength={CHAT_ROOM_LIMITS.canceledDescription}
          {...form.getInputProps('canceled_description')}
        />
      )}
      {room && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {[
            { title: 'Miniatura', url: CHAT_THUMB_URL, current: room.thumbnail },
            { title: 'Imagem de fundo', url: CHAT_BACKGROUND_URL, current: room.background },
          ].map((upload) => (
            <UploadCard
              key={upload.url}
              title={upload.title}
              uploadUrl={upload.url}
              fields={{ id: String(room.id) }}
              currentUrl={upload.current}
              accept={acceptOf('image')}
              onUploaded={() => void queryClient.invalidateQueries({ queryKey: chatRoomKey(room.id) })}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
