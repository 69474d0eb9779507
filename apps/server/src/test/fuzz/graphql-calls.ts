import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { HOSTILE_FLOAT, HOSTILE_INT, hostileText } from './hostile-values.ts';

/** One request: a root field with one set of arguments. */
export interface GraphqlCall {
  field: string;
  query: string;
  variables: Record<string, unknown>;
}

// One variant per request: a non-null field's error aborts its siblings, so aliases would hide failures.
const HUGE_TEXT = 20_000;

type Path = Array<string | number>;

/** The root types' operations: queries and mutations go over HTTP, subscriptions over WebSocket. */
export type OperationKind = 'query' | 'mutation' | 'subscription';

/** What a well-formed client sends for a type: the starting point each variant changes. */
function plausible(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return plausible(type.ofType);
  if (isListType(type)) return [plausible(type.ofType)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, plausible(f.type)]));
  }
  if (isEnumType(type)) return type.getValues()[0]?.value;
  return ({ Int: 1, Float: 1, Boolean: false, ID: '1' } as Record<string, unknown>)[type.name] ?? 'a';
}

/** Hostile values a type still accepts, so they reach the resolver. */
function hostileFor(type: GraphQLInputType): unknown[] {
  const named = getNamedType(type);
  if (isEnumType(named) || isInputObjectType(named)) return [];
  return ({ Int: HOSTILE_INT, Float: HOSTILE_FLOAT, Boolean: [true] } as Record<string, unknown[]>)[named.name] ?? hostileText(HUGE_TEXT);
}

/** Every scalar position of an argument tree, with its type. */
function leaves(type: GraphQLInputType, path: Path): Array<{ path: Path; type: GraphQLInputType }> {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return leaves(inner.ofType, [...path, 0]);
  if (isInputObjectType(inner)) return Object.values(inner.getFields()).flatMap((f) => leaves(f.type, [...path, f.name]));
  return [{ path, type: inner }];
}

function withValue(args: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(args);
  let node = copy as Record<string | number, unknown>;
  // A list argument left out (null) gets a list to hold the value.
  path.slice(0, -1).forEach((key, i) => {
    node[key] ??= typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]] = value;
  return copy;
}

/** The scalar fields of the answer (nested objects two levels down), so every resolver runs. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields())
    .filter((f) => !f.args.some((a) => isNonNullType(a.type)))
    .flatMap((f) => {
      const nested = isObjectType(getNamedType(f.type));
      if (nested && depth >= 2) return [];
      return [f.name + selection(f.type, depth + 1)];
    });
  return ` { ${fields.length ? fields.join(' ') : '__typename'} }`;
}

/** Argument sets of a field: plausible ones, then each scalar position given each hostile value. */
function variantsOf(field: GraphQLField<unknown, unknown>): Record<string, unknown>[] {
  // An optional scalar argument left out, as clients do: createOrUpdate* then creates.
  const base = Object.fromEntries(field.args.map((a) => [a.name, isNonNullType(a.type) || isInputObjectType(a.type) ? plausible(a.type) : null]));
  const positions = field.args.flatMap((a) => leaves(a.type, [a.name]));
  return [base, ...positions.flatMap(({ path, type }) => hostileFor(type).map((value) => withValue(base, path, value)))];
}

function callOf(kind: OperationKind, field: GraphQLField<unknown, unknown>, variables: Record<string, unknown>): GraphqlCall {
  const declared = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `${kind}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection(field.type)} }`;
  return { field: field.name, query, variables };
}

/** Values GraphQL itself must refuse (Int past 32 bits, wrong types): one call each, all arguments at once. */
function illTypedCalls(kind: OperationKind, field: GraphQLField<unknown, unknown>): GraphqlCall[] {
  if (!field.args.length) return [];
  const kinds: unknown[] = [2147483648, {}];
  return kinds.map((value) => callOf(kind, field, Object.fromEntries(field.args.map((a) => [a.name, value]))));
}

/**
 * Calls that give every root field of the schema hostile arguments. A resolver already in
 * `walked` (the session fields every service shares) is not walked again.
 */
export function graphqlCalls(schema: GraphQLSchema, walked = new Set<unknown>(), kinds: readonly OperationKind[] = ['query', 'mutation']): GraphqlCall[] {
  const calls: GraphqlCall[] = [];
  const roots = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() };
  for (const [kind, root] of kinds.map((k) => [k, roots[k]] as const)) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if (walked.has(field.resolve)) continue;
      walked.add(field.resolve);
      calls.push(...variantsOf(field).map((args) => callOf(kind, field, args)), ...illTypedCalls(kind, field));
    }
  }
  return calls;
}

/** The call a well-formed client makes to a root field (the access-matrix test sends one per field). */
export function plausibleCall(kind: OperationKind, field: GraphQLField<unknown, unknown>): GraphqlCall {
  return callOf(kind, field, variantsOf(field)[0]);
}
