import { searchArgs } from '@backoffice/domain/schemas/search';
import type { ServicePart } from '../../platform/graphql/service-part.ts';
import { operation } from '../../platform/graphql/operation.ts';
import { search } from './search-store.ts';

/** The global search of the top bar and Ctrl+K, on /api/v1/search/graphql. */
export const searchSchema: ServicePart<'search'> = {
  typeDefs: [
    /* GraphQL */ `
    "A record the search found: its kind (user, course, room...), id, title, a short detail and its edit screen."
    type SearchHit {
      kind: String!
      id: Int!
      title: String!
      detail: String!
      "The record's edit screen, as the web routes it (/Course-edit/42)."
      path: String!
    }
    type Query {
      "Up to limit (default 5, at most 20) records of each kind the caller's modules allow, matching term without case or accents; exact id, CPF and e-mail matches first."
      search(term: String!, limit: Int): [SearchHit!]!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        search: operation({ access: 'authenticated', args: searchArgs, resolve: (a, { db, user }) => search(db, user, a.term, a.limit) }),
      },
    },
  ],
};
