import { callerOf } from '../../platform/http/request-user.ts';
import { updateRecord } from '../../platform/db/record.ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ASSET_FILE_MAX_BYTES, ASSET_MESSAGES, ASSET_MODULES, ASSET_TYPES, assetUploadFields, titleFromFilename } from '@backoffice/domain/schemas/asset';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import { asset } from '../../db/schema/dam.ts';
import { createdBy } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { UserError } from '../../platform/errors.ts';
import { discardFile, storeUpload } from '../../platform/files/store-upload.ts';
import { readUpload, type Upload } from '../../platform/http/upload.ts';
import { assertAssetAccess, assetFor, findAsset, parentFor } from './asset-store.ts';

const access = { config: { access: ASSET_MODULES } };

/** Runs the checks that come before storing; on a refusal the unread file is drained. */
async function beforeStoring<T>(upload: Upload, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    upload.stream.resume();
    throw error;
  }
}

/** Locks the asset row inside the upload's transaction and returns the file it points to now. */
async function lockAsset(tx: AppDeps['db'], id: number) {
  const [row] = await tx.select({ file_id: asset.file_id, thumbnail_file_id: asset.thumbnail_file_id }).from(asset).where(eq(asset.id, id)).for('update');
  if (!row) throw new UserError(ASSET_MESSAGES.notFound, 'NOT_FOUND');
  return row;
}

/**
 * POST dam/upload (module_name, external_parent_id, asset_id when replacing, file) and
 * POST dam/dam_thumb (id, file). The file streams to storage, its type is read from its content,
 * and the record changes in the same transaction as the stored file's row: a refused or failed
 * upload leaves neither a record nor a file. A replaced file is discarded only afterwards.
 */
export function registerDamUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/v1/dam/upload', access, async (request) => {
    const user = callerOf(request);
    const upload = await readUpload(request);
    const target = await beforeStoring(upload, async () => {
      const fields = assetUploadFields.partial({ module_name: true }).parse(upload.fields);
      if (fields.asset_id) {
        const existing = await assetFor(deps.db, user, fields.asset_id);
        return { type: existing.module_name as keyof typeof ASSET_TYPES, assetId: fields.asset_id, parent: null };
      }
      if (!fields.module_name) throw new UserError(ASSET_MESSAGES.typeRequired);
      assertAssetAccess(user, fields.module_name);
      return { type: fields.module_name, assetId: null, parent: parentFor(fields.module_name, fields.external_parent_id) };
    });
    const kind = ASSET_TYPES[target.type].file;
    let assetId = target.assetId;
    let replaced: number | null = null;
    await storeUpload(deps, upload, { kind, maxBytes: ASSET_FILE_MAX_BYTES[kind], user, owner: 'asset' }, async (tx, file) => {
      if (assetId) {
        replaced = (await lockAsset(tx, assetId)).file_id;
        await updateRecord(tx, asset, assetId, user, { file_id: file.id });
        return assetId;
      }
      const [created] = await tx
        .insert(asset)
        .values({
          module_name: target.type,
          external_parent_id: target.parent,
          title: titleFromFilename(upload.filename),
          file_id: file.id,
          date_publish: new Date(),
          ...createdBy(user),
        })
        .returning({ id: asset.id });
      assetId = created.id;
      return created.id;
    });
    await discardFile(deps, replaced);
    return findAsset(deps.db, assetId!);
  });

  app.post('/api/v1/dam/dam_thumb', access, async (request) => {
    const user = callerOf(request);
    const upload = await readUpload(request);
    const { id } = await beforeStoring(upload, async () => {
      const fields = z.object({ id: recordIdFromText(ASSET_MESSAGES.notFound) }).parse(upload.fields);
      await assetFor(deps.db, user, fields.id);
      return fields;
    });
    let replaced: number | null = null;
    await storeUpload(deps, upload, { kind: 'image', maxBytes: ASSET_FILE_MAX_BYTES.image, user, owner: 'asset' }, async (tx, file) => {
      replaced = (await lockAsset(tx, id)).thumbnail_file_id;
      await updateRecord(tx, asset, id, user, { thumbnail_file_id: file.id });
      return id;
    });
    await discardFile(deps, replaced);
    return findAsset(deps.db, id);
  });
}
