import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { MESSAGES, REDIRECT_AFTER_SAVE_MS, SAVED_MESSAGE_MS } from '@backoffice/domain/constants';
import type { RecordVersion } from '../lib/form-record.ts';
import { PageHeader } from './page-header.tsx';
import { LoadError, Loading } from './states.tsx';
import { zodValidate } from './zod-form.ts';

/**
 * A create/edit screen: loads the record (when editing), validates with the domain schema,
 * focuses the first invalid field, disables the button while saving, shows 'Salvo com sucesso!'
 * and, where a list follows, returns to it after 2 s. Server errors arrive as toasts.
 *
 * onSave also gets the record's version (see formRecord), to send with the save. It is the one
 * the record has now, not the one first loaded: the values are reloaded whenever the record's
 * values change, so a newer version with the same values (the user's own banner upload, a
 * refetch after saving) is the one the form stands on. A refused save keeps what was typed.
 */
export function FormPage<V extends Record<string, unknown>>(props: {
  title: string;
  back?: string;
  schema: z.ZodType;
  initialValues: V;
  /** The record being edited (see formRecord); undefined for a new one. */
  record?: { isPending: boolean; isError: boolean; data?: V | null; updated_at?: string };
  onSave: (values: V, version: RecordVersion) => Promise<unknown>;
  redirectTo?: string;
  savedMessageMs?: number;
  children: (form: UseFormReturnType<V>) => ReactNode;
}) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const timers = useRef<number[]>([]);
  const form = useForm<V>({ mode: 'controlled', initialValues: props.initialValues, validate: zodValidate<V>(props.schema) });
  const loaded = props.record?.data;
  // Screens often map the record to form values on each render; reload only when its content
  // changes, so a re-render during a save never puts the old values back.
  const loadedKey = loaded ? JSON.stringify(loaded) : '';

  useEffect(() => {
    if (loaded) {
      form.setValues(loaded);
      form.resetDirty(loaded);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedKey]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  if (props.record?.isPending) return <Loading />;
  if (props.record && (props.record.isError || !props.record.data)) return <LoadError />;

  const submit = form.onSubmit(
    async (values) => {
      if (saving) return;
      setSaving(true);
      try {
        await props.onSave(values, props.record?.updated_at ? { updated_at: props.record.updated_at } : {});
        setSaved(true);
        timers.current.push(window.setTimeout(() => setSaved(false), props.savedMessageMs ?? SAVED_MESSAGE_MS));
        if (props.redirectTo) {
          const to = props.redirectTo;
          timers.current.push(window.setTimeout(() => navigate(to), REDIRECT_AFTER_SAVE_MS));
        }
      } catch {
        // The mutation cache already shows the server's message as a toast.
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <>
      <PageHeader title={props.title} back={props.back} />
      <Paper withBorder p="md" maw={720}>
        <form onSubmit={submit} noValidate>
          <Stack>
            {props.children(form)}
            {saved && (
              <Alert color="green" role="status">
                {MESSAGES.saved}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={saving} disabled={saving}>
                Salvar
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
