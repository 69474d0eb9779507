import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACCOUNT_FIELD_ID } from '@backoffice/domain/constants';
import { formatDateTime } from '@backoffice/domain/dates';
import { CLASSROOM_MESSAGES, CLASSROOM_TITLE, type ClassroomInput, type classroomKeys } from '@backoffice/domain/schemas/classroom';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import { accountFieldValue, segmentation, users } from '../../../db/schema/account.ts';
import { storedFile } from '../../../db/schema/files.ts';
import { classroom, course, instrutor } from '../../../db/schema/lms.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { BulkFilter } from '../../../platform/bulk/bulk-target.ts';
import type { Db } from '../../../platform/db/client.ts';
import { deleteRecord } from '../../../platform/db/delete-record.ts';
import { type ListTotals, pagedList } from '../../../platform/db/paged-list.ts';
import { presentRow, titledRef, saveRecord } from '../../../platform/db/record.ts';
import { UserError } from '../../../platform/errors.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { attendanceOf, attendanceTotals } from '../reports/report-classes-routes.ts';
import { type Save } from '../../../platform/graphql/operation.ts';

/** The account fields whose values segmented to a classroom show in its list (screen rule). */
const LIST_SEGMENTATION_FIELDS = [ACCOUNT_FIELD_ID.FIELD_10, ACCOUNT_FIELD_ID.FIELD_9];

/** The segmented values of fields 10 and 9 of a classroom, as an expression over its id; null when none. */
const segmentationValuesOf = (classroomId: AnyPgColumn) =>
  sql<string[] | null>`(select array_agg(${accountFieldValue.value} order by ${accountFieldValue.account_field_id} desc, ${accountFieldValue.value})
    from ${segmentation} join ${accountFieldValue} on ${accountFieldValue.id} = ${segmentation.account_field_value_id}
    where ${segmentation.module_name} = 'Classroom' and ${segmentation.item_id} = ${classroomId} and ${inArray(accountFieldValue.account_field_id, LIST_SEGMENTATION_FIELDS)})`;

const columns = {
  ...getTableColumns(classroom),
  userowner_name: users.name,
  course_title: course.title,
  instrutor_nome: instrutor.nome,
  receipt_name: storedFile.original_name,
  // Read beside the page's rows (an index lookup each), so that a page is one statement.
  attendance: attendanceOf(classroom.id).as('attendance'),
  segmentation_values: segmentationValuesOf(classroom.id).as('segmentation_values'),
};

const selectClassrooms = (db: Db, fields = columns) =>
  db
    .select(fields)
    .from(classroom)
    .leftJoin(course, eq(course.id, classroom.course_id))
    .leftJoin(instrutor, eq(instrutor.id, classroom.instrutor_id))
    .leftJoin(users, eq(users.id, classroom.userowner_id))
    .leftJoin(storedFile, eq(storedFile.id, classroom.receipt_file_id))
    .$dynamic();

type ClassroomRow = Awaited<ReturnType<typeof selectClassrooms>>[number];

/** The GraphQL shape, before the totals and segmentations of the page are added: the columns (see presentRow), the course and instructor with their names. */
function present(row: ClassroomRow) {
  const { instrutor_id, instrutor_nome } = row;
  return presentRow(
    row,
    ['external_page', 'instrutor_id', 'course_title', 'instrutor_nome', 'receipt_file_id', 'receipt_name', 'attendance', 'segmentation_values'],
    {
      externalPage: row.external_page,
      userowner_name: row.userowner_name ?? null,
      course: titledRef(row.course_id, row.course_title),
      instrutor: instrutor_id !== null && instrutor_nome !== null ? { id: instrutor_id, nome: instrutor_nome } : null,
      receipt: row.receipt_file_id ? (row.receipt_name ?? null) : null,
    },
  );
}

/** Rows with their attendance totals and segmentations, read by the same statement as the rows (see columns). */
function complete(rows: ClassroomRow[]) {
  return rows.map((row) => {
    const t = attendanceTotals(row.attendance);
    // Onto the presented row rather than spread into a new one (see presentRow).
    return Object.assign(present(row), {
      totals: { subscribed: t.subscribed, present: t.present, absent: t.absent, not_started: t.notStarted },
      // The list was taken once someone was marked present or absent.
      is_attendance_list: t.present + t.absent > 0,
      segmentations: row.segmentation_values ?? [],
    });
  });
}
export type ClassroomView = Awaited<ReturnType<typeof complete>>[number];

const classrooms = pagedList({
  // The course's title through its trigram index, rather than joining all 50,000 courses to filter them.
  search: [(pattern) => sql`${classroom.course_id} in (select ${course.id} from ${course} where ${course.title} ilike ${pattern})`, classroom.address],
  id: classroom.id,
  order: { id: classroom.id, name: course.title, datetime_start: classroom.datetime_start },
  rows: selectClassrooms,
  columns,
  needs: {
    externalPage: ['external_page'],
    course: ['course_id', 'course_title'],
    instrutor: ['instrutor_id', 'instrutor_nome'],
    receipt: ['receipt_file_id', 'receipt_name'],
    totals: ['attendance'],
    is_attendance_list: ['attendance'],
    segmentations: ['segmentation_values'],
  },
  present: (row: ClassroomRow) => row,
  // The left join to course finds every classroom once: without a search, the count is the table's.
  counter: 'classroom',
  joined: (db, fields) => db.select(fields).from(classroom).leftJoin(course, eq(course.id, classroom.course_id)).$dynamic(),
});

/** Which classrooms a list holds: a parent's sub-classrooms, or all of them. */
type ClassroomScope = { parent_id?: number | null };

// A parent id is a value, not one of a few fixed conditions: a plain SQL scope, not a NamedScope.
const scopeOf = ({ parent_id }: ClassroomScope) => (parent_id ? eq(classroom.parent_id, parent_id) : undefined);

