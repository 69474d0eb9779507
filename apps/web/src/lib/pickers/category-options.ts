import { useQuery } from '@tanstack/react-query';
import { gql } from '../api.ts';
import { damGraphql } from '../../generated/dam/gql.ts';

/** Children of a category; without a parent, the top level. */
const DOCUMENT = damGraphql(`query CategoryOptions($parent: Int) { category_collections(parent: $parent) { id title } }`);

const childrenOf = async (parent?: number) => (await gql('dam', DOCUMENT, { parent })).category_collections;

/** The categories and their subcategories ('Categoria / Subcategoria'), as multi-select options. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: ['pickers', 'categories'],
    queryFn: async () => {
      const top = await childrenOf();
      const children = await Promise.all(top.map((c) => childrenOf(c.id)));
      return top.flatMap((c, i) => [
        { value: String(c.id), label: c.title },
        ...children[i].map((s) => ({ value: String(s.id), label: `${c.title} / ${s.title}` })),
      ]);
    },
  });
}
