import { z } from 'zod';
import { TRENDING_COURSES_LIMIT } from '@backoffice/domain/dashboard';
import { orDefault } from '@backoffice/domain/schemas/list';
import { assertModuleOrDashboardBlock } from '../../../platform/access/dashboard-access.ts';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation } from '../../../platform/graphql/operation.ts';
import * as store from './course-counters-store.ts';

export const COURSE_COUNTER_MESSAGES = {
  type: "Informe o tipo do curso: 'online' ou 'presential'.",
  active: 'O filtro de ativos deve ser 0 ou 1.',
  limit: `O limite deve ser um número inteiro entre 1 e ${TRENDING_COURSES_LIMIT}.`,
} as const;

const trendingArgs = z.object({
  limit: orDefault(
    z
      .number({ error: COURSE_COUNTER_MESSAGES.limit })
      .int({ error: COURSE_COUNTER_MESSAGES.limit })
      .min(1, { error: COURSE_COUNTER_MESSAGES.limit })
      .max(TRENDING_COURSES_LIMIT, { error: COURSE_COUNTER_MESSAGES.limit })
      .default(TRENDING_COURSES_LIMIT),
  ),
});

/** The course counters of the dashboard (courses and most-completed courses blocks) on /api/v1/lms/graphql. */
export const courseCountersSchema: ServicePart<'lms'> = {
  typeDefs: [
    /* GraphQL */ `
    type TrendingCourse { id: Int!, title: String!, "Completions (online) or present participants (presential)." total: Int! }
    extend type Query {
      "Courses of a type ('online' or 'presential'); active 0 or 1 counts only inactive or active ones."
      courseCount(type: String!, active: Int): Int!
      "Online courses with the most completions (limit at most 10)."
      coursesOnlineTrending(limit: Int): [TrendingCourse!]!
      "Presential courses with the most present participants (limit at most 10)."
      coursesPresentialTrending(limit: Int): [TrendingCourse!]!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        courseCount: operation({
          access: ['Dashboard', 'Course'],
          args: z.object({
            type: z.enum(store.COURSE_TYPES, { error: COURSE_COUNTER_MESSAGES.type }),
            active: z
              .number({ error: COURSE_COUNTER_MESSAGES.active })
              .int({ error: COURSE_COUNTER_MESSAGES.active })
              .min(0, { error: COURSE_COUNTER_MESSAGES.active })
              .max(1, { error: COURSE_COUNTER_MESSAGES.active })
              .nullish(),
          }),
          resolve: (a, { db, user }) => {
            // Through the Dashboard module alone, only where the courses block shows (access rule).
            assertModuleOrDashboardBlock(user, ['Course'], 'courses');
            return store.countCourses(db, a.type, a.active);
          },
        }),
        // The most-completed courses block shows to every dashboard user.
        coursesOnlineTrending: operation({
          access: ['Dashboard', 'Course'],
          args: trendingArgs,
          resolve: (a, { db }) => store.onlineTrending(db, a.limit),
        }),
        coursesPresentialTrending: operation({
          access: ['Dashboard', 'Course'],
          args: trendingArgs,
          resolve: (a, { db }) => store.presentialTrending(db, a.limit),
        }),
      },
    },
  ],
};
