import type { FileStorage } from './storage.ts';

/**
 * A storage whose removals wait until the caller's transaction has committed: a deletion inside
 * a batch that later rolls back must not lose the files of records that come back. `mark` and
 * `drop` forget the removals of a savepoint rolled back alone; `flush` runs the rest, once.
 */
export function removalsAfterCommit(files: FileStorage) {
  const keys: string[] = [];
  const storage: FileStorage = {
    write: (key, data) => files.write(key, data),
    read: (key) => files.read(key),
    remove: async (key) => {
      keys.push(key);
    },
  };
  return {
    storage,
    mark: () => keys.length,
    drop: (mark: number) => {
      keys.length = mark;
    },
    // A file left behind by a failed removal is unreachable (its row is gone), never a broken link.
    flush: () => Promise.all(keys.splice(0).map((key) => files.remove(key).catch(() => {}))),
  };
}
