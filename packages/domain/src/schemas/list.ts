import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';

/** An argument sent as null (GraphQL's way of leaving it out) gets its default, like a missing one. */
export const orDefault = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === null ? undefined : v), schema);

/** Arguments every paged list takes (search, limit, page, order, orderby). */
export const listArgs = z.object({
  search: z.string().trim().max(200).optional().nullable(),
  limit: orDefault(z.coerce.number().int().min(1).max(200).default(PAGE_SIZE)),
  page: orDefault(z.coerce.number().int().min(1).default(1)),
  order: orDefault(
    z
      .enum(['asc', 'desc', 'ASC', 'DESC'])
      .default('desc')
      .transform((o) => o.toLowerCase() as 'asc' | 'desc'),
  ),
  orderby: orDefault(z.string().max(40).default('id')),
});
export type ListArgs = z.output<typeof listArgs>;
