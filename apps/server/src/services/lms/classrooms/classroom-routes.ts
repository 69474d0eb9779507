import { callerOf } from '../../../platform/http/request-user.ts';
import { updateRecord } from '../../../platform/db/record.ts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ImportResult } from '@backoffice/domain/imports';
import {
  attendanceLabel,
  CLASSROOM_MESSAGES,
  classroomUploadFields,
  RECEIPT_MAX_BYTES,
  SUBSCRIPTION_IMPORT_HEADER,
  SUBSCRIPTION_MESSAGES,
} from '@backoffice/domain/schemas/classroom';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import { users } from '../../../db/schema/account.ts';
import { storedFile } from '../../../db/schema/files.ts';
import { classroom, classroomSubscription } from '../../../db/schema/lms.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import { readCsv } from '../../../platform/csv/read-csv.ts';
import { keysetBatches } from '../../../platform/db/keyset-batches.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { UserError } from '../../../platform/errors.ts';
import { discardFile, storeUpload } from '../../../platform/files/store-upload.ts';
import { readUpload, type Upload } from '../../../platform/http/upload.ts';
import { attachment, sendReport } from '../../../platform/reports/send-report.ts';
import { assertClassroom, subscribeBatch, type ImportLine, type LineError } from './subscription-store.ts';

const access = { config: { access: 'Classroom' as const } };

const classroomQuery = z.object({ classroom_id: recordIdFromText(CLASSROOM_MESSAGES.notFound) });

/** Lines subscribed per transaction: the classroom stays locked only that long. */
const IMPORT_BATCH = 500;

/** Runs the checks that come before reading the file; on a refusal the unread file is drained. */
async function beforeReading<T>(upload: Upload, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    upload.stream.resume();
    throw error;
  }
}

/** Subscribes the lines of the file batch by batch; the answer lists every refused line. */
async function importSubscriptions(deps: AppDeps, upload: Upload, user: CurrentUser, classroomId: number): Promise<ImportResult> {
  const rows = readCsv(upload.stream, { columns: { uid: [SUBSCRIPTION_IMPORT_HEADER, 'CPF ou matrícula', 'CPF', 'Matrícula', 'uid'] }, required: ['uid'] });
  const seen = new Map<string, number>();
  const errors: LineError[] = [];
  let created = 0;
  let lines: ImportLine[] = [];
  let any = false;
  const flush = async () => {
    const result = await subscribeBatch(deps.db, user, classroomId, lines, seen);
    created += result.created;
    errors.push(...result.errors);
    lines = [];
  };
  for await (const row of rows) {
    any = true;
    lines.push({ line: row.line, uid: row.values.uid.trim() });
    if (lines.length >= IMPORT_BATCH) await flush();
  }
  if (lines.length) await flush();
  if (!any) throw new UserError(SUBSCRIPTION_MESSAGES.noRows);
  return { created, errors };
}

/** The participants of a classroom in id order, as the attendance-list file shows them. */
const attendanceRows = (deps: AppDeps, classroomId: number) =>
  keysetBatches((afterId, size) =>
    deps.db
      .select({ id: classroomSubscription.id, name: users.name, uid: users.uid, mail: users.mail, is_present: classroomSubscription.is_present })
      .from(classroomSubscription)
      .innerJoin(users, eq(users.id, classroomSubscription.user_id))
      .where(and(eq(classroomSubscription.classroom_id, classroomId), gt(classroomSubscription.id, afterId)))
      .orderBy(asc(classroomSubscription.id))
      .limit(size),
  );

/**
 * The REST side of classrooms (the calls of the spec), module Classroom:
 *  - POST lms/import-users-to-classroom (classroom_id, file): participants from a CSV;
 *  - POST lms/receipts-classroom (classroom_id, file_receipt): the receipt, JPG, PNG or PDF by content;
 *  - GET lms/downloadReceipt?classroom_id: that receipt;
 *  - GET lms/subscription_export?classroom_id: the attendance list as CSV (formula-safe cells).
 */
export function registerClassroomRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/v1/lms/import-users-to-classroom', access, async (request) => {
    const upload = await readUpload(request);
    const { classroom_id } = await beforeReading(upload, async () => {
      const fields = classroomUploadFields.parse(upload.fields);
      await assertClassroom(deps.db, fields.classroom_id);
      return fields;
    });
    try {
      return await importSubscriptions(deps, upload, callerOf(request), classroom_id);
    } finally {
      // A refused file is not read to its end: discard the rest so the request completes.
      upload.stream.resume();
    }
  });

  app.post('/api/v1/lms/receipts-classroom', access, async (request) => {
    const user = callerOf(request);
    const upload = await readUpload(request, 'file_receipt');
    const { classroom_id } = await beforeReading(upload, async () => {
      const fields = classroomUploadFields.parse(upload.fields);
      await assertClassroom(deps.db, fields.classroom_id);
      return fields;
    });
    let replaced: number | null = null;
    const stored = await storeUpload(deps, upload, { kind: 'receipt', maxBytes: RECEIPT_MAX_BYTES, user, owner: 'classroom' }, async (tx, file) => {
      const [row] = await tx.select({ receipt: classroom.receipt_file_id }).from(classroom).where(eq(classroom.id, classroom_id)).for('update');
      if (!row) throw new UserError(CLASSROOM_MESSAGES.notFound, 'NOT_FOUND');
      replaced = row.receipt;
      await updateRecord(tx, classroom, classroom_id, user, { receipt_file_id: file.id });
      return classroom_id;
    });
    await discardFile(deps, replaced);
    return { id: classroom_id, receipt: stored.original_name };
  });

  app.get('/api/v1/lms/downloadReceipt', access, async (request, reply) => {
    const { classroom_id } = classroomQuery.parse(request.query);
    const [row] = await deps.db
      .select({ found: classroom.id, key: storedFile.storage_key, name: storedFile.original_name, mime: storedFile.mime, size: storedFile.size })
      .from(classroom)
      .leftJoin(storedFile, eq(storedFile.id, classroom.receipt_file_id))
      .where(eq(classroom.id, classroom_id));
    if (!row) throw new UserError(CLASSROOM_MESSAGES.notFound, 'NOT_FOUND');
    if (!row.key || !row.name || !row.mime) throw new UserError(CLASSROOM_MESSAGES.noReceipt, 'NOT_FOUND');
    return reply
      .header('content-type', row.mime)
      .header('content-length', row.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachment(row.name))
      .send(deps.files.read(row.key));
  });

  app.get('/api/v1/lms/subscription_export', access, async (request, reply) => {
    const { classroom_id } = classroomQuery.parse(request.query);
    await assertClassroom(deps.db, classroom_id);
    return sendReport(reply, {
      format: 'csv',
      filename: `lista-de-presenca-turma-${classroom_id}.csv`,
      columns: [
        { header: 'Nome', value: (r) => r.name },
        { header: SUBSCRIPTION_IMPORT_HEADER, value: (r) => r.uid },
        { header: 'E-mail', value: (r) => r.mail },
        { header: 'Presença', value: (r) => attendanceLabel(r.is_present) },
      ],
      rows: attendanceRows(deps, classroom_id),
    });
  });
}
