import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';
import type { ListTotals } from '../db/paged-list.ts';

const byNode = new WeakMap<object, ReadonlySet<string>>();

/** The names of the fields of these selection sets, through fragments, whatever their @include or @skip. */
function fieldNames(info: GraphQLResolveInfo, sets: Array<SelectionSetNode | undefined>): Set<string> {
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const set of sets) visit(set);
  return names;
}

/**
 * The names of the fields a query asks of what a root field returns (of each row of a list),
 * through fragments, and whatever their @include or @skip: a list then reads only the columns
 * they need (see db/projection.ts). A document's AST is parsed once, so the set is kept per node.
 */
export function requestedFields(info: GraphQLResolveInfo | undefined): ReadonlySet<string> | undefined {
  if (!info) return undefined;
  const [node] = info.fieldNodes;
  // With one node the answer depends on the document alone; a field repeated may skip some of its copies.
  const cached = info.fieldNodes.length === 1 ? byNode.get(node) : undefined;
  if (cached) return cached;
  const names = fieldNames(
    info,
    info.fieldNodes.map((fieldNode) => fieldNode.selectionSet),
  );
  if (info.fieldNodes.length === 1) byNode.set(node, names);
  return names;
}

const rootsByOperation = new WeakMap<object, ReadonlySet<string>>();

/** The names of the root fields an operation asks, through fragments (kept per operation node, as above). */
export function rootFields(info: GraphQLResolveInfo): ReadonlySet<string> {
  const cached = rootsByOperation.get(info.operation);
  if (cached) return cached;
  const names = fieldNames(info, [info.operation.selectionSet]);
  rootsByOperation.set(info.operation, names);
  return names;
}

/**
 * The request's page totals for a list whose count field the same operation asks too: its page
 * then reads the count (ListTotals). A page asked alone reads no count, which would cost it every
 * match of a search sorted rather than the first ones.
 */
export function totalsFor(ctx: { lists?: ListTotals }, info: GraphQLResolveInfo | undefined, countField: string): ListTotals | undefined {
  return ctx.lists && info && rootFields(info).has(countField) ? ctx.lists : undefined;
}
