import { scormCourseArgs } from '@backoffice/domain/schemas/scorm';
import { operation } from '../../../platform/graphql/operation.ts';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { previewOrigins } from './player/preview-origins.ts';
import { createPreviewGrant } from './scorm-preview-grants.ts';
import { courseScorm } from './scorm-store.ts';

/** A course's SCORM package (/Course-edit-scorm) and previews of it (/Course-preview), on /api/v1/lms/graphql. */
export const scormSchema: ServicePart<'lms'> = {
  typeDefs: [
    /* GraphQL */ `
    "A course and its SCORM package, if it has one."
    type CourseScorm {
      id: Int!
      title: String!
      "'online' or 'presential': only online courses take a package."
      type: String!
      "The package's original file name; null when the course has none."
      scorm: String
      "'1.2' or '2004', from the package's manifest."
      scorm_version: String
      "The file the package opens first, a path inside the archive."
      scorm_launch: String
    }
    "An item of the package's default organization, in the manifest's order."
    type ScormPreviewItem {
      identifier: String!
      title: String!
      "0 for the organization's own items, one more per level of nesting."
      depth: Int!
      "False for an item the manifest marks isvisible false: left out of the table of contents."
      visible: Boolean!
      "Whether it opens a file of the package (an item that only groups others does not)."
      launchable: Boolean!
    }
    "A short-lived address that plays a course's package in the back-office's preview frame."
    type ScormPreviewGrant {
      "The player, on the content origin (no session needed, none honoured): it opens the first item."
      url: String!
      version: String!
      launch: String!
      "ISO 8601: after this the address no longer works."
      expires_at: String!
      items: [ScormPreviewItem!]!
    }
    extend type Query {
      course_scorm(course_id: Int!): CourseScorm!
    }
    extend type Mutation {
      scormPreview(course_id: Int!): ScormPreviewGrant!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        course_scorm: operation({
          access: 'Course',
          args: scormCourseArgs,
          resolve: async (a, { db }) => {
            const row = await courseScorm(db, a.course_id);
            return { id: row.id, title: row.title, type: row.type, scorm: row.scorm, scorm_version: row.scorm_version, scorm_launch: row.scorm_launch };
          },
        }),
      },
      Mutation: {
        scormPreview: operation({
          access: 'Course',
          args: scormCourseArgs,
          resolve: (a, { db, files, config, req, user }) => createPreviewGrant(db, files, user, a.course_id, previewOrigins(config, req)),
        }),
      },
    },
  ],
};
