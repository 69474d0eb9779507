import { z } from 'zod';
import { orDefault } from './list.ts';
import { trailItemType } from './trail.ts';

/** What the content selects of /Trail-has-course ask for at most per search: a page of matches, never the whole catalogue. */
export const TRAIL_ITEM_OPTIONS_LIMIT = { default: 50, max: 100 } as const;

/** trail_item_options: online courses ('course') or digital contents ('asset') whose title matches the search. */
export const trailItemOptionsArgs = z.object({
  type: trailItemType,
  search: z.string().trim().max(200).nullish(),
  limit: orDefault(z.coerce.number().int().min(1).max(TRAIL_ITEM_OPTIONS_LIMIT.max).default(TRAIL_ITEM_OPTIONS_LIMIT.default)),
});
export type TrailItemOptionsArgs = z.output<typeof trailItemOptionsArgs>;
