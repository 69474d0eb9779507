import type { ServiceResolvers } from '../../generated/services.ts';
import type { ServiceSchema } from './service-schema.ts';
import type { ArgNames, Resolver } from './operation.ts';

/**
 * Schema parts typed with the types generated from their service's SDL (codegen.ts), so that
 * `tsc` refuses, in a part's resolvers:
 *  - a type or a field the service's SDL does not have (an object literal's excess property);
 *  - a root field not built with operation(), or whose result does not fit the field's type
 *    (missing non-null field, wrong scalar, null for a non-null field...);
 *  - an args schema that reads other arguments than the field declares (zod would drop an
 *    argument the client sends, or read one GraphQL never passes);
 *  - a field resolver whose parent or result does not fit (the `mappers` of codegen.ts say where
 *    a type's rows differ from the SDL type because a field resolver completes them).
 * The resolvers still pass to the endpoint as they are: nothing changes at run time.
 */

export type ServiceName = keyof ServiceResolvers;

/** Type-level only: no part holds this property. */
declare const SERVICE: unique symbol;

/** What operation() must have built for a generated root-field resolver type F. */
type RootField<F> =
  NonNullable<F> extends infer G
    ? G extends (parent: never, args: infer A, context: never, info: never) => infer Out
      ? Resolver<Awaited<Out>, ArgNames<A>>
      : never
    : never;

type RootFields<Fields> = { [F in keyof Fields]?: RootField<Fields[F]> };

/** The generated `Resolvers` of a service, with Query and Mutation fields as operation() results. */
type PartResolvers<R> = { [T in keyof R]?: T extends 'Query' | 'Mutation' ? RootFields<NonNullable<R[T]>> : R[T] };

/**
 * A ServiceSchema with typed resolvers. Not an intersection with ServiceSchema: the index signature
 * of its `Record<string, unknown>` resolvers would admit any type or field name.
 */
interface Typed<R> extends Pick<ServiceSchema, 'typeDefs'> {
  resolvers: R[];
}

/** A schema part of service N (listed in N's service.ts); a part typed for another service does not fit there. */
export interface ServicePart<N extends ServiceName> extends Typed<PartResolvers<ServiceResolvers[N]>> {
  readonly [SERVICE]?: N;
}

/** The properties every member of the union U has, each with its members' types. */
type Common<U> = Pick<U, keyof U>;
type EveryService = ServiceResolvers[ServiceName];

/** A part mounted on every service (the session calls): typed with the types and fields all their SDLs have. */
export type SharedPart = Typed<PartResolvers<{ [T in keyof Common<EveryService>]?: Common<NonNullable<EveryService[T]>> }>>;
