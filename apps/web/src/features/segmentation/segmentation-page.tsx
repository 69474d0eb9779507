import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SEGMENTATION_SEARCH_MIN } from '@backoffice/domain/schemas/segmentation';
import { RequireModule } from '../../app/require-module.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Empty, LoadError, Loading, RecordNotFound } from '../../components/states.tsx';
import { recordMissing } from '../../lib/record-missing.ts';
import { useAccountFields, type AccountField } from '../../lib/pickers/account-fields.ts';
import { useAttachValues } from './api/use-attach-values.ts';
import { useFieldValues } from '../../lib/pickers/field-values.ts';
import { useSegmentationLink } from './api/use-segmentation-link.ts';
import { useSegmentations, type SegmentationTarget, type SegmentationValue } from './api/use-segmentations.ts';
import { InvalidTarget } from './invalid-target.tsx';
import { SegmentationField, type FieldOption } from './segmentation-field.tsx';
import { useSegmentationTarget } from './use-segmentation-target.ts';
import { valueLabel } from './value-label.ts';

/** Typing pauses this long before the field's values are searched: one request per pause, not per key. */
const SEARCH_DEBOUNCE_MS = 300;

function FieldPicker({ field, target, attached }: { field: AccountField; target: SegmentationTarget; attached: SegmentationValue[] }) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const results = useFieldValues(field.id, term);
  const { link, unlink } = useSegmentationLink(target);
  const attach = useAttachValues(target);
  const options = new Map<string, FieldOption>();
  for (const v of attached) options.set(String(v.id), { value: String(v.id), label: valueLabel(v) });
  // What is typed now decides (3 characters at least, the validation rules of the spec), not the pause's term that may lag behind it.
  if (search.trim().length >= SEGMENTATION_SEARCH_MIN) {
    for (const v of results.data ?? []) options.set(String(v.id), { value: String(v.id), label: valueLabel(v) });
  }
  return (
    <SegmentationField
      label={field.field}
      options={[...options.values()]}
      linked={attached.map((v) => String(v.id))}
      search={search}
      onSearchChange={setSearch}
      onLink={link}
      onUnlink={unlink}
      onAttachValues={(values) => attach.mutateAsync({ fieldId: field.id, values })}
    />
  );
}

/** /segmentation/:module_name/:id: per account field, the values attached to the item. */
export default function SegmentationPage() {
  const { moduleName, target, config, importPath } = useSegmentationTarget();
  if (!target) return <InvalidTarget moduleName={moduleName} />;
  return (
    <RequireModule module={config.module}>
      <PageHeader
        title={`Segmentação - ${config.label} #${target.item_id}`}
        back={config.back}
        actions={
          <Button component={Link} to={importPath} variant="light" leftSection={<IconFileUpload size={16} />}>
            Importar arquivo
          </Button>
        }
      />
      <SegmentationLists target={target} back={config.back} />
    </RequireModule>
  );
}

function SegmentationLists({ target, back }: { target: SegmentationTarget; back: string }) {
  const fields = useAccountFields('dropdown');
  const attached = useSegmentations(target);
  if (fields.isPending || attached.isPending) return <Loading />;
  if (recordMissing(attached)) return <RecordNotFound back={back} />;
  if (fields.isError || attached.isError) return <LoadError />;
  if (!fields.data.length) return <Empty />;
  return (
    <Paper withBorder p="md" maw={860}>
      <Stack>
        <Text size="sm" c="dimmed">
          Cada valor adicionado ou removido é aplicado imediatamente.
        </Text>
        {fields.data.map((field) => (
          <FieldPicker key={field.id} field={field} target={target} attached={attached.data.filter((v) => v.account_field_id === field.id)} />
        ))}
        <Group>
          <Button onClick={() => void attached.refetch()}>Salvar</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
