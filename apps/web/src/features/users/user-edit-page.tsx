import { Select, TextInput } from '@mantine/core';
import { USER_EDIT_MESSAGES, USER_LIMITS, userEditInput } from '@backoffice/domain/schemas/user';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { saveVariables } from '../../lib/form-values.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useProfileOptions } from '../../lib/pickers/profile-options.ts';
import { useUpdateUser } from './api/use-update-user.ts';
import { useUser } from './api/use-user.ts';
import { BlockFields } from './block-fields.tsx';

/** /User-edit/{id}. */
export default function UserEditPage() {
  const id = useIdParam();
  const user = useUser(id);
  const profiles = useProfileOptions(id);
  const update = useUpdateUser();
  const record = useEditRecord(id, user, userEditInput, { required: true });
  // The user's current profile stays on show (keeping it is no change) even when the caller may not give it.
  const current = user.data?.profile;
  const offered = profiles.data ?? [];
  const options = current && !offered.some((o) => o.value === String(current.id)) ? [{ value: String(current.id), label: current.title }, ...offered] : offered;
  const locked = profiles.isSuccess && offered.length === 0;
  return (
    <FormPage
      history={{ type: 'users', id }}
      title="Editar usuário"
      back="/User"
      schema={userEditInput}
      record={record}
      // The schema's output (trimmed, 0/1, reason cleared) is what goes out.
      onSave={(values, version) => update.mutateAsync({ id: id!, input: saveVariables(userEditInput, values), ...version })}
      redirectTo="/User"
    >
      {(form) => {
        const profile = form.getInputProps('profile_id');
        return (
          <>
            <TextInput label="Nome" required maxLength={USER_LIMITS.name} {...form.getInputProps('name')} />
            <TextInput label="E-mail" required maxLength={USER_LIMITS.mail} {...form.getInputProps('mail')} />
            <TextInput label="User ID (UID)" required maxLength={USER_LIMITS.uid} {...form.getInputProps('uid')} />
            <Select
              {...profile}
              label="Perfil"
              placeholder="Selecione o perfil"
              data={options}
              disabled={locked}
              description={locked ? USER_EDIT_MESSAGES.profileLocked : undefined}
              clearable
              searchable
              nothingFoundMessage="Nenhum perfil encontrado"
              value={form.getValues().profile_id === null ? null : String(form.getValues().profile_id)}
              onChange={(value) => form.setFieldValue('profile_id', value ? Number(value) : null)}
            />
            <BlockFields form={form} />
          </>
        );
      }}
    </FormPage>
  );
}
