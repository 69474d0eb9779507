import { GraphQLError } from 'graphql';
import { z, ZodError } from 'zod';
import { checkAccess, type Access } from '../access/access.ts';
import { UserError } from '../errors.ts';
import { assertNoNul } from '../http/input-guard.ts';
import type { GraphqlContext } from './context.ts';

export const ACCESS = Symbol('access');

export type Resolver = ((parent: unknown, args: Record<string, unknown>, ctx: GraphqlContext) => Promise<unknown>) & {
  [ACCESS]: Access;
};

export function toGraphqlError(error: unknown): unknown {
  if (error instanceof UserError) return new GraphQLError(error.message, { extensions: { code: error.code } });
  if (error instanceof ZodError) {
    return new GraphQLError(error.issues[0]?.message ?? 'Dados inválidos', {
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
export function operation<S extends z.ZodType = z.ZodObject<Record<never, never>>, R = unknown>(spec: {
  access: Access;
  args?: S;
  resolve: (args: z.output<S>, ctx: GraphqlContext & { user: GraphqlContext['user'] }) => Promise<R> | R;
}): Resolver {
  const resolver = async (_parent: unknown, rawArgs: Record<string, unknown>, ctx: GraphqlContext) => {
    try {
      checkAccess(ctx.user, spec.access);
      assertNoNul(rawArgs);
      const args = spec.args ? spec.args.parse(rawArgs) : rawArgs;
      return await spec.resolve(args as z.output<S>, ctx);
    } catch (error) {
      throw toGraphqlError(error);
    }
  };
  return Object.assign(resolver, { [ACCESS]: spec.access });
}
