import { PassThrough, Transform, type Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
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
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // Without explicit keys the SDK's default chain applies (environment, instance role, …).
      credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    });
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
      s3.send(new GetObjectCommand({ Bucket, Key })).then(
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
    async remove(key) {
      // DeleteObject succeeds for a missing key; a NoSuchKey from a stricter service is ignored too.
      try {
        await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        if ((error as { name?: string }).name !== 'NoSuchKey') throw error;
      }
    },
  };
}
