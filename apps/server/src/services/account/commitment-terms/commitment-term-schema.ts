import { assertDashboardBlock } from '../../../platform/access/dashboard-access.ts';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation } from '../../../platform/graphql/operation.ts';
import { countCommitmentTerms } from './commitment-term-store.ts';

/** termoCompromissoCount on /api/v1/account/graphql: the dashboard's commitment-term block. */
export const commitmentTermSchema: ServicePart<'account'> = {
  typeDefs: [
    /* GraphQL */ `
    "Acceptances of the commitment term by kind of user."
    type TermoCompromissoCount { parceiros: Int!, corretores: Int!, colaboradores: Int! }
    extend type Query {
      termoCompromissoCount: TermoCompromissoCount!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        termoCompromissoCount: operation({
          access: 'Dashboard',
          resolve: (_a, { db, user }) => {
            assertDashboardBlock(user, 'commitmentTerms');
            return countCommitmentTerms(db);
          },
        }),
      },
    },
  ],
};
