import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDateTime } from '@backoffice/domain/dates';
import {
  COURSE_MESSAGES,
  courseType,
  type CourseType,
  type NewOnlineCourseInput,
  type OnlineCourseInput,
  PROOF_TYPE,
  type PresentialCourseInput,
} from '@backoffice/domain/schemas/course';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import { segmentation, users } from '../../../db/schema/account.ts';
import { category } from '../../../db/schema/dam.ts';
import { storedFile } from '../../../db/schema/files.ts';
import { categoryHasCourse, classroom, course, proof, trailItem } from '../../../db/schema/lms.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { assertCategoriesExist, assertOwnerProfile, assertProofType } from '../../../platform/learning-checks.ts';
import { deleteRecord } from '../../../platform/db/delete-record.ts';
import { linkTable } from '../../../platform/db/link-table.ts';
import { type ListFilter, type NamedScope, type ListTotals, pagedList } from '../../../platform/db/paged-list.ts';
import { saveRecord, presentRow, tableValues, titledRef } from '../../../platform/db/record.ts';
import { UserError } from '../../../platform/errors.ts';
import { fileUrl } from '../../../platform/files/file-routes.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { renumberTrailItems } from '../trail-items/renumber-trail-items.ts';
import { type Save } from '../../../platform/graphql/operation.ts';

const reaction = alias(proof, 'reaction');
const scormFile = alias(storedFile, 'scorm_file');

/** Whether some trail holds the course (the linked-trails action). Qualified on purpose. */
const inTrails = sql<boolean>`exists (select 1 from ${trailItem} where ${trailItem.item_type} = 'course' and ${trailItem.item_id} = "course"."id")`;

const columns = {
  ...getTableColumns(course),
  scorm: scormFile.original_name,
  owner_name: users.name,
  reaction_title: reaction.title,
  proof_title: proof.title,
  in_trails: inTrails,
};

const selectCourses = (db: Db, fields = columns) =>
  db
    .select(fields)
    .from(course)
    .leftJoin(users, and(eq(users.id, course.owner), sql`${course.owner} <> 0`))
    .leftJoin(reaction, eq(reaction.id, course.reactionevaluation_id))
    .leftJoin(proof, eq(proof.id, course.proof_id))
    .leftJoin(scormFile, eq(scormFile.id, course.scorm_file_id))
    .$dynamic();

type CourseRow = Awaited<ReturnType<typeof selectCourses>>[number];

/** The GraphQL shape: dates as ISO strings (and as shown, for the presential screens), the thumbnail as a URL. */
function present(row: CourseRow) {
  return presentRow(row, ['thumbnail_file_id', 'scorm_file_id', 'scorm', 'reaction_title', 'proof_title'], {
    thumbnail: fileUrl(row.thumbnail_file_id),
    scorm: row.scorm_file_id ? row.scorm : null,
    owner_name: row.owner_name ?? null,
    reactionevaluation: titledRef(row.reactionevaluation_id, row.reaction_title),
    proof: titledRef(row.proof_id, row.proof_title),
    date_publish_format: formatDateTime(row.date_publish),
    date_unpublish_format: formatDateTime(row.date_unpublish),
  });
}
export type CourseView = ReturnType<typeof present>;

const courses = pagedList({
  search: [course.title],
  id: course.id,
  order: { id: course.id, title: course.title, name: course.title },
  rows: selectCourses,
  columns,
  needs: {
    thumbnail: ['thumbnail_file_id'],
    scorm: ['scorm_file_id', 'scorm'],
    reactionevaluation: ['reactionevaluation_id', 'reaction_title'],
    proof: ['proof_id', 'proof_title'],
    date_publish_format: ['date_publish'],
    date_unpublish_format: ['date_unpublish'],
  },
  present,
});

/** One named scope per type: every page of either list is a prepared statement. */
const TYPE_SCOPES: Record<CourseType, NamedScope> = {
  online: { key: 'online', where: eq(course.type, 'online'), counter: 'course:online' },
  presential: { key: 'presential', where: eq(course.type, 'presential'), counter: 'course:presential' },
};

