import { z } from 'zod';
import { SEARCH_MESSAGES } from '../search.ts';

/** search(term, limit): the term as typed, and how many results of each kind at most. */
export const searchArgs = z.object({
  term: z.string().max(100, SEARCH_MESSAGES.termTooLong),
  limit: z
    .number()
    .int()
    .min(1, SEARCH_MESSAGES.limit)
    .max(20, SEARCH_MESSAGES.limit)
    .nullish()
    .transform((v) => v ?? 5),
});
