import { MultiSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useCategoryOptions } from '../lib/pickers/category-options.ts';
import { LinkMultiSelect } from './link-multi-select.tsx';

/**
 * The categories of a course or trail (state rule): on a new record, a field of the form (at least one is
 * required on save); on an existing one, each category picked or removed is linked or unlinked at once.
 */
export function CategoriesField<V extends { categories: string[] }>(props: {
  form: UseFormReturnType<V>;
  /** The record's id: absent while it is being created. */
  id?: number;
  linked?: ReadonlyArray<{ id: number; title: string }>;
  onLink: (categoryId: string) => Promise<unknown>;
  onUnlink: (categoryId: string) => Promise<unknown>;
}) {
  const categories = useCategoryOptions();
  const linked = props.linked ?? [];
  if (!props.id) {
    return (
      <MultiSelect
        {...props.form.getInputProps('categories')}
        label="Categorias"
        required
        placeholder="Escolha as categorias"
        data={categories.data ?? []}
        searchable
      />
    );
  }
  // A linked category the options lack (e.g. removed from the catalogue since) still shows as picked.
  const data = [
    ...(categories.data ?? []),
    ...linked.filter((c) => !categories.data?.some((o) => o.value === String(c.id))).map((c) => ({ value: String(c.id), label: c.title })),
  ];
  return (
    <LinkMultiSelect
      label="Categorias"
      placeholder="Escolha as categorias"
      data={data}
      linked={linked.map((c) => String(c.id))}
      onLink={props.onLink}
      onUnlink={props.onUnlink}
    />
  );
}
