import { PassThrough, Transform, type Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** For S3-compatible services (MinIO, …); AWS when absent. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Prepended to every key (e.g. `backoffice/`). */
  prefix?: string;
}

/** Uploaded files in an S3 bucket: streamed in (multipart upload) and out, never held whole in memory. */
export function s3FileStorage(options: S3StorageOptions, client?: S3Client): FileStorage {
  // The SDK (about 20 MB resident) loads with the first file, only on servers that use a bucket.
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); Upload: typeof import('@aws-sdk/lib-storage').Upload; s3: S3Client }> | undefined;
  const load = () =>
    (loaded ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([sdk, { Upload }]) => ({
      sdk,
      Upload,
      s3:
        client ??
        new sdk.S3Client({
          region: options.region,
          endpoint: options.endpoint,
          forcePathStyle: options.forcePathStyle,
          // Without explicit keys the SDK's default chain applies (environment, instance role, …).
          credentials:
            options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
        }),
    })));
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    if (!key || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return `${options.prefix ?? ''}${key}`;
  };

  return {
    async write(key, data) {
      const Key = objectKey(key);
      const { s3, Upload } = await load();
      let bytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          callback(null, chunk);
        },
      });
      // An error of the source aborts the upload (no object is left behind).
      data.once('error', (error) => counted.destroy(error));
      data.pipe(counted);
      const upload = new Upload({ client: s3, params: { Bucket, Key, Body: counted } });
      const sourceFailed = new Promise<never>((_, reject) => {
        counted.once('error', (error) => {
          void upload.abort().catch(() => {});
          reject(error);
        });
      });
      sourceFailed.catch(() => {});
      try {
        await Promise.race([upload.done(), sourceFailed]);
      } catch (error) {
        // Like pipeline(): a failure destroys both streams, so the source is not left stalled.
        counted.destroy();
        data.destroy();
        throw error;
      }
      return bytes;
    },
    read(key) {
      const out = new PassThrough();
      let Key: string;
      try {
        Key = objectKey(key);
      } catch (error) {
        process.nextTick(() => out.destroy(error as Error));
        return out;
      }
      load()
        .then(({ s3, sdk }) => s3.send(new sdk.GetObjectCommand({ Bucket, Key })))
        .then(
          (result) => {
            const body = result.Body as Readable | undefined;
            if (!body) return void out.destroy(new Error(`Empty body for ${key}`));
            body.once('error', (error) => out.destroy(error));
            out.once('close', () => body.destroy());
            body.pipe(out);
          },
          (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
        );
      return out;
    },
    async *list() {
      const { s3, sdk } = await load();
      const prefix = options.prefix ?? '';
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          // A key ending in '/' is a folder marker some tools create, never a stored file.
          if (object.Key && !object.Key.endsWith('/')) yield { key: object.Key.slice(prefix.length), size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async remove(key) {
      // DeleteObject succeeds for a missing key; a NoSuchKey from a stricter service is ignored too.
      try {
        const { s3, sdk } = await load();
        await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        if ((error as { name?: string }).name !== 'NoSuchKey') throw error;
      }
    },
  };
}
