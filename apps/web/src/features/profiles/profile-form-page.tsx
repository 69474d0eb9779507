import { TextInput } from '@mantine/core';
import { PROFILE_TITLE_MAX, profileInput, type ProfileInput } from '@backoffice/domain/schemas/profile';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useProfile } from './api/use-profile.ts';
import { useSaveProfile } from './api/use-save-profile.ts';

export default function ProfileFormPage() {
  const id = useIdParam();
  const profile = useProfile(id);
  const save = useSaveProfile();
  const record = useEditRecord(id, profile, (p) => ({ title: p.title }));
  return (
    <FormPage<ProfileInput>
      title={id ? 'Editar perfil' : 'Novo perfil'}
      back="/Profiles"
      schema={profileInput}
      initialValues={{ title: '' }}
      record={record}
      onSave={(input, version) => save.mutateAsync({ id, input, ...version })}
      redirectTo="/Profiles"
    >
      {(form) => (
        <TextInput label="Título" required maxLength={PROFILE_TITLE_MAX} {...form.getInputProps('title')} />
      )}
    </FormPage>
  );
}
