import { callerOf } from '../http/request-user.ts';
import { updateRecord, type AuditedTable } from '../db/record.ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { ModuleName } from '@backoffice/domain/modules';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import type { AppDeps } from '../deps.ts';
import { UserError } from '../errors.ts';
import { discardFile, storeUpload } from './store-upload.ts';
import { readUpload } from '../http/upload.ts';

/** Largest image of a course, trail or room. */
export const THUMB_MAX_BYTES = 10 * 1024 * 1024;

export interface ThumbnailRoute {
  /** e.g. '/api/v1/lms/trail_thumb'. */
  path: string;
  module: ModuleName;
  table: PgTable & { id: PgColumn; thumbnail_file_id: PgColumn; background_file_id?: PgColumn };
  /** The record's image column the upload replaces: its thumbnail unless told otherwise (a room's background). */
  column?: 'thumbnail_file_id' | 'background_file_id';
  /** owner_kind of the stored file (see file-owners.ts). */
  owner: string;
  notFound: string;
  /** The record as the route answers it; null when missing. */
  find: (deps: AppDeps, id: number) => Promise<unknown>;
}

/**
 * POST {path} (multipart id, file; returnUrl ignored): a record's thumbnail, an image told by its
 * content. The record's row changes in the same transaction as the stored file's; the replaced
 * image is discarded afterwards.
 */
export function registerThumbnailRoute(app: FastifyInstance, deps: AppDeps, route: ThumbnailRoute): void {
  const { table } = route;
  const key = route.column ?? 'thumbnail_file_id';
  const column = table[key]!;
  app.post(route.path, { config: { access: [route.module] } }, async (request) => {
    const user = callerOf(request);
    const upload = await readUpload(request);
    let id: number;
    try {
      id = z.object({ id: recordIdFromText(route.notFound) }).parse(upload.fields).id;
      if (!(await route.find(deps, id))) throw new UserError(route.notFound, 'NOT_FOUND');
    } catch (error) {
      upload.stream.resume();
      throw error;
    }
    let replaced: number | null = null;
    await storeUpload(deps, upload, { kind: 'image', maxBytes: THUMB_MAX_BYTES, user, owner: route.owner }, async (tx, file) => {
      const [row] = await tx.select({ image: column }).from(table).where(eq(table.id, id)).for('update');
      if (!row) throw new UserError(route.notFound, 'NOT_FOUND');
      replaced = row.image as number | null;
      await updateRecord(tx, table as unknown as AuditedTable, id, user, { [key]: file.id } as never);
      return id;
    });
    await discardFile(deps, replaced);
    return route.find(deps, id);
  });
}