export async function listClassrooms(db: Db, args: ListArgs & ClassroomScope, wanted?: ReadonlySet<string>, totals?: ListTotals): Promise<ClassroomView[]> {
  return complete(await classrooms.list(db, args, scopeOf(args), wanted, totals));
}

export const countClassrooms = (db: Db, args: { search?: string | null } & ClassroomScope, totals?: ListTotals) =>
  classrooms.count(db, args, scopeOf(args), totals);

/** Every id a list's filter finds (a parent's sub-classrooms, or all), in its order: what a bulk action or an export takes. */
export const classroomIds = (db: Db, { parent, ...filter }: BulkFilter) => classrooms.ids(db, filter, scopeOf({ parent_id: parent }));

/** These classrooms as the list shows them (totals, segmentations), in the order given. */
export const classroomsByIds = async (db: Db, ids: readonly number[]) => complete(await classrooms.byIds(db, ids));

export async function findClassroom(db: Db, id: number): Promise<ClassroomView | null> {
  const rows = await selectClassrooms(db).where(eq(classroom.id, id));
  return rows.length ? complete(rows)[0] : null;
}

/** The course must be a presential one and the instructor must exist (the selects offer nothing else). */
async function assertReferences(db: Db, input: ClassroomInput) {
  const [c] = await db
    .select({ id: course.id })
    .from(course)
    .where(and(eq(course.id, input.course_id), eq(course.type, 'presential')));
  if (!c) throw new UserError(CLASSROOM_MESSAGES.courseNotFound);
  const [i] = await db.select({ id: instrutor.id }).from(instrutor).where(eq(instrutor.id, input.instrutor));
  if (!i) throw new UserError(CLASSROOM_MESSAGES.instructorNotFound);
}

/**
 * A sub-classroom's parent: an existing classroom that is not a sub-classroom itself (one level).
 * Its row is share-locked, so a deletion of the parent running meanwhile waits or is refused.
 */
async function assertParent(db: Db, parentId: number) {
  const [parent] = await db.select({ parent_id: classroom.parent_id }).from(classroom).where(eq(classroom.id, parentId)).for('share');
  if (!parent) throw new UserError(CLASSROOM_MESSAGES.parentNotFound);
  if (parent.parent_id !== null) throw new UserError(CLASSROOM_MESSAGES.parentIsSubClassroom);
}

const editable = (input: ClassroomInput) => ({
  title: CLASSROOM_TITLE,
  course_id: input.course_id,
  instrutor_id: input.instrutor,
  address: input.address,
  external_page: input.externalPage,
  limit_registrations: input.limit_registrations,
  datetime_start: input.datetime_start,
  datetime_end: input.datetime_end,
  datetime_registration_start: input.datetime_registration_start,
  datetime_registration_end: input.datetime_registration_end,
  active: input.active,
  is_public: input.is_public,
  is_specific: input.is_specific,
  date_publish: input.date_publish,
  date_unpublish: input.date_unpublish,
});

/** createOrUpdateClassroom: the creator is the session's user, set once on create. */
export async function saveClassroom(
  db: Db,
  user: CurrentUser,
  { id, input, updated_at: expectedUpdatedAt, parent_id: parentId }: Save<ClassroomInput, typeof classroomKeys>,
): Promise<ClassroomView> {
  const savedId = await saveRecord(db, {
    table: classroom,
    user,
    id,
    expectedUpdatedAt,
    load: (t, key) => findClassroom(t, key),
    notFound: CLASSROOM_MESSAGES.notFound,
    check: async (t, current) => {
      await assertReferences(t, input);
      if (!current && parentId) await assertParent(t, parentId);
    },
    values: editable(input),
    // The parent is set once, on create.
    createValues: { userowner_id: user.id, parent_id: parentId ?? null },
    foreignKey: CLASSROOM_MESSAGES.courseNotFound,
  });
  return (await findClassroom(db, savedId))!;
}

/**
 * deleteClassroom: refused while it has sub-classrooms; its participants go with it (cascade), its
 * segmentations and receipt too, all to the recycle bin (the receipt's bytes stay in storage until
 * the bin's purge). Its title there is what its list shows: the course and the start.
 */
export async function deleteClassroom(deps: { db: Db; files: FileStorage }, user: CurrentUser, id: number): Promise<boolean> {
  const removed = await deleteRecord(deps.db, {
    table: classroom,
    id,
    load: async (t, key) => {
      const [row] = await t
        .select({
          id: classroom.id,
          receipt_file_id: classroom.receipt_file_id,
          course_id: classroom.course_id,
          course_title: course.title,
          datetime_start: classroom.datetime_start,
        })
        .from(classroom)
        .leftJoin(course, eq(course.id, classroom.course_id))
        .where(eq(classroom.id, key));
      return row ?? null;
    },
    notFound: CLASSROOM_MESSAGES.notFound,
    audit: {
      user,
      action: 'classroom.delete',
      kind: 'classroom',
      details: (found) => ({ course_id: found.course_id, datetime_start: found.datetime_start?.toISOString() ?? null }),
    },
    childrenExist: CLASSROOM_MESSAGES.hasSubClassrooms,
    children: () => [[classroom, eq(classroom.parent_id, id)]],
    before: (t) => t.delete(segmentation).where(and(eq(segmentation.module_name, 'Classroom'), eq(segmentation.item_id, id))),
    bin: {
      type: 'classroom',
      title: (found) => [found.course_title ?? `Turma #${found.id}`, formatDateTime(found.datetime_start)].filter(Boolean).join(' - '),
      user,
      files: (found) => [found.receipt_file_id],
    },
  });
  return Boolean(removed);
}
