import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { MESSAGES, REDIRECT_AFTER_SAVE_MS, SAVED_MESSAGE_MS } from '@backoffice/domain/constants';
import { formRecord, type RecordVersion } from '../lib/form-record.ts';
import { gql, type Service, type TypedDocument } from '../lib/api.ts';
import { formValues, saveVariables, type FormSchema, type WireValues } from '../lib/form-values.ts';
import { newIdempotencyKey, withIdempotencyKey } from '../lib/idempotency.ts';
import { recordMissing } from '../lib/record-missing.ts';
import { notifyError, notifyFailure, notifyValidation } from '../lib/notify.ts';
import { applyFieldRules, settleFieldRules, type FieldRule } from './field-rules.ts';
import { PageHeader } from './page-header.tsx';
import type { HistoryType } from '@backoffice/domain/history';
import { LoadError, Loading, RecordNotFound } from './states.tsx';
import { UploadAfterCreateInput, useUploadsAfterCreate, type UploadAfterCreate } from './upload-after-create.tsx';
import { zodValidate } from './zod-form.ts';

/** The record a FormPage edits: its query's state, its values and its version (see useEditRecord). */
export interface FormRecord<V> {
  isPending: boolean;
  isError: boolean;
  /** The id names no record (or one of another kind): the not-found screen, not 'Erro :('. */
  notFound?: boolean;
  data?: V | null;
  updated_at?: string;
}

type RecordQuery<R> = { isPending: boolean; isError: boolean; data?: R | null; error?: unknown };

interface EditRecordOptions<R> {
  loadFailed?: string;
  required?: boolean;
  /** Whether the loaded record is of the kind this screen edits (a presential course, not an online one). */
  accept?: (record: R) => boolean;
}

/** Whether a loaded query says its id names nothing this screen edits (none, or one of another kind). */
const namesNothing = <R,>(query: RecordQuery<R>, accept?: (record: R) => boolean) =>
  recordMissing(query) || Boolean(!query.isPending && query.data && accept && !accept(query.data));

/**
 * FormPage's `record` for a screen that creates or edits one record by its route's id:
 * undefined without an id (a new record; with `required`, an error instead), otherwise the
 * query's state and version with the values `toValues` maps the loaded record to (mapped on
 * every render: FormPage reloads the form only when they change). A failed or missing record
 * shows 'Erro :(' and, when the spec names one, `loadFailed` as a toast.
 *
 *   const id = useIdParam();
 *   const record = useEditRecord(id, useBranch(id), (b) => ({ value: b.value }), { loadFailed: BRANCH_MESSAGES.loadFailed });
 */
export function useEditRecord<R extends { updated_at: string }, S extends FormSchema>(
  id: number | undefined,
  query: RecordQuery<R>,
  toValues: S,
  options?: EditRecordOptions<R>,
): FormRecord<z.input<S>> | undefined;
export function useEditRecord<R extends { updated_at: string }, V>(
  id: number | undefined,
  query: RecordQuery<R>,
  toValues: (record: R) => V,
  options: EditRecordOptions<R> & { required: true },
): FormRecord<V>;
export function useEditRecord<R extends { updated_at: string }, V>(
  id: number | undefined,
  query: RecordQuery<R>,
  toValues: (record: R) => V,
  options?: EditRecordOptions<R>,
): FormRecord<V> | undefined;
export function useEditRecord<R extends { updated_at: string }, V>(
  id: number | undefined,
  query: RecordQuery<R>,
  toValues: ((record: R) => V) | FormSchema,
  options: EditRecordOptions<R> = {},
): FormRecord<V> | undefined {
  const notFound = Boolean(id) && namesNothing(query, options.accept);
  const failed = id ? query.isError && !notFound : Boolean(options.required);
  const { loadFailed } = options;
  useEffect(() => {
    // 'Erro :(' (LoadError) tells the generic failure itself: only a screen's own wording is added.
    // The not-found screen shows no 'Erro :(': the screen's load failure (the spec's) is told there too.
    if (loadFailed && ((failed && loadFailed !== MESSAGES.loadFailed) || notFound)) notifyError(new Error(loadFailed));
  }, [failed, notFound, loadFailed]);
  if (!id) return options.required ? { isPending: false, isError: true } : undefined;
  const values = (record: R) => (typeof toValues === 'function' ? toValues(record) : (formValues(toValues, record) as V));
  return formRecord(query, query.data && !notFound ? values(query.data) : null, notFound);
}

/** What a form validates with: a domain schema whose input is the form's values. */
type ValuesSchema = z.ZodType<unknown, Record<string, unknown>>;

