import { Readable } from 'node:stream';
import { and, asc, eq, getTableName, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_ID, PROFILE_ID } from '@backoffice/domain/constants';
import { formatDateTime } from '@backoffice/domain/dates';
import { BIN_TYPES, type BinType } from '@backoffice/domain/recycle-bin';
import { RESERVED_BRANCH_IDS } from '@backoffice/domain/schemas/branch';
import { accountFieldValue, profile, profileAccountModule, segmentation, userFieldValue, users } from '../../db/schema/account.ts';
import { chat, chatMessage, chatPresence } from '../../db/schema/chat.ts';
import { content } from '../../db/schema/cms.ts';
import { asset, category, categoryHasAsset, categoryHasProfile } from '../../db/schema/dam.ts';
import { storedFile } from '../../db/schema/files.ts';
import {
  answer,
  categoryHasCourse,
  categoryHasTrail,
  classroom,
  classroomSubscription,
  course,
  instrutor,
  proof,
  question,
  trail,
  trailItem,
} from '../../db/schema/lms.ts';
import { branch, parceiro } from '../../db/schema/parceiro.ts';
import { seedAllDemo } from '../../boot.ts';
import { newStorageKey } from '../../platform/files/storage.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { binKit, databaseRows } from './bin-test-kit.ts';

/**
 * Issue 27, the recycle bin, for each type: a record deleted through its own GraphQL mutation
 * vanishes with what hangs on it, the bin lists it (type, label, title), and a restore gives every
 * row of the database back exactly as it was.
 */

let t: TestApp;
let kit: ReturnType<typeof binKit>;
let superToken: string;
let superId: number;
/** An account field value the segmentations below use. */
let segmentValue: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedAllDemo(t.db, t.files);
  ({ token: superToken, id: superId } = await t.signIn(PROFILE_ID.SUPER_ADMIN));
  kit = binKit(t, superToken);
  const [value] = await t.db
    .insert(accountFieldValue)
    .values({ account_field_id: ACCOUNT_FIELD_ID.FIELD_9, value: 'Segmento da Lixeira' })
    .returning({ id: accountFieldValue.id });
  segmentValue = value!.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A file in storage and its row, owned by the record. */
async function storeFile(name: string, owner: { kind: string; id: number | null }): Promise<number> {
  const ext = name.split('.').pop()!;
  const key = newStorageKey(ext);
  await t.files.write(key, Readable.from([Buffer.from(`conteúdo de ${name}`)]));
  const [row] = await t.db
    .insert(storedFile)
    .values({
      storage_key: key,
      original_name: name,
      mime: ext === 'png' ? 'image/png' : 'application/pdf',
      size: 20,
      owner_kind: owner.kind,
      owner_id: owner.id,
    })
    .returning({ id: storedFile.id });
  return row!.id;
}

const segment = (moduleName: string, itemId: number) =>
  t.db.insert(segmentation).values({ module_name: moduleName, item_id: itemId, account_field_value_id: segmentValue });

async function firstId(table: PgTable & { id: PgColumn }, where?: SQL): Promise<number> {
  const [row] = await t.db.select({ id: table.id }).from(table).where(where).orderBy(asc(table.id)).limit(1);
  if (!row) throw new Error(`no ${getTableName(table)} row for the case`);
  return Number(row.id);
}

/** What hangs on the record: rows that must be there before, gone with it, and back after the restore. */
type Hanging = ReadonlyArray<readonly [PgTable, SQL | undefined]>;

interface Case {
  type: BinType;
  service: string;
  mutation: string;
  table: PgTable & { id: PgColumn };
  /** The record to delete, with what hangs on it prepared; its title as its list shows it. */
  prepare: () => Promise<{ id: number; title: string; hanging: Hanging }>;
}

const exists = (table: PgTable & { id: PgColumn }, id: number) => t.db.$count(table, eq(table.id, id));

