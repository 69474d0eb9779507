import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { TRAIL_ITEM_TYPES } from '@backoffice/domain/schemas/asset';
import { recordId } from '@backoffice/domain/schemas/record-id';
import { trail, trailItem } from '../../../db/schema/lms.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation } from '../../../platform/graphql/operation.ts';

export const TRAILS_BY_ITEM_MESSAGES = { type: "Informe o tipo do item: 'asset' ou 'course'." } as const;

/** The trails holding an item (a digital content or a course), by trail id. */
export function trailsByItem(db: Db, itemId: number, type: (typeof TRAIL_ITEM_TYPES)[number]) {
  return db
    .select({ id: trail.id, title: trail.title })
    .from(trailItem)
    .innerJoin(trail, eq(trail.id, trailItem.trail_id))
    .where(and(eq(trailItem.item_type, type), eq(trailItem.item_id, itemId)))
    .orderBy(asc(trail.id));
}

/** trailsByItem on /api/v1/lms/graphql (the linked-trails action of /Dam/Media, course screens). */
export const trailsByItemSchema: ServicePart<'lms'> = {
  typeDefs: [
    /* GraphQL */ `
    type ItemTrail { id: Int!, title: String! }
    extend type Query {
      "type_content: 'asset' or 'course'. list is accepted for older clients; the answer is always the list."
      trailsByItem(item_id: Int!, type_content: String!, list: Boolean): [ItemTrail!]!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        trailsByItem: operation({
          access: ['Media', 'Course', 'Trail'],
          args: z.object({
            item_id: recordId(),
            type_content: z.enum(TRAIL_ITEM_TYPES, { error: TRAILS_BY_ITEM_MESSAGES.type }),
            list: z.boolean().nullish(),
          }),
          resolve: (a, { db }) => trailsByItem(db, a.item_id, a.type_content),
        }),
      },
    },
  ],
};