/** A save mutation generated from the SDL (Save<Type>RecordDocument): one root field answering the saved record. */
type SaveDocument = TypedDocument<Record<string, unknown>, never>;
type VariablesOf<D> = D extends TypedDocument<unknown, infer Variables> ? Variables : never;

/** A record's save: FormPage sends it, tells its failure and refreshes the lists it changes. */
export interface RecordSave<I, D extends SaveDocument> {
  service: Service;
  document: D;
  /** The mutation's variables from the values as the domain schema read them (instants as ISO text); FormPage adds the version. */
  variables: (input: I) => Omit<VariablesOf<D>, 'updated_at'>;
  /** The lists (query keys) the save changes. */
  invalidates: QueryKey;
  /** The failure the spec names, before the server's reason: one, or a create's and an update's. Without it, the server's message alone. */
  failure?: string | { create: string; update: string };
}

/**
 * How the form saves: a RecordSave, or its own onSave where a screen does more (a proof stays on
 * screen, a question is saved with its answers). With uploads after create, what onSave resolves
 * to carries the saved record's id.
 */
type SaveProps<S extends ValuesSchema, V, D extends SaveDocument> =
  | { save: RecordSave<WireValues<z.output<S>>, D>; onSave?: undefined; uploadsAfterCreate?: readonly UploadAfterCreate[] }
  | { save?: undefined; uploadsAfterCreate?: undefined; onSave: (values: V, version: RecordVersion) => Promise<unknown> }
  | {
      save?: undefined;
      /** Files a new record's form takes, sent once the create returned the id (see UploadAfterCreate). */
      uploadsAfterCreate: readonly UploadAfterCreate[];
      onSave: (values: V, version: RecordVersion) => Promise<{ id: number }>;
    };

/** The mutation behind a RecordSave: resolves to the saved record. */
function useRecordSave(spec: RecordSave<never, SaveDocument> | undefined) {
  const queryClient = useQueryClient();
  const failure = spec?.failure;
  return useMutation({
    mutationFn: async (variables: Record<string, unknown>) =>
      Object.values(await gql(spec!.service, spec!.document as TypedDocument<Record<string, unknown>, object>, variables))[0],
    meta: failure ? { silent: true } : undefined,
    onError: (error, variables) => {
      if (failure) notifyFailure(typeof failure === 'string' ? failure : variables.id ? failure.update : failure.create, error);
    },
    onSuccess: () => spec && queryClient.invalidateQueries({ queryKey: spec.invalidates }),
  });
}

export type FormPageProps<S extends ValuesSchema, V extends z.input<S> = z.input<S>, D extends SaveDocument = SaveDocument> = {
  title: string;
  back?: string;
  /** The domain schema: it types the form's values and validates them (a new record's, when `edit` is given). */
  schema: S;
  /** The schema of an existing record's save, when it differs (a new trail also takes its categories). */
  edit?: z.ZodType;
  /** A new record's values; by default the schema's own (see formValues). */
  initialValues?: V;
  /** The record being edited (see useEditRecord); undefined for a new one. */
  record?: FormRecord<V>;
  /** The record's 'Histórico' (a link shown while editing one, to /Historico/{type}/{id}): its table and id. */
  history?: { type: HistoryType; id: number | undefined };
  /** Rules between fields (see field-rules.ts: clearsWith, dependsOn, exclusive). */
  rules?: readonly FieldRule<V>[];
  redirectTo?: string;
  savedMessageMs?: number;
  children: (form: UseFormReturnType<V>) => ReactNode;
} & SaveProps<S, V, D>;

/**
 * A create/edit screen: loads the record (when editing: 'Carregando...', then the form or
 * 'Erro :('), validates with the domain schema, focuses the first invalid field, keeps the
 * rules between fields, disables the button while saving, shows 'Salvo com sucesso!' and, where
 * a list follows, returns to it after 2 s. Server errors arrive as toasts. A new record's
 * uploads after create are its last fields, sent once the save returned the id.
 *
 * onSave also gets the record's version (see formRecord), to send with the save. It is the one
 * the record has now, not the one first loaded: the values are reloaded whenever the record's
 * values change, so a newer version with the same values (the user's own banner upload, a
 * refetch after saving) is the one the form stands on. A refused save keeps what was typed.
 */
