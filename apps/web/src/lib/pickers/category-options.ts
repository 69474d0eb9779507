import { useQuery } from '@tanstack/react-query';
import { gql } from '../api.ts';
import { damGraphql } from '../../generated/dam/gql.ts';

const DOCUMENT = damGraphql(`query CategoryOptions { category_options { id title parent_id } }`);

/** The categories and their subcategories ('Categoria / Subcategoria'), as multi-select options. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: ['pickers', 'categories'],
    queryFn: async () => {
      const all = (await gql('dam', DOCUMENT)).category_options;
      return all
        .filter((c) => c.parent_id === 0)
        .flatMap((c) => [
          { value: String(c.id), label: c.title },
          ...all.filter((s) => s.parent_id === c.id).map((s) => ({ value: String(s.id), label: `${c.title} / ${s.title}` })),
        ]);
    },
  });
}
