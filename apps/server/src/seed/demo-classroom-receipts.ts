import { Readable } from 'node:stream';
import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { formatDate } from '@backoffice/domain/dates';
import { storedFile } from '../db/schema/files.ts';
import { classroom, course } from '../db/schema/lms.ts';
import type { Db } from '../platform/db/client.ts';
import { newStorageKey, type FileStorage } from '../platform/files/storage.ts';
import { setFileOwner } from '../platform/files/store-upload.ts';
import { simplePdf } from './demo-assets.ts';

/**
 * A receipt (a small one-page PDF made here) for each past demo classroom, stored as a file the
 * classroom owns, so the attendance screen's download has something to give. Runs once (marker:
 * some classroom already has a receipt); call it after seedDemoActivity, which makes the classrooms.
 */
export async function seedDemoClassroomReceipts(db: Db, files: FileStorage, now = new Date()): Promise<boolean> {
  const [marker] = await db.select({ id: classroom.id }).from(classroom).where(isNotNull(classroom.receipt_file_id)).limit(1);
  if (marker) return false;
  const past = await db
    .select({ id: classroom.id, start: classroom.datetime_start, course: course.title, by: classroom.created_by })
    .from(classroom)
    .leftJoin(course, eq(course.id, classroom.course_id))
    .where(and(lt(classroom.datetime_start, now), isNull(classroom.receipt_file_id)))
    .orderBy(asc(classroom.id));
  if (!past.length) return false;
  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const room of past) {
        const data = simplePdf(`Comprovante - Turma #${room.id}`, `${room.course ?? 'Curso presencial'} em ${formatDate(room.start)}`);
        const key = newStorageKey('pdf');
        await files.write(key, Readable.from([data]));
        written.push(key);
        const [file] = await tx
          .insert(storedFile)
          .values({ storage_key: key, original_name: `comprovante-turma-${room.id}.pdf`, mime: 'application/pdf', size: data.length, created_by: room.by })
          .returning({ id: storedFile.id });
        await tx.update(classroom).set({ receipt_file_id: file.id }).where(eq(classroom.id, room.id));
        await setFileOwner(tx, { kind: 'classroom', id: room.id }, [file.id]);
      }
    });
  } catch (error) {
    // The rows were rolled back: their files go too.
    for (const key of written) await files.remove(key);
    throw error;
  }
  return true;
}
