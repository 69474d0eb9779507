import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';

/** Arguments every paged list takes (search, limit, page, order, orderby). */
export const listArgs = z.object({
  search: z.string().trim().max(200).optional().nullable(),
  limit: z.coerce.number().int().min(1).max(200).default(PAGE_SIZE),
  page: z.coerce.number().int().min(1).default(1),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC']).default('desc').transform((o) => o.toLowerCase() as 'asc' | 'desc'),
  orderby: z.string().max(40).default('id'),
});
export type ListArgs = z.infer<typeof listArgs>;