async function roundTrip(c: Case) {
  const { id, title, hanging } = await c.prepare();
  for (const [table, where] of hanging) expect(await t.db.$count(table, where), `${getTableName(table)} before`).toBeGreaterThan(0);
  const before = await databaseRows(t);

  const body = await t.gql(c.service, `mutation ($id: Int!) { ${c.mutation}(id: $id) }`, { id }, superToken);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(body.data).toEqual({ [c.mutation]: true });
  expect(await exists(c.table, id)).toBe(0);
  for (const [table, where] of hanging) expect(await t.db.$count(table, where), `${getTableName(table)} after the delete`).toBe(0);

  const entry = await kit.entryOf(c.type, id);
  expect(entry).toMatchObject({ type: c.type, type_label: BIN_TYPES[c.type].label, title, record_id: id, deleted_by: superId });
  expect(await kit.restore(entry!.id)).toEqual({ type: c.type, record_id: id, not_restored: [] });
  expect(await databaseRows(t)).toEqual(before);
  expect(await kit.entryOf(c.type, id)).toBeUndefined();
}

/** A demo asset of the type that no trail holds, with files, category links and segmentation added where it has none. */
async function assetCase(type: string): Promise<{ id: number; title: string; hanging: Hanging }> {
  const [row] = await t.db
    .select({ id: asset.id, title: asset.title, file: asset.file_id })
    .from(asset)
    .where(
      and(
        eq(asset.module_name, type),
        sql`not exists (select 1 from ${trailItem} where ${trailItem.item_type} = 'asset' and ${trailItem.item_id} = ${asset.id})`,
      ),
    )
    .orderBy(asc(asset.id))
    .limit(1);
  const id = row!.id;
  const thumbnail = await storeFile(`miniatura-${id}.png`, { kind: 'asset', id });
  await t.db.update(asset).set({ thumbnail_file_id: thumbnail }).where(eq(asset.id, id));
  const [cat] = await t.db
    .insert(category)
    .values({ title: `Categoria do ativo ${id}` })
    .returning({ id: category.id });
  await t.db.insert(categoryHasAsset).values({ category_id: cat!.id, asset_id: id });
  await segment(type, id);
  return {
    id,
    title: row!.title,
    hanging: [
      [storedFile, eq(storedFile.id, row!.file!)],
      [storedFile, eq(storedFile.id, thumbnail)],
      [categoryHasAsset, eq(categoryHasAsset.asset_id, id)],
      [segmentation, and(eq(segmentation.module_name, type), eq(segmentation.item_id, id))],
    ],
  };
}

/** A new attachment (of a course or a room) with its file, category link and segmentation. */
async function attachmentCase(type: 'AnexoCurso' | 'AnexoSala', parentId: number) {
  const [row] = await t.db
    .insert(asset)
    .values({ module_name: type, external_parent_id: parentId, title: `Anexo ${type} da lixeira` })
    .returning({ id: asset.id, title: asset.title });
  const id = row!.id;
  await t.db
    .update(asset)
    .set({ file_id: await storeFile(`anexo-${id}.pdf`, { kind: 'asset', id }) })
    .where(eq(asset.id, id));
  await segment(type, id);
  return {
    id,
    title: row!.title,
    hanging: [
      [storedFile, and(eq(storedFile.owner_kind, 'asset'), eq(storedFile.owner_id, id))],
      [segmentation, and(eq(segmentation.module_name, type), eq(segmentation.item_id, id))],
    ] as Hanging,
  };
}

