import { Select, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { BulkAction } from '@backoffice/domain/bulk';
import { SEGMENTATION_SEARCH_MIN } from '@backoffice/domain/schemas/segmentation';
import { USER_LIMITS } from '@backoffice/domain/schemas/user';
import { useAccountFields } from '../../lib/pickers/account-fields.ts';
import { useFieldValues } from '../../lib/pickers/field-values.ts';
import { useProfileOptions } from '../../lib/pickers/profile-options.ts';

/** What an action needs beyond the rows, as runBulkAction takes it. */
export interface BulkParamValues {
  reason?: string;
  profile_id?: number;
  account_field_value_id?: number;
}

type Props = { value: BulkParamValues; onChange: (value: BulkParamValues) => void };

function ProfileParam({ value, onChange }: Props) {
  const profiles = useProfileOptions(null);
  return (
    <Select
      label="Perfil"
      required
      data={profiles.data ?? []}
      value={value.profile_id ? String(value.profile_id) : null}
      onChange={(id) => onChange({ profile_id: id ? Number(id) : undefined })}
      placeholder={profiles.isPending ? 'Carregando...' : 'Escolha'}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/** A field, then one of its values (searched from 3 characters), as the segmentation screen offers them. */
function SegmentationParam({ value, onChange }: Props) {
  const fields = useAccountFields('dropdown');
  const [fieldId, setFieldId] = useState<number | null>(null);
  const [term, setTerm] = useState('');
  const values = useFieldValues(fieldId ?? 0, fieldId ? term : '');
  const options = (values.data ?? []).map((v) => ({ value: String(v.id), label: v.label ? `${v.value} - ${v.label}` : v.value }));
  return (
    <>
      <Select
        label="Campo"
        required
        data={(fields.data ?? []).map((f) => ({ value: String(f.id), label: f.field }))}
        value={fieldId ? String(fieldId) : null}
        onChange={(id) => {
          setFieldId(id ? Number(id) : null);
          onChange({});
        }}
        placeholder="Escolha"
        comboboxProps={{ withinPortal: false }}
      />
      <Select
        label="Valor"
        required
        searchable
        disabled={!fieldId}
        data={options}
        searchValue={term}
        onSearchChange={setTerm}
        value={value.account_field_value_id ? String(value.account_field_value_id) : null}
        onChange={(id) => onChange({ account_field_value_id: id ? Number(id) : undefined })}
        nothingFoundMessage={term.trim().length < SEGMENTATION_SEARCH_MIN ? `Digite ao menos ${SEGMENTATION_SEARCH_MIN} caracteres` : 'Nenhum valor encontrado'}
        filter={({ options: all }) => all}
        comboboxProps={{ withinPortal: false }}
      />
    </>
  );
}

/** The inputs of an action that needs more than the rows; nothing for the others. */
export function BulkParams(props: Props & { action: BulkAction }) {
  switch (props.action) {
    case 'block':
      return (
        <Textarea
          label="Motivo do bloqueio"
          maxLength={USER_LIMITS.blockedDescription}
          value={props.value.reason ?? ''}
          onChange={(e) => props.onChange({ reason: e.currentTarget.value })}
        />
      );
    case 'profile':
      return <ProfileParam {...props} />;
    case 'segment_add':
    case 'segment_remove':
      return <SegmentationParam {...props} />;
    default:
      return null;
  }
}

/** Whether the inputs an action needs are filled. */
export function paramsReady(action: BulkAction, value: BulkParamValues): boolean {
  if (action === 'profile') return Boolean(value.profile_id);
  if (action.startsWith('segment_')) return Boolean(value.account_field_value_id);
  return true;
}
