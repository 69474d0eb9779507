import { z } from 'zod';
import {
  attendanceValue,
  classroomInput,
  classroomKeys,
  classroomCountArgs,
  classroomIdArgs,
  classroomListArgs,
  subscriptionByUidArgs,
  subscriptionListArgs,
} from '@backoffice/domain/schemas/classroom';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../../platform/graphql/operation.ts';
import { requestedFields, totalsFor } from '../../../platform/graphql/requested-fields.ts';
import * as classrooms from './classroom-store.ts';
import * as subscriptions from './subscription-store.ts';

const access = 'Classroom';
const id = z.object({ id: recordId() });

const counter = (filter: subscriptions.AttendanceFilter) =>
  operation({ access, args: classroomIdArgs, resolve: (a, { db }) => subscriptions.countSubscriptions(db, a.classroom_id, filter) });

/** Classrooms (turmas) and their attendance lists on /api/v1/lms/graphql (the calls of the spec). */
export const classroomSchema: ServicePart<'lms'> = {
  typeDefs: [
    /* GraphQL */ `
    type ClassroomCourse { id: Int!, title: String! }
    type ClassroomInstrutor { id: Int!, nome: String! }
    "Participants by attendance: Concluídos (present), Ausentes (absent), Não iniciados (not_started)."
    type ClassroomTotals { subscribed: Int!, present: Int!, absent: Int!, not_started: Int! }
    type Classroom {
      id: Int!
      "The classroom this one belongs to (the form goes back to /SubClassroom/{parent_id})."
      parent_id: Int
      "Always '-'."
      title: String!
      address: String
      externalPage: String
      limit_registrations: Int
      datetime_start: String
      datetime_end: String
      datetime_registration_start: String
      datetime_registration_end: String
      active: Int!
      is_public: Int!
      is_specific: Int!
      date_publish: String
      date_unpublish: String
      "The creator, set from the session on create."
      userowner_id: Int
      userowner_name: String
      "Id of the course, or null."
      course_id: Int
      course: ClassroomCourse
      instrutor: ClassroomInstrutor
      "The receipt's original file name; null when none was sent."
      receipt: String
      created_at: String!
      updated_at: String!
      totals: ClassroomTotals!
      "Whether some participant was marked present or absent ('Lista realizada')."
      is_attendance_list: Boolean!
      "Values of account fields 10 and 9 segmented to the classroom."
      segmentations: [String!]!
    }
    "A participant; is_present 1 (Concluído), 0 (Ausente) or null (not started)."
    type ClassroomSubscription { id: Int!, user_id: Int!, is_present: Int, name: String, uid: String }
    extend type Query {
      classroom(id: Int!): Classroom
      "With parent_id, only that classroom's sub-classrooms (/SubClassroom/{parent_id}); without it, every classroom."
      classroom_collections(search: String, limit: Int, page: Int, order: String, orderby: String, parent_id: Int): [Classroom!]!
      classroom_count(search: String, parent_id: Int): Int!
      countSubscriptions(classroom_id: Int!): Int!
      countSubscriptionsIsPresent(classroom_id: Int!): Int!
      countSubscriptionsIsNotPresent(classroom_id: Int!): Int!
      countSubscriptionsIsNotInitiated(classroom_id: Int!): Int!
      is_attendance_list(classroom_id: Int!): Boolean!
      "Participants by name; limit up to 99999 (the toggle-all of the spec's clients loads them all)."
      subscription(classroom_id: Int!, limit: Int, page: Int): [ClassroomSubscription!]!
    }
    extend type Mutation {
      "title is always stored as '-' and userowner_id comes from the session; updated_at is the version the form loaded. parent_id makes a new classroom a sub-classroom of a classroom without parent; it never changes on update."
      createOrUpdateClassroom(
        id: Int
        parent_id: Int
        updated_at: String
        title: String
        course_id: Int
        address: String
        externalPage: String
        limit_registrations: Int
        datetime_start: String
        datetime_end: String
        datetime_registration_start: String
        datetime_registration_end: String
        active: Int
        date_publish: String
        date_unpublish: String
        userowner_id: Int
        instrutor: Int
        is_public: Int
        is_specific: Int
      ): Classroom!
      deleteClassroom(id: Int!): Boolean!
      "is_present 1, 0, or -1/null for not started."
      subscription_present(id: Int!, is_present: Int): ClassroomSubscription!
      deleteSubscription(id: Int!): Boolean!
      createSubscription_by_uid(classroom_id: Int!, uid: String!): ClassroomSubscription!
      "Every participant of the classroom advances one step of the attendance cycle, in one transaction; returns how many changed."
      subscriptions_present_all(classroom_id: Int!): Int!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        classroom: operation({ access, args: id, resolve: (a, { db }) => classrooms.findClassroom(db, a.id) }),
        classroom_collections: operation({
          access,
          args: classroomListArgs,
          resolve: (a, ctx, info) => classrooms.listClassrooms(ctx.db, a, requestedFields(info), totalsFor(ctx, info, 'classroom_count')),
        }),
        classroom_count: operation({ access, args: classroomCountArgs, resolve: (a, { db, lists }) => classrooms.countClassrooms(db, a, lists) }),
        countSubscriptions: counter('all'),
        countSubscriptionsIsPresent: counter('present'),
        countSubscriptionsIsNotPresent: counter('absent'),
        countSubscriptionsIsNotInitiated: counter('notStarted'),
        is_attendance_list: operation({ access, args: classroomIdArgs, resolve: (a, { db }) => subscriptions.isAttendanceList(db, a.classroom_id) }),
        subscription: operation({
          access,
          args: subscriptionListArgs,
          resolve: (a, { db }) => subscriptions.listSubscriptions(db, a.classroom_id, a.limit, a.page),
        }),
      },
      Mutation: {
        createOrUpdateClassroom: saveOperation({
          access,
          fields: 'arguments',
          schema: classroomInput,
          keys: classroomKeys,
          resolve: (save, { db, user }) => classrooms.saveClassroom(db, user, save),
        }),
        deleteClassroom: operation({ access, args: id, resolve: (a, { db, files, user }) => classrooms.deleteClassroom({ db, files }, user, a.id) }),
        subscription_present: operation({
          access,
          args: z.object({ id: recordId(), is_present: attendanceValue }),
          resolve: (a, { db, user }) => subscriptions.setPresence(db, user, a.id, a.is_present),
        }),
        deleteSubscription: operation({ access, args: id, resolve: (a, { db }) => subscriptions.deleteSubscription(db, a.id) }),
        createSubscription_by_uid: operation({
          access,
          args: subscriptionByUidArgs,
          resolve: (a, { db, user }) => subscriptions.subscribeByUid(db, user, a.classroom_id, a.uid),
        }),
        subscriptions_present_all: operation({
          access,
          args: classroomIdArgs,
          resolve: (a, { db, user }) => subscriptions.advanceAllPresence(db, user, a.classroom_id),
        }),
      },
    },
  ],
};