const CASES: Case[] = [
  {
    type: 'profile',
    service: 'account',
    mutation: 'deleteProfile',
    table: profile,
    // A demo profile nobody holds, with its modules, and a category it is linked to.
    prepare: async () => {
      const id = await firstId(
        profile,
        and(eq(profile.is_superadmin, false), sql`not exists (select 1 from ${users} where ${users.profile_id} = ${profile.id})`),
      );
      const [row] = await t.db.select({ title: profile.title }).from(profile).where(eq(profile.id, id));
      await t.db.insert(categoryHasProfile).values({ category_id: await firstId(category), profile_id: id });
      return {
        id,
        title: row!.title,
        hanging: [
          [profileAccountModule, eq(profileAccountModule.profile_id, id)],
          [categoryHasProfile, eq(categoryHasProfile.profile_id, id)],
        ],
      };
    },
  },
  {
    type: 'branch',
    service: 'parceiro',
    mutation: 'deleteBranch',
    table: branch,
    // A demo branch without parceiros: its value of account field 19, the segmentations and the users' values that use it.
    prepare: async () => {
      const id = await firstId(
        branch,
        and(notInArray(branch.id, [...RESERVED_BRANCH_IDS]), sql`not exists (select 1 from ${parceiro} where ${parceiro.branch_id} = ${branch.id})`),
      );
      const [row] = await t.db.select({ value: branch.value }).from(branch).where(eq(branch.id, id));
      const fieldValue = and(eq(accountFieldValue.account_field_id, ACCOUNT_FIELD_ID.BRANCHES), eq(accountFieldValue.externalid, String(id)));
      const valueId = await firstId(accountFieldValue, fieldValue);
      await t.db.insert(segmentation).values({ module_name: 'Trail', item_id: await firstId(trail), account_field_value_id: valueId });
      await t.db.insert(userFieldValue).values({ user_id: await firstId(users), account_field_value_id: valueId });
      return {
        id,
        title: row!.value,
        hanging: [
          [accountFieldValue, fieldValue],
          [segmentation, eq(segmentation.account_field_value_id, valueId)],
          [userFieldValue, eq(userFieldValue.account_field_value_id, valueId)],
        ],
      };
    },
  },
  {
    type: 'category',
    service: 'dam',
    mutation: 'deleteCategory',
    table: category,
    // Every demo category has subcategories or links: a new one, with a banner and a segmentation.
    prepare: async () => {
      const [row] = await t.db
        .insert(category)
        .values({ title: 'Categoria da Lixeira', parent_id: await firstId(category) })
        .returning({ id: category.id });
      const id = row!.id;
      const banner = await storeFile('banner.png', { kind: 'category', id });
      await t.db.update(category).set({ banner_file_id: banner }).where(eq(category.id, id));
      await segment('Category', id);
      return {
        id,
        title: 'Categoria da Lixeira',
        hanging: [
          [storedFile, eq(storedFile.id, banner)],
          [segmentation, and(eq(segmentation.module_name, 'Category'), eq(segmentation.item_id, id))],
        ],
      };
    },
  },
  { type: 'media', service: 'dam', mutation: 'deleteAsset', table: asset, prepare: () => assetCase('Media') },
  { type: 'banner', service: 'dam', mutation: 'deleteAsset', table: asset, prepare: () => assetCase('Banner') },
  { type: 'chatBanner', service: 'dam', mutation: 'deleteAsset', table: asset, prepare: () => assetCase('chatBanner') },
  {
    type: 'courseAttachment',
    service: 'dam',
    mutation: 'deleteAsset',
    table: asset,
    prepare: async () => attachmentCase('AnexoCurso', await firstId(course, eq(course.type, 'online'))),
  },
  { type: 'roomAttachment', service: 'dam', mutation: 'deleteAsset', table: asset, prepare: async () => attachmentCase('AnexoSala', await firstId(chat)) },
  {
    type: 'highlight',
    service: 'cms',
    mutation: 'deleteContent',
    table: content,
    prepare: async () => {
      const id = await firstId(content, eq(content.module_name, 'Testimony'));
      const [row] = await t.db.select({ title: content.title, thumbnail: content.thumbnail_file_id }).from(content).where(eq(content.id, id));
      const thumbnail = row!.thumbnail ?? (await storeFile('destaque.png', { kind: 'content', id }));
      await t.db.update(content).set({ thumbnail_file_id: thumbnail }).where(eq(content.id, id));
      return { id, title: row!.title, hanging: [[storedFile, eq(storedFile.id, thumbnail)]] };
    },
  },
  {
    type: 'presentialCourse',
    service: 'lms',
    mutation: 'deleteCourse',
    table: course,
    // Every demo presential course has classrooms (which refuse the deletion): a new one, with a category, a segmentation and its files.
    prepare: async () => {
      const [row] = await t.db.insert(course).values({ type: 'presential', title: 'Curso presencial da Lixeira' }).returning({ id: course.id });
      const id = row!.id;
      const thumbnail = await storeFile('curso.png', { kind: 'course', id });
      await t.db.update(course).set({ thumbnail_file_id: thumbnail }).where(eq(course.id, id));
      await t.db.insert(categoryHasCourse).values({ category_id: await firstId(category), course_id: id });
      await segment('Course', id);
      return {
        id,
        title: 'Curso presencial da Lixeira',
        hanging: [
          [storedFile, eq(storedFile.id, thumbnail)],
          [categoryHasCourse, eq(categoryHasCourse.course_id, id)],
          [segmentation, and(eq(segmentation.module_name, 'Course'), eq(segmentation.item_id, id))],
        ],
      };
    },
  },
  {
    type: 'classroom',
    service: 'lms',
    mutation: 'deleteClassroom',
    table: classroom,
    // A demo classroom with participants and a receipt; a segmentation added. Its list shows the course and the start.
    prepare: async () => {
      const id = await firstId(
        classroom,
        and(
          sql`${classroom.receipt_file_id} is not null`,
          sql`exists (select 1 from ${classroomSubscription} where ${classroomSubscription.classroom_id} = ${classroom.id})`,
          sql`not exists (select 1 from ${classroom} sub where sub.parent_id = ${classroom.id})`,
        ),
      );
      const [row] = await t.db
        .select({ course: course.title, start: classroom.datetime_start, receipt: classroom.receipt_file_id })
        .from(classroom)
        .innerJoin(course, eq(course.id, classroom.course_id))
        .where(eq(classroom.id, id));
      await segment('Classroom', id);
      return {
        id,
        title: `${row!.course} - ${formatDateTime(row!.start)}`,
        hanging: [
          [classroomSubscription, eq(classroomSubscription.classroom_id, id)],
          [storedFile, eq(storedFile.id, row!.receipt!)],
          [segmentation, and(eq(segmentation.module_name, 'Classroom'), eq(segmentation.item_id, id))],
        ],
      };
    },
  },
  {
    type: 'instructor',
    service: 'lms',
    mutation: 'deleteInstrutor',
    table: instrutor,
    // Every demo instructor teaches a classroom (deactivated, not deleted): a new one.
    prepare: async () => {
      const [row] = await t.db.insert(instrutor).values({ nome: 'Instrutor da Lixeira', cpf: '529.982.247-25' }).returning({ id: instrutor.id });
      return { id: row!.id, title: 'Instrutor da Lixeira', hanging: [] };
    },
  },
  {
    type: 'trail',
    service: 'lms',
    mutation: 'deleteTrail',
    table: trail,
    // The demo trail with the most items (courses and contents) and categories; a thumbnail and a segmentation added.
    prepare: async () => {
      const [row] = await t.db
        .select({ id: trail.id, title: trail.title })
        .from(trail)
        .orderBy(sql`(select count(*) from ${trailItem} where ${trailItem.trail_id} = ${trail.id}) desc`, asc(trail.id))
        .limit(1);
      const id = row!.id;
      const thumbnail = await storeFile('trilha.png', { kind: 'trail', id });
      await t.db.update(trail).set({ thumbnail_file_id: thumbnail }).where(eq(trail.id, id));
      await segment('Trail', id);
      return {
        id,
        title: row!.title,
        hanging: [
          [trailItem, and(eq(trailItem.trail_id, id), eq(trailItem.item_type, 'course'))],
          [trailItem, and(eq(trailItem.trail_id, id), eq(trailItem.item_type, 'asset'))],
          [categoryHasTrail, eq(categoryHasTrail.trail_id, id)],
          [storedFile, eq(storedFile.id, thumbnail)],
          [segmentation, and(eq(segmentation.module_name, 'Trail'), eq(segmentation.item_id, id))],
        ],
      };
    },
  },
  {
    type: 'proof',
    service: 'lms',
    mutation: 'deleteProof',
    table: proof,
    // Every demo proof has questions (which refuse the deletion): a new one.
    prepare: async () => {
      const [row] = await t.db.insert(proof).values({ prooftype_id: 1, title: 'Avaliação da Lixeira' }).returning({ id: proof.id });
      return { id: row!.id, title: 'Avaliação da Lixeira', hanging: [] };
    },
  },
  {
    type: 'question',
    service: 'lms',
    mutation: 'deleteQuestion',
    table: question,
    // A question with answers is refused: a new question without answers, of a demo proof.
    prepare: async () => {
      const [row] = await t.db
        .insert(question)
        .values({ proof_id: await firstId(proof), title: 'Pergunta da Lixeira?' })
        .returning({ id: question.id });
      return { id: row!.id, title: 'Pergunta da Lixeira?', hanging: [] };
    },
  },
  {
    type: 'answer',
    service: 'lms',
    mutation: 'deleteAnswer',
    table: answer,
    prepare: async () => {
      const id = await firstId(answer);
      const [row] = await t.db.select({ title: answer.title }).from(answer).where(eq(answer.id, id));
      return { id, title: row!.title, hanging: [] };
    },
  },
  {
    type: 'room',
    service: 'chat',
    mutation: 'deleteChat',
    table: chat,
    // The demo room with the most messages and presences; an attachment, images and a segmentation added.
    prepare: async () => {
      const [row] = await t.db
        .select({ id: chat.id, title: chat.title })
        .from(chat)
        .orderBy(sql`(select count(*) from ${chatMessage} where ${chatMessage.chat_id} = ${chat.id}) desc`, asc(chat.id))
        .limit(1);
      const id = row!.id;
      const thumbnail = await storeFile('sala.png', { kind: 'chat', id });
      const background = await storeFile('fundo.png', { kind: 'chat', id });
      await t.db.update(chat).set({ thumbnail_file_id: thumbnail, background_file_id: background }).where(eq(chat.id, id));
      const attachment = await attachmentCase('AnexoSala', id);
      await segment('Chat', id);
      return {
        id,
        title: row!.title,
        hanging: [
          [chatMessage, eq(chatMessage.chat_id, id)],
          [chatPresence, eq(chatPresence.chat_id, id)],
          [storedFile, inArray(storedFile.id, [thumbnail, background])],
          [asset, eq(asset.id, attachment.id)],
          ...attachment.hanging,
          [segmentation, and(eq(segmentation.module_name, 'Chat'), eq(segmentation.item_id, id))],
        ],
      };
    },
  },
];

describe('each type goes to the recycle bin and comes back exactly as it was', () => {
  it('covers every type of the bin (online courses in bin-api.test.ts)', () => {
    expect(new Set([...CASES.map((c) => c.type), 'course'])).toEqual(new Set(Object.keys(BIN_TYPES)));
  });

  for (const c of CASES) {
    it(`${c.type}: ${c.mutation}, listed as '${BIN_TYPES[c.type].label}', restored`, () => roundTrip(c), 30_000);
  }

  it('an instructor a classroom uses is deactivated, not sent to the bin', async () => {
    const [used] = await t.db
      .select({ id: instrutor.id })
      .from(instrutor)
      .where(and(eq(instrutor.is_active, true), sql`exists (select 1 from ${classroom} where ${classroom.instrutor_id} = ${instrutor.id})`))
      .limit(1);
    const body = await t.gql('lms', `mutation ($id: Int!) { deleteInstrutor(id: $id) }`, { id: used!.id }, superToken);
    expect(body.errors).toBeUndefined();
    expect(await t.db.select({ active: instrutor.is_active }).from(instrutor).where(eq(instrutor.id, used!.id))).toEqual([{ active: false }]);
    expect(await kit.entryOf('instructor', used!.id)).toBeUndefined();
  });
});