/** The query behind courses_collections (the benchmark sends its SQL straight to the database). */
export const coursesPageQuery = (db: Db, type: CourseType, args: ListArgs) => courses.page(db, args, TYPE_SCOPES[type]);
export const listCourses = (db: Db, type: CourseType, args: ListArgs, wanted?: ReadonlySet<string>, totals?: ListTotals) =>
  courses.list(db, args, TYPE_SCOPES[type], wanted, totals);
export const countCourses = (db: Db, type: CourseType, args: { search?: string | null }, totals?: ListTotals) =>
  courses.count(db, args, TYPE_SCOPES[type], totals);
/** Every course of a type the list's filter finds, in its order (a bulk action, an export), and their rows. */
export const courseIds = (db: Db, type: CourseType, filter: ListFilter) => courses.ids(db, filter, TYPE_SCOPES[type]);
export const coursesByIds = courses.byIds;

export async function findCourse(db: Db, id: number): Promise<CourseView | null> {
  const [row] = await selectCourses(db).where(eq(course.id, id));
  return row ? present(row) : null;
}

export async function courseFor(db: Db, id: number): Promise<CourseView> {
  const found = await findCourse(db, id);
  if (!found) throw new UserError(COURSE_MESSAGES.notFound, 'NOT_FOUND');
  return found;
}

// ---- categories

export const courseCategories = linkTable(categoryHasCourse, ['category_id', 'course_id']);

export const categoriesOf = (db: Db, courseId: number) =>
  courseCategories.linked(db, 'course_id', courseId, {
    id: category.id,
    columns: { id: category.id, title: category.title },
    orderBy: [asc(category.title), asc(category.id)],
  });

const linkColumns = {
  id: categoryHasCourse.id,
  course_id: categoryHasCourse.course_id,
  category_id: categoryHasCourse.category_id,
  course_title: course.title,
  category_title: category.title,
};

/** categoryHasCourse_collection: the course's links with both titles. */
export function courseLinks(db: Db, courseId: number) {
  return db
    .select(linkColumns)
    .from(categoryHasCourse)
    .innerJoin(course, eq(course.id, categoryHasCourse.course_id))
    .innerJoin(category, eq(category.id, categoryHasCourse.category_id))
    .$dynamic()
    .where(eq(categoryHasCourse.course_id, courseId))
    .orderBy(asc(category.title), asc(category.id));
}

export async function linkCategory(db: Db, user: CurrentUser, courseId: number, categoryId: number) {
  await courseFor(db, courseId);
  await assertCategoriesExist(db, [categoryId], COURSE_MESSAGES.categoryNotFound);
  const ids = { course_id: courseId, category_id: categoryId };
  await courseCategories.link(db, user, ids);
  const [link] = await courseLinks(db, courseId).where(and(eq(categoryHasCourse.course_id, courseId), courseCategories.where(ids)));
  return link;
}

export async function unlinkCategory(db: Db, user: CurrentUser, courseId: number, categoryId: number): Promise<boolean> {
  await courseFor(db, courseId);
  return courseCategories.unlink(db, user, { course_id: courseId, category_id: categoryId });
}

// ---- save and delete

/** The type a save is of: on create the one given (required), on update the course's own (a different one is refused). */
export async function courseTypeOf(db: Db, save: { id?: number | null; type?: CourseType | null }): Promise<CourseType> {
  let type = save.type ?? null;
  if (save.id) {
    const [current] = await db.select({ type: course.type }).from(course).where(eq(course.id, save.id));
    if (!current) throw new UserError(COURSE_MESSAGES.notFound, 'NOT_FOUND');
    if (type && type !== current.type) throw new UserError(COURSE_MESSAGES.typeChange);
    type = current.type as CourseType;
  }
  if (!type) throw new UserError(COURSE_MESSAGES.unknownType);
  return type;
}

