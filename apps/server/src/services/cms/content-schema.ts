import { z } from 'zod';
import { CONTENT_ACCESS_MODULES, contentInput, contentListArgs } from '@backoffice/domain/schemas/content';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../platform/graphql/operation.ts';
import * as store from './content-store.ts';

const id = z.object({ id: recordId() });

/**
 * Highlights and the other CMS lists, on /api/v1/cms/graphql. Each operation first needs one of
 * the content modules; the list a content belongs to (module_name) then decides.
 */
export const contentSchema: ServicePart<'cms'> = {
  typeDefs: [
    /* GraphQL */ `
    type Content {
      id: Int!
      module_name: String!
      title: String!
      content: String!
      "URL of the thumbnail image, or null."
      thumbnail: String
      directlink: String!
      active: Int!
      date_publish: String!
      date_unpublish: String
      created_at: String!
      created_by: Int
      created_by_name: String
      updated_at: String!
      updated_by: Int
      updated_by_name: String
    }
    input ContentInput {
      title: String
      active: Int
      date_publish: String
      date_unpublish: String
      content: String
      module_name: String
      directlink: String
    }
    extend type Query {
      contents_collections(limit: Int, order: String, module_name: String): [Content!]!
      content(id: Int!): Content
    }
    type Mutation {
      createOrUpdateContent(id: Int, updated_at: String, input: ContentInput!): Content!
      deleteContent(id: Int!): Boolean!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        contents_collections: operation({
          access: CONTENT_ACCESS_MODULES,
          args: contentListArgs,
          resolve: (a, { db, user }) => {
            store.assertContentAccess(user, a.module_name);
            return store.listContents(db, a);
          },
        }),
        content: operation({
          access: CONTENT_ACCESS_MODULES,
          args: id,
          resolve: async (a, { db, user }) => {
            const found = await store.findContent(db, a.id);
            if (found) store.assertContentAccess(user, found.module_name);
            return found;
          },
        }),
      },
      Mutation: {
        createOrUpdateContent: saveOperation({
          access: CONTENT_ACCESS_MODULES,
          fields: 'input',
          schema: contentInput,
          resolve: (save, { db, user }) => store.saveContent(db, user, save),
        }),
        deleteContent: operation({
          access: CONTENT_ACCESS_MODULES,
          args: id,
          resolve: (a, { db, files, user }) => store.deleteContent({ db, files }, user, a.id),
        }),
      },
    },
  ],
};
