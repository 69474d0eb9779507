import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import { z, ZodError } from 'zod';
import { recordId } from '@backoffice/domain/schemas/record-id';
import { recordVersion } from '@backoffice/domain/schemas/record-version';
import { checkAccess, type Access } from '../access/access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { UserError } from '../errors.ts';
import { assertNoNul } from '../http/input-guard.ts';
import type { GraphqlContext } from './context.ts';
import { graphqlOperationDuration, metricsRecording, secondsSince, type OperationOutcome } from '../observability/metrics.ts';
import { inSpan, spansEnabled } from '../observability/spans.ts';

export const ACCESS = Symbol('access');

/** Type-level only: no resolver holds this property (see Resolver). */
declare const ARG_NAMES: unique symbol;

/** The argument names of an object type; none for the generated `Record<PropertyKey, never>` of a field without any. */
export type ArgNames<A> = string extends keyof A ? never : keyof A & string;

/**
 * A root field built by operation(). R, what it resolves to, and K, the argument names its args
 * schema reads, are what service-part.ts checks against the field's type and arguments in the SDL.
 */
export type Resolver<R = unknown, K extends string = string> = ((
  parent: unknown,
  args: Record<string, unknown>,
  ctx: GraphqlContext,
  info?: GraphQLResolveInfo,
) => Promise<R>) & {
  [ACCESS]: Access;
  /** Phantom, invariant in K: the names must equal the SDL's, neither more nor fewer. */
  readonly [ARG_NAMES]?: (names: K) => K;
};

/** The context a resolver gets: past the access check, a session is there unless the operation is public. */
export type OperationContext<A extends Access> = A extends 'public' ? GraphqlContext : GraphqlContext & { user: CurrentUser };

/** `failure`, when given, is told before the message (e.g. 'Erro ao salvar os inputs.'); the issues keep their own. */
export function toGraphqlError(error: unknown, failure?: string): unknown {
  const told = (message: string) => (failure ? `${failure} ${message}` : message);
  if (error instanceof UserError) return new GraphQLError(told(error.message), { extensions: { code: error.code } });
  if (error instanceof ZodError) {
    return new GraphQLError(told(error.issues[0]?.message ?? 'Dados inválidos'), {
      extensions: {
        code: 'BAD_USER_INPUT',
        issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      },
    });
  }
  return error;
}

/**
 * A root field: checks the caller's access, refuses NUL in any argument (see input-guard),
 * validates the arguments with the domain schema, then runs the handler. Endpoints refuse to
 * mount a root field not built by this function.
 */
export function operation<S extends z.ZodType = z.ZodObject<Record<never, never>>, R = unknown, const A extends Access = Access>(spec: {
  access: A;
  args?: S;
  /** `info` is there to read which fields the query asks (see requestedFields). */
  resolve: (args: z.output<S>, ctx: OperationContext<A>, info?: GraphQLResolveInfo) => Promise<R> | R;
  /** What a refused input or a failed write of this operation is told as, before its reason (not a refused access). */
  failure?: string;
  /**
   * A mutation that changes nothing a session resolves to (users, profiles, modules, sessions):
   * it leaves the cached sessions of every copy in place. A chat message or a heartbeat, sent
   * hundreds of times a second, would otherwise send every next request to the database.
   */
  leavesSessions?: true;
}): Resolver<Awaited<R>, ArgNames<z.input<S>>> {
  const resolver = async (_parent: unknown, rawArgs: Record<string, unknown>, ctx: GraphqlContext, info?: GraphQLResolveInfo): Promise<Awaited<R>> => {
    // What a mutation changes may be what the caller's session holds (see installAccess).
    if (info?.operation.operation === 'mutation' && !spec.leavesSessions) ctx.req.changesState = true;
    const field = info?.fieldName ?? 'unknown';
    if (info) (ctx.req.graphqlFields ??= []).push(field);
    const service = ctx.service ?? 'none';
    const recording = metricsRecording();
    const start = recording ? performance.now() : 0;
    let outcome: OperationOutcome = 'ok';
    const run = async (): Promise<Awaited<R>> => {
      let allowed = false;
      try {
        checkAccess(ctx.user, spec.access);
        allowed = true;
        assertNoNul(rawArgs);
        const args = spec.args ? spec.args.parse(rawArgs) : rawArgs;
        return await spec.resolve(args as z.output<S>, ctx as OperationContext<A>, info);
      } catch (error) {
        outcome = !allowed ? 'refused' : error instanceof UserError || error instanceof ZodError ? 'user_error' : 'internal';
        throw toGraphqlError(error, allowed ? spec.failure : undefined);
      } finally {
        if (recording) graphqlOperationDuration.observe({ service, operation: field, outcome }, secondsSince(start));
      }
    };
    if (!spansEnabled()) return run();
    return inSpan(`graphql ${service}.${field}`, { 'graphql.operation.type': info?.operation.operation ?? '', 'graphql.field.name': field }, run);
  };
  return Object.assign(resolver, { [ACCESS]: spec.access });
}

// ---- createOrUpdate: one save shape

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