/** createOrUpdateCourse's key beside the id: the type, required on create. */
export const courseSaveKeys = { type: courseType.nullish() };

/** What createOrUpdateCourse saves: the fields as the domain schema of the course's type read them (see courseTypeOf). */
export type SaveCourse = Save<NewOnlineCourseInput | OnlineCourseInput | PresentialCourseInput, typeof courseSaveKeys>;

/**
 * createOrUpdateCourse: the owner and proofs are checked, and a new online course is linked to
 * its categories in the same transaction.
 */
export async function saveCourse(db: Db, user: CurrentUser, save: SaveCourse): Promise<CourseView> {
  const type = await courseTypeOf(db, save);
  const input = save.input;
  const online = type === 'online' ? (input as NewOnlineCourseInput) : null;
  const savedId = await saveRecord(db, {
    table: course,
    user,
    id: save.id,
    expectedUpdatedAt: save.updated_at,
    load: (t, key) => findCourse(t, key),
    notFound: COURSE_MESSAGES.notFound,
    check: async (t) => {
      if (!online) return assertCategoriesExist(t, [(input as PresentialCourseInput).category_id], COURSE_MESSAGES.categoryNotFound);
      await assertOwnerProfile(t, online.owner, COURSE_MESSAGES.invalidOwner);
      await assertProofType(t, online.proof_id, PROOF_TYPE.proof, COURSE_MESSAGES.invalidProof);
      await assertProofType(t, online.reactionevaluation_id, PROOF_TYPE.reaction, COURSE_MESSAGES.invalidReaction);
      if (!save.id) await assertCategoriesExist(t, online.categories, COURSE_MESSAGES.categoryNotFound);
    },
    values: tableValues(course, input),
    createValues: { type },
    after: async (t, id) => {
      if (save.id || !online) return;
      for (const categoryId of new Set(online.categories)) await courseCategories.link(t, user, { course_id: id, category_id: categoryId });
    },
  });
  return (await findCourse(db, savedId))!;
}

/**
 * deleteCourse: refused while classrooms use the course (they would be left without a course and
 * their participants with them), naming how many. Category links, progress and preview grants go
 * by cascade; trail items point at courses by id only, so the course's items go in the same
 * transaction (the trails' remaining items numbered 1..n again), as does its segmentation. All of
 * it goes to the recycle bin; its files stay in storage until the bin's purge.
 */
export async function deleteCourse(deps: { db: Db; files: FileStorage }, user: CurrentUser, id: number): Promise<boolean> {
  const removed = await deleteRecord(deps.db, {
    table: course,
    id,
    load: async (t, key) => {
      const [row] = await t
        .select({ title: course.title, type: course.type, thumbnail: course.thumbnail_file_id, scorm: course.scorm_file_id })
        .from(course)
        .where(eq(course.id, key));
      return row;
    },
    notFound: COURSE_MESSAGES.notFound,
    // The course row is locked: a classroom saved meanwhile waits for the deletion and then meets the foreign key.
    check: async (t) => {
      const classrooms = await t.$count(classroom, eq(classroom.course_id, id));
      if (classrooms) throw new UserError(COURSE_MESSAGES.hasClassrooms(classrooms), 'CONFLICT');
    },
    audit: { user, action: 'course.delete', kind: 'course', details: (found) => ({ title: found.title, type: found.type }) },
    bin: {
      type: (found) => (found.type === 'online' ? 'course' : 'presentialCourse'),
      title: (found) => found.title,
      user,
      files: (found) => [found.thumbnail, found.scorm],
    },
    before: async (t) => {
      const emptied = await t
        .delete(trailItem)
        .where(and(eq(trailItem.item_type, 'course'), eq(trailItem.item_id, id)))
        .returning({ trail_id: trailItem.trail_id });
      await renumberTrailItems(
        t,
        emptied.map((r) => r.trail_id),
      );
      await t.delete(segmentation).where(and(eq(segmentation.module_name, 'Course'), eq(segmentation.item_id, id)));
    },
  });
  return Boolean(removed);
}
