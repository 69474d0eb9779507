import { z } from 'zod';
import { recordId } from '@backoffice/domain/schemas/record-id';
import { recordVersion } from '@backoffice/domain/schemas/record-version';
import type { Access } from '../access/access.ts';
import { operation, type ArgNames, type OperationContext, type Resolver } from './operation.ts';

/** The arguments every createOrUpdate reads beside the record's fields. */
const recordKeys = { id: recordId().nullish(), updated_at: recordVersion };

type Keys<X extends z.ZodRawShape> = { id?: number | null; updated_at?: string | null } & { [K in keyof X]?: z.output<X[K]> };

/**
 * What a save's resolver receives: the record's id (none to create), the version the form loaded,
 * any further key argument, and the record's fields as the domain schema accepted them.
 */
export type Save<I, X extends z.ZodRawShape = Record<never, never>> = Keys<X> & { input: I };

/** A create (no id, the create schema's output) or an update (an id, the edit schema's). */
export type CreateOrEdit<C extends z.ZodType, E extends z.ZodType, X extends z.ZodRawShape = Record<never, never>> =
  (Save<z.output<C>, X> & { id?: null }) | (Save<z.output<E>, X> & { id: number });

/** Whether a save creates (no id): then its input is the create schema's. */
export const isCreate = <T extends { id?: number | null }>(save: T): save is Extract<T, { id?: null }> => save.id === null || save.id === undefined;

/** The schema of the record's fields: one, a create and an edit one, or one picked among several by what is stored. */
type Schemas<X extends z.ZodRawShape = z.ZodRawShape> =
  | z.ZodType
  | { create: z.ZodType; edit: z.ZodType }
  | { among: readonly z.ZodType[]; pick: (keys: Keys<X>, ctx: OperationContext<Access>) => z.ZodType | Promise<z.ZodType> };

type SavedInput<S, X extends z.ZodRawShape> = S extends { create: infer C extends z.ZodType; edit: infer E extends z.ZodType }
  ? CreateOrEdit<C, E, X>
  : S extends { among: readonly (infer M extends z.ZodType)[] }
    ? Save<z.output<M>, X>
    : S extends z.ZodType
      ? Save<z.output<S>, X>
      : never;

/** Each schema's argument names (distributed: a name of any one of them). */
type NamesOf<M> = M extends z.ZodType ? ArgNames<z.input<M>> : never;

type FieldNames<S> = S extends { create: infer C extends z.ZodType; edit: infer E extends z.ZodType }
  ? ArgNames<z.input<C>> | ArgNames<z.input<E>>
  : S extends { among: readonly (infer M extends z.ZodType)[] }
    ? NamesOf<M>
    : S extends z.ZodType
      ? ArgNames<z.input<S>>
      : never;

/** Where the record's fields arrive: in one `input` argument, or as the operation's own arguments (the spec's createOrUpdateTrail). */
type Fields = 'input' | 'arguments';

type ArgumentNames<F extends Fields, S, X extends z.ZodRawShape> = 'id' | 'updated_at' | (keyof X & string) | (F extends 'input' ? 'input' : FieldNames<S>);

const schemaFor = <X extends z.ZodRawShape>(schemas: Schemas<X>, keys: Keys<X>, ctx: OperationContext<Access>) => {
  if (schemas instanceof z.ZodType) return schemas;
  if ('create' in schemas) return keys.id ? schemas.edit : schemas.create;
  return schemas.pick(keys, ctx);
};

/**
 * A createOrUpdate operation, every one in the same shape. It reads `id`, `updated_at` and any
 * further key (`keys`), then the record's fields with the domain schema (the edit one when there is
 * an id), so its resolver only ever receives input the domain accepted. A refused field is told
 * under its path: `input.title`, or `title` when the fields are arguments.
 */
export function saveOperation<const A extends Access, F extends Fields, const S extends Schemas<X>, R, X extends z.ZodRawShape = Record<never, never>>(spec: {
  access: A;
  fields: F;
  schema: S;
  keys?: X;
  failure?: string;
  resolve: (save: SavedInput<S, X>, ctx: OperationContext<A>) => Promise<R> | R;
}): Resolver<Awaited<R>, NoInfer<ArgumentNames<F, S, X>>> {
  const keySchema = z.object({ ...recordKeys, ...spec.keys });
  const resolver = operation({
    access: spec.access,
    // Any other argument is a field, read below by the domain schema.
    args: z.looseObject(keySchema.shape),
    failure: spec.failure,
    resolve: async (args: Record<string, unknown>, ctx) => {
      const keys = keySchema.parse(args) as Keys<X>;
      const fields = spec.fields === 'input' ? args.input : Object.fromEntries(Object.entries(args).filter(([name]) => !(name in keySchema.shape)));
      const schema = await schemaFor(spec.schema, keys, ctx as OperationContext<Access>);
      const parsed = schema.safeParse(fields);
      if (!parsed.success)
        throw spec.fields === 'input' ? new z.ZodError(parsed.error.issues.map((i) => ({ ...i, path: ['input', ...i.path] }))) : parsed.error;
      return spec.resolve({ ...keys, input: parsed.data } as SavedInput<S, X>, ctx);
    },
  });
  return resolver as unknown as Resolver<Awaited<R>, ArgumentNames<F, S, X>>;
}
