import { z } from 'zod';
import { OperatorRefusal } from './operator-refusal.ts';

export const ARCHIVE_FORMAT = 'backoffice-backup';
export const ARCHIVE_VERSION = 1;

/** The entries of an archive, in the order a backup writes them. */
export const DATABASE_ENTRY = { pglite: 'database/pglite-data.tar', postgres: 'database/postgres.dump' } as const;
export const FILES_PREFIX = 'files/';
/**
 * Last, not first: a file's size and SHA-256 are known only once it has been streamed, and reading
 * every file twice (once to hash it, once to archive it) would double what a bucket sends.
 */
export const MANIFEST_ENTRY = 'manifest.json';

export type DatabaseKind = keyof typeof DATABASE_ENTRY;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const size = z.number().int().nonnegative();

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  created_at: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The engine's `server_version`: a PGlite data folder loads only into the same major version. */
    server_version: z.string(),
    size,
    sha256,
  }),
  schema: z.object({ migration: z.string().min(1), index: z.number().int().nonnegative(), applied_at: z.number().int() }),
  files: z.array(z.object({ key: z.string().min(1), size, sha256 })),
});

export type ArchiveManifest = z.infer<typeof manifestSchema>;

export function parseManifest(text: string): ArchiveManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new OperatorRefusal(`the archive is damaged: its ${MANIFEST_ENTRY} is not valid JSON`);
  }
  const head = raw as { format?: unknown; version?: unknown } | null;
  if (head?.format !== ARCHIVE_FORMAT)
    throw new OperatorRefusal(`the archive is not a back-office backup (its ${MANIFEST_ENTRY} names no format ${ARCHIVE_FORMAT})`);
  if (typeof head.version === 'number' && head.version > ARCHIVE_VERSION) {
    throw new OperatorRefusal(`the archive was made in format version ${head.version}, newer than this version of the back-office reads (${ARCHIVE_VERSION})`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new OperatorRefusal(`the archive is damaged: its ${MANIFEST_ENTRY} is invalid (${problems})`);
  }
  return parsed.data;
}
