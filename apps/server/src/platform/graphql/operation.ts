import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import { z, ZodError } from 'zod';
import { checkAccess, type Access } from '../access/access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { UserError } from '../errors.ts';
import { assertNoNul } from '../http/input-guard.ts';
import type { GraphqlContext } from './context.ts';

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
  resolve: (args: z.output<S>, ctx: OperationContext<A>) => Promise<R> | R;
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
    let allowed = false;
    try {
      checkAccess(ctx.user, spec.access);
      allowed = true;
      assertNoNul(rawArgs);
      const args = spec.args ? spec.args.parse(rawArgs) : rawArgs;
      return await spec.resolve(args as z.output<S>, ctx as OperationContext<A>);
    } catch (error) {
      throw toGraphqlError(error, allowed ? spec.failure : undefined);
    }
  };
  return Object.assign(resolver, { [ACCESS]: spec.access });
}
