import { z } from 'zod';
import { courseInputOf, courseType, newOnlineCourseInput, onlineCourseInput, presentialCourseInput } from '@backoffice/domain/schemas/course';
import { listArgs, orDefault } from '@backoffice/domain/schemas/list';
import { recordId } from '@backoffice/domain/schemas/record-id';
import { checkAccess } from '../../../platform/access/access.ts';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../../platform/graphql/operation.ts';
import { requestedFields, totalsFor } from '../../../platform/graphql/requested-fields.ts';
import * as store from './course-store.ts';

const ACCESS = ['Course'] as const;

/**
 * The presential courses are also read by the classroom form (module Classroom), which picks
 * one for each classroom; the online list stays with module Course.
 */
const LIST_ACCESS = ['Course', 'Classroom'] as const;
const assertTypeAccess = (type: string, user: Parameters<typeof checkAccess>[0]) => {
  if (type !== 'presential') checkAccess(user, 'Course');
};

/** Lists default to the online courses, as the course screens always ask for one type. */
const typeArg = orDefault(courseType.default('online'));

const link = z.object({ course_id: recordId(), category_id: recordId() });

export const courseSchema: ServicePart<'lms'> = {
  typeDefs: [
    /* GraphQL */ `
    type CourseProofRef { id: Int!, title: String! }
    type CourseCategory { id: Int!, title: String! }
    type CategoryHasCourse { id: Int!, course_id: Int!, category_id: Int!, course_title: String!, category_title: String! }
    "An online ('online') or presential ('presential') course."
    type Course {
      id: Int!
      type: String!
      title: String!
      description: String
      "Address of the thumbnail image, or null."
      thumbnail: String
      "The SCORM package's original file name; null when the course has none."
      scorm: String
      "'1.2' or '2004'; null without a package."
      scorm_version: String
      active: Int!
      external_view: Int!
      "'Exibir fora das trilhas'."
      showgrid: Int!
      "User id of the owner; 0 for none."
      owner: Int!
      owner_name: String
      hours: Int
      minutes: Int
      code: String
      "The video platform's media id."
      video: String
      "Id of the reaction evaluation, or null."
      reactionevaluation_id: Int
      "Id of the proof, or null."
      proof_id: Int
      reactionevaluation: CourseProofRef
      proof: CourseProofRef
      date_publish: String
      date_unpublish: String
      "dd/mm/yyyy HH:mm (America/Sao_Paulo); '' without a date."
      date_publish_format: String!
      date_unpublish_format: String!
      "Presential courses: their one category."
      category_id: Int
      responsible: String
      is_subscriptions: Int!
      categories: [CourseCategory!]!
      "Whether some trail holds this course (the linked-trails action)."
      in_trails: Boolean!
      created_at: String!
      created_by: Int
      updated_at: String!
      updated_by: Int
    }
    extend type Query {
      course(course_id: Int!): Course
      "type: 'online' (default) or 'presential'."
      courses_collections(type: String, search: String, limit: Int, page: Int, order: String, orderby: String): [Course!]!
      courses_count(type: String, search: String): Int!
      categoryHasCourse_collection(course_id: Int!): [CategoryHasCourse!]!
    }
    extend type Mutation {
      """
      Creates (without id; type required) or updates a course. Online: title, description, active,
      external_view, showgrid, owner, hours, minutes, code, video, reactionevaluation_id, proof_id,
      date_publish, date_unpublish and, on create, categories (at least one). Presential: title,
      description, responsible, hours, minutes, category_id, is_subscriptions, active, date_publish,
      date_unpublish. updated_at: the version the form loaded.
      """
      createOrUpdateCourse(
        id: Int
        updated_at: String
        type: String
        title: String
        description: String
        active: Int
        external_view: Int
        showgrid: Int
        owner: Int
        hours: Int
        minutes: Int
        code: String
        video: String
        reactionevaluation_id: Int
        proof_id: Int
        date_publish: String
        date_unpublish: String
        category_id: Int
        responsible: String
        is_subscriptions: Int
        categories: [Int!]
      ): Course!
      deleteCourse(id: Int!): Boolean!
      createCategoryHasCourse(course_id: Int!, category_id: Int!): CategoryHasCourse!
      deleteCategoryHasCourse(course_id: Int!, category_id: Int!): Boolean!
    }
  `,
  ],
  resolvers: [
    {
      Course: {
        categories: (parent, _args, ctx) => store.categoriesOf(ctx.db, parent.id),
      },
      Query: {
        course: operation({
          access: ACCESS,
          args: z.object({ course_id: recordId() }),
          resolve: (a, { db }) => store.findCourse(db, a.course_id),
        }),
        courses_collections: operation({
          access: LIST_ACCESS,
          args: listArgs.extend({ type: typeArg }),
          resolve: (a, ctx, info) => {
            assertTypeAccess(a.type, ctx.user);
            return store.listCourses(ctx.db, a.type, a, requestedFields(info), totalsFor(ctx, info, 'courses_count'));
          },
        }),
        courses_count: operation({
          access: LIST_ACCESS,
          args: z.object({ type: typeArg, search: listArgs.shape.search }),
          resolve: (a, { db, user, lists }) => {
            assertTypeAccess(a.type, user);
            return store.countCourses(db, a.type, a, lists);
          },
        }),
        categoryHasCourse_collection: operation({
          access: ACCESS,
          args: z.object({ course_id: recordId() }),
          resolve: (a, { db }) => store.courseLinks(db, a.course_id),
        }),
      },
      Mutation: {
        createOrUpdateCourse: saveOperation({
          access: ACCESS,
          fields: 'arguments',
          keys: store.courseSaveKeys,
          // The fields are those of the course's type: the one given on create, the course's own on update.
          schema: {
            among: [newOnlineCourseInput, onlineCourseInput, presentialCourseInput],
            pick: async (keys, { db }) => courseInputOf(await store.courseTypeOf(db, keys), !keys.id),
          },
          resolve: (save, { db, user }) => store.saveCourse(db, user, save),
        }),
        deleteCourse: operation({
          access: ACCESS,
          args: z.object({ id: recordId() }),
          resolve: (a, { db, files, user }) => store.deleteCourse({ db, files }, user, a.id),
        }),
        createCategoryHasCourse: operation({
          access: ACCESS,
          args: link,
          resolve: (a, { db, user }) => store.linkCategory(db, user, a.course_id, a.category_id),
        }),
        deleteCategoryHasCourse: operation({
          access: ACCESS,
          args: link,
          resolve: (a, { db, user }) => store.unlinkCategory(db, user, a.course_id, a.category_id),
        }),
      },
    },
  ],
};
