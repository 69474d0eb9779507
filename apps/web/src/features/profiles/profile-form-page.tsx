import { TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { PROFILE_TITLE_MAX, profileInput, profileInputAmong } from '@backoffice/domain/schemas/profile';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { SaveProfileRecordDocument } from '../../generated/account/graphql.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useProfile } from './api/use-profile.ts';
import { PROFILES_KEY, useProfiles } from './api/use-profiles.ts';

export default function ProfileFormPage() {
  const id = useIdParam();
  const profile = useProfile(id);
  const record = useEditRecord(id, profile, profileInput);
  // A title another profile has is told under the field before sending; the server refuses it too.
  const profiles = useProfiles();
  const schema = useMemo(() => profileInputAmong((profiles.data?.rows ?? []).filter((p) => p.id !== id).map((p) => p.title)), [profiles.data, id]);
  return (
    <FormPage
      history={{ type: 'profile', id }}
      title={id ? 'Editar perfil' : 'Novo perfil'}
      back="/Profiles"
      schema={schema}
      record={record}
      save={{ service: 'account', document: SaveProfileRecordDocument, variables: (input) => ({ id, input }), invalidates: PROFILES_KEY }}
      redirectTo="/Profiles"
    >
      {(form) => (
        // Typed once the other titles are known, so a duplicate is told before sending.
        <TextInput label="Título" required maxLength={PROFILE_TITLE_MAX} disabled={profiles.isPending} {...form.getInputProps('title')} />
      )}
    </FormPage>
  );
}
