import { z } from 'zod';
import { assertDashboardBlock } from '../../platform/access/dashboard-access.ts';
import type { ServicePart } from '../../platform/graphql/service-part.ts';
import { operation } from '../../platform/graphql/operation.ts';
import { requestBatch } from '../../platform/graphql/request-batch.ts';
import { countPageViews } from './page-views-store.ts';

export const PAGE_VIEW_MESSAGES = { day: 'Informe um dia válido no formato AAAA-MM-DD.' } as const;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
const calendarDay = z
  .string({ error: PAGE_VIEW_MESSAGES.day })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: PAGE_VIEW_MESSAGES.day })
  .refine(
    (d) => {
      const date = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === d;
    },
    { error: PAGE_VIEW_MESSAGES.day },
  );

/** Every countPages of a request (the dashboard asks for today, the total and ten days at once) in one statement. */
const pageViews = requestBatch(countPageViews);

/** countPages on /api/v1/analytics/graphql: the dashboard's page-view block and chart. */
export const pageViewsSchema: ServicePart<'analytics'> = {
  typeDefs: [
    /* GraphQL */ `
    extend type Query {
      "Page views on a day (YYYY-MM-DD, São Paulo calendar), or all of them without a day."
      countPages(day: String): Int!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        countPages: operation({
          access: 'Dashboard',
          args: z.object({ day: calendarDay.nullish() }),
          resolve: (a, ctx) => {
            const { user } = ctx;
            // Page views show to super administrators only (access rule).
            assertDashboardBlock(user, 'pageViews');
            return pageViews(ctx, a.day ?? null);
          },
        }),
      },
    },
  ],
};