export function FormPage<S extends ValuesSchema, V extends z.input<S> = z.input<S>, D extends SaveDocument = SaveDocument>(props: FormPageProps<S, V, D>) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  // Saved, and leaving for the list: nothing more to send from this form.
  const [leaving, setLeaving] = useState(false);
  // A new record's creates carry this form's key: a repeat is answered with what the first created.
  const [createKey] = useState(newIdempotencyKey);
  const timers = useRef<number[]>([]);
  const rules = props.rules ?? [];
  // A record being loaded is not a change of the user's: only the rules about the present state apply.
  const loading = useRef(false);
  const [initialValues] = useState(() => props.initialValues ?? (formValues(props.schema as unknown as FormSchema) as V));
  const form: UseFormReturnType<V> = useForm<V>({
    mode: 'controlled',
    initialValues: settleFieldRules(rules, initialValues),
    validate: zodValidate<V>(props.record && props.edit ? props.edit : props.schema),
    onValuesChange: (next, previous) => {
      if (loading.current || !rules.length) return;
      // Field by field, so only the errors of the fields a rule changed are cleared.
      const patch = applyFieldRules(rules, next, previous);
      for (const [path, value] of Object.entries(patch ?? {})) form.setFieldValue(path, value as never);
    },
  });
  const uploads = useUploadsAfterCreate(props.uploadsAfterCreate ?? []);
  const recordSave = useRecordSave(props.save as RecordSave<never, SaveDocument> | undefined);
  const schemaOfSave = props.record && props.edit ? props.edit : props.schema;
  const send = (values: V, version: RecordVersion) =>
    props.save
      ? recordSave.mutateAsync({ ...props.save.variables(saveVariables(schemaOfSave, values) as WireValues<z.output<S>>), ...version })
      : props.onSave(values, version);
  const loaded = props.record?.data;
  // Screens often map the record to form values on each render; reload only when its content
  // changes, so a re-render during a save never puts the old values back.
  const loadedKey = loaded ? JSON.stringify(loaded) : '';

  useEffect(() => {
    if (loaded) {
      const values = settleFieldRules(rules, loaded);
      loading.current = true;
      form.setValues(values);
      loading.current = false;
      form.resetDirty(values);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedKey]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  if (props.record?.isPending) return <Loading />;
  if (props.record?.notFound) return <RecordNotFound back={props.back} />;
  if (props.record && (props.record.isError || !props.record.data)) return <LoadError />;

  // form.onSubmit only wraps the handlers: the refs are read on submit, not during render.
  /* eslint-disable react-hooks/refs */
  const submit = form.onSubmit(
    async (values) => {
      if (saving || leaving) return;
      if (!props.record && props.uploadsAfterCreate && !uploads.check()) return;
      setSaving(true);
      try {
        const version = props.record?.updated_at ? { updated_at: props.record.updated_at } : {};
        const result = await withIdempotencyKey(props.record ? null : createKey, () => send(values, version));
        if (!props.record && props.uploadsAfterCreate) uploads.sendFor((result as { id: number }).id);
        setSaved(true);
        timers.current.push(window.setTimeout(() => setSaved(false), props.savedMessageMs ?? SAVED_MESSAGE_MS));
        if (props.redirectTo) {
          const to = props.redirectTo;
          // The button stays disabled until the list shows: a second click would save again.
          setLeaving(true);
          timers.current.push(window.setTimeout(() => navigate(to), REDIRECT_AFTER_SAVE_MS));
        }
      } catch {
        // The mutation cache already shows the server's message as a toast.
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      // A required file left empty is told with the other errors.
      if (!props.record && props.uploadsAfterCreate) uploads.check();
      // Error rule: validation errors are also toasts; the messages stay under their inputs for screen readers.
      notifyValidation(Object.keys(errors).length);
      const first = Object.keys(errors)[0];
      // A list's own message ('answers') has no input: its first item's field takes the focus.
      if (first) (form.getInputNode(first) ?? document.querySelector<HTMLElement>(`[data-path^="${first}."]`))?.focus();
    },
  );
  /* eslint-enable react-hooks/refs */

  return (
    <>
      <PageHeader
        title={props.title}
        back={props.back}
        actions={
          props.record && props.history?.id ? (
            <Button component={Link} variant="default" to={`/Historico/${props.history.type}/${props.history.id}`}>
              Histórico
            </Button>
          ) : undefined
        }
      />
      <Paper withBorder p="md" maw={720}>
        <form onSubmit={submit} noValidate>
          <Stack>
            {props.children(form)}
            {!props.record &&
              props.uploadsAfterCreate?.map((upload, index) => (
                <UploadAfterCreateInput
                  key={upload.url}
                  upload={upload}
                  file={uploads.fileOf(index)}
                  error={uploads.errorOf(index)}
                  onChange={(file) => uploads.setFile(index, file)}
                />
              ))}
            {saved && (
              <Alert color="green" role="status">
                {MESSAGES.saved}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={saving} disabled={saving || leaving}>
                Salvar
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
