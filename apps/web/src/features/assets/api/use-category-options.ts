import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';

type Category = { id: number; title: string };

const TOP = /* GraphQL */ `{ category_collections { id title } }`;
/** The endpoint allows 20 aliases per request. */
const ALIASES_PER_REQUEST = 20;

/** Subcategories of each top-level category, by alias, in as few requests as the alias limit allows. */
async function childrenOf(parents: Category[]): Promise<Record<string, Category[]>> {
  const groups: Category[][] = [];
  for (let i = 0; i < parents.length; i += ALIASES_PER_REQUEST) groups.push(parents.slice(i, i + ALIASES_PER_REQUEST));
  const answers = await Promise.all(
    groups.map((group) =>
      gql<Record<string, Category[]>>('dam', `{ ${group.map((c) => `c${c.id}: category_collections(parent: ${c.id}) { id title }`).join(' ')} }`),
    ),
  );
  return Object.assign({}, ...answers);
}

/** The categories and subcategories an asset may be linked to, as multi-select options. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: ['assets', 'category_options'],
    queryFn: async () => {
      const top = (await gql<{ category_collections: Category[] }>('dam', TOP)).category_collections;
      const children = top.length ? await childrenOf(top) : {};
      return top.flatMap((c) => [
        { value: String(c.id), label: c.title },
        ...(children[`c${c.id}`] ?? []).map((s) => ({ value: String(s.id), label: `${c.title} / ${s.title}` })),
      ]);
    },
  });
}
