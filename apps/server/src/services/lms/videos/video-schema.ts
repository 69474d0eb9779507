import { z } from 'zod';
import { listArgs } from '@backoffice/domain/schemas/list';
import { videoByMediaIdArgs, videoMediaInput, videoSearchArgs } from '@backoffice/domain/schemas/video-media';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../../platform/graphql/operation.ts';
import { videoPlatformFor } from '../../../platform/video/video-platform.ts';
import * as store from './video-store.ts';

const id = z.object({ id: recordId() });

/**
 * Reading and managing the built-in library: it feeds the course video picker, so it belongs
 * to the course module. The dashboard's video report (Dashboard) only reads through the platform.
 */
const LIBRARY_ACCESS = 'Course';

/**
 * The course video picker (videos_search, through the configured platform) and the management
 * of the built-in video library, on /api/v1/lms/graphql.
 */
export const videoSchema: ServicePart<'lms'> = {
  typeDefs: [
    /* GraphQL */ `
    "A published medium of the video platform (external or the built-in library)."
    type VideoSearchItem {
      "The platform's media id: what a course stores in its video field."
      media_id: String!
      title: String!
      "Category path, e.g. 'Treinamentos > Seguros'."
      category: String
      status: String!
      published_at: String
      duration_seconds: Int!
    }
    "A medium of the built-in video library."
    type VideoMedia {
      id: Int!
      media_id: String!
      title: String!
      category: String
      "'published' or 'draft'."
      status: String!
      published_at: String
      duration_seconds: Int!
      created_at: String!
      updated_at: String!
    }
    input VideoMediaInput {
      media_id: String
      title: String
      category: String
      status: String
      "ISO 8601; empty or null for none."
      published_at: String
      "Whole seconds (Float so that a fraction gets the readable validation message)."
      duration_seconds: Float
    }
    extend type Query {
      "Published videos whose title contains the text (empty: the newest), for the course video picker."
      videos_search(search: String!, limit: Int): [VideoSearchItem!]!
      "The video a course stores (whatever its status), to show its title; null when the platform does not know it."
      video_by_media_id(media_id: String!): VideoSearchItem
      "Whether an external platform (VIDEO_PLATFORM_URL) answers; false: the built-in library, managed here."
      video_platform_external: Boolean!
      video_media_collection(search: String, limit: Int, page: Int, order: String, orderby: String): [VideoMedia!]!
      video_media_count(search: String): Int!
      video_media(id: Int!): VideoMedia
    }
    type Mutation {
      createOrUpdateVideoMedia(id: Int, updated_at: String, input: VideoMediaInput!): VideoMedia!
      deleteVideoMedia(id: Int!): Boolean!
    }
  `,
  ],
  resolvers: [
    {
      VideoSearchItem: {
        published_at: (item) => item.published_at?.toISOString() ?? null,
      },
      Query: {
        videos_search: operation({
          access: ['Course', 'Dashboard'],
          args: videoSearchArgs,
          resolve: (a, ctx) => videoPlatformFor(ctx).search(a.search, a.limit),
        }),
        video_by_media_id: operation({
          access: ['Course', 'Dashboard'],
          args: videoByMediaIdArgs,
          resolve: (a, ctx) => videoPlatformFor(ctx).find(a.media_id),
        }),
        video_platform_external: operation({
          access: ['Course', 'Dashboard'],
          resolve: (_a, { config }) => Boolean(config.videoPlatform.url),
        }),
        video_media_collection: operation({
          access: LIBRARY_ACCESS,
          args: listArgs,
          resolve: (a, { db, config }) => {
            store.assertLocalLibrary(config);
            return store.listVideoMedia(db, a);
          },
        }),
        video_media_count: operation({
          access: LIBRARY_ACCESS,
          args: z.object({ search: listArgs.shape.search }),
          resolve: (a, { db, config }) => {
            store.assertLocalLibrary(config);
            return store.countVideoMedia(db, listArgs.parse(a));
          },
        }),
        video_media: operation({
          access: LIBRARY_ACCESS,
          args: id,
          resolve: (a, { db, config }) => {
            store.assertLocalLibrary(config);
            return store.findVideoMedia(db, a.id);
          },
        }),
      },
      Mutation: {
        createOrUpdateVideoMedia: saveOperation({
          access: LIBRARY_ACCESS,
          fields: 'input',
          schema: videoMediaInput,
          resolve: (save, { db, config, user }) => {
            store.assertLocalLibrary(config);
            return store.saveVideoMedia(db, user, save);
          },
        }),
        deleteVideoMedia: operation({
          access: LIBRARY_ACCESS,
          args: id,
          resolve: (a, { db, config }) => {
            store.assertLocalLibrary(config);
            return store.deleteVideoMedia(db, a.id);
          },
        }),
      },
    },
  ],
};
