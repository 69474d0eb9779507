import { describe, expect, it } from 'vitest';
import { removalsAfterCommit } from './removals-after-commit.ts';
import type { FileStorage } from './storage.ts';

const recording = () => {
  const removed: string[] = [];
  const files: FileStorage = {
    write: async () => 0,
    read: () => {
      throw new Error('not read');
    },
    remove: async (key) => {
      removed.push(key);
      if (key === 'falha') throw new Error('disk');
    },
  };
  return { files, removed };
};

describe('removalsAfterCommit', () => {
  it('removes nothing until flushed, forgets what a rolled-back savepoint asked, and flushes once', async () => {
    const { files, removed } = recording();
    const deferred = removalsAfterCommit(files);
    await deferred.storage.remove('a');
    const mark = deferred.mark();
    await deferred.storage.remove('b');
    deferred.drop(mark);
    await deferred.storage.remove('falha');
    await deferred.storage.remove('c');
    expect(removed).toEqual([]);
    await deferred.flush();
    expect(removed).toEqual(['a', 'falha', 'c']);
    await deferred.flush();
    expect(removed).toEqual(['a', 'falha', 'c']);
  });
});
