import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

const byNode = new WeakMap<object, ReadonlySet<string>>();

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
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const fieldNode of info.fieldNodes) visit(fieldNode.selectionSet);
  if (info.fieldNodes.length === 1) byNode.set(node, names);
  return names;
}
