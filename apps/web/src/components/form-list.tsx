import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The value at a dotted path ('answers', 'proof.questions'). */
function valueAt(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], values);
}

/**
 * A list field of a FormPage form (a question's answers): one row per item with its remove
 * button, an add button, and the schema's messages: each field's under it (the children use
 * `form.getInputProps(`${path}.title`)`), an item's under the item, the list's under the list
 * (e.g. 'Por favor, preencha todos os campos de resposta.'). `min` items can never be removed,
 * no more than `max` added.
 */
export function FormList<V, Item>(props: {
  form: UseFormReturnType<V>;
  /** Where the array is in the values, e.g. 'answers'. */
  path: string;
  legend?: string;
  newItem: () => Item;
  addLabel: string;
  /** The remove buttons' accessible name, followed by the item's number. */
  removeLabel?: string;
  min?: number;
  max?: number;
  /** An item's fields; `path` is the item's ('answers.2'). */
  children: (index: number, path: string) => ReactNode;
}) {
  const { form, path, min = 0, max = Infinity } = props;
  const items = (valueAt(form.getValues(), path) as Item[] | undefined) ?? [];
  // A key per item, so a removed item takes its inputs with it. Items that came with the values
  // (a loaded record) get theirs on the first add or remove.
  const [stored, setStored] = useState<string[]>([]);
  const keys = items.map((_, index) => stored[index] ?? `item-${index}`);
  const listPath = path as Parameters<typeof form.insertListItem>[0];
  // A keyboard user who adds an item goes on typing in it, not from the add button.
  const focusAdded = useRef<number | null>(null);
  useEffect(() => {
    if (focusAdded.current === null) return;
    document.querySelector<HTMLElement>(`[data-path^="${path}.${focusAdded.current}."]`)?.focus();
    focusAdded.current = null;
  });

  const add = () => {
    setStored([...items.map((_, index) => stored[index] ?? randomId()), randomId()]);
    focusAdded.current = items.length;
    form.insertListItem(listPath, props.newItem() as never);
  };
  const remove = (index: number) => {
    setStored(items.map((_, i) => stored[i] ?? randomId()).filter((_, i) => i !== index));
    form.removeListItem(listPath, index);
  };
  const errorOf = (key: string) => form.errors[key] ?? null;

  return (
    <Fieldset legend={props.legend} variant="unstyled">
      <Stack gap="sm">
        {items.map((_, index) => (
          <Group key={keys[index]} align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4} style={{ flex: 1 }}>
              {props.children(index, `${path}.${index}`)}
              {errorOf(`${path}.${index}`) && (
                <Text c="red" size="sm">
                  {errorOf(`${path}.${index}`)}
                </Text>
              )}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={`${props.removeLabel ?? 'Remover'} ${index + 1}`}
              disabled={items.length <= min}
              onClick={() => remove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {errorOf(path) && (
          <Text c="red" size="sm" role="alert">
            {errorOf(path)}
          </Text>
        )}
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} disabled={items.length >= max} onClick={add}>
            {props.addLabel}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
