import { describe, expect, it } from 'vitest';
import { cursorBatches, keysetBatches } from './keyset-batches.ts';

/** Rows by (at, id), read the way a keyset query reads them: those after the cursor, in order, `size` at most. */
const ROWS = [
  { id: 4, at: 1 },
  { id: 7, at: 1 },
  { id: 2, at: 2 },
  { id: 9, at: 2 },
  { id: 1, at: 3 },
];
const after = (cursor: { at: number; id: number } | null) => (r: { at: number; id: number }) =>
  !cursor || r.at > cursor.at || (r.at === cursor.at && r.id > cursor.id);

async function collect<T>(batches: AsyncGenerator<T[]>): Promise<T[][]> {
  const out: T[][] = [];
  for await (const batch of batches) out.push(batch);
  return out;
}

describe('cursorBatches', () => {
  it('reads every row once, in the order of the cursor, across pages whose boundaries split equal times', async () => {
    const asked: unknown[] = [];
    const batches = await collect(
      cursorBatches(
        async (cursor: { at: number; id: number } | null, size) => {
          asked.push(cursor);
          return ROWS.filter(after(cursor)).slice(0, size);
        },
        (r) => ({ at: r.at, id: r.id }),
        2,
      ),
    );
    expect(batches.flat().map((r) => r.id)).toEqual([4, 7, 2, 9, 1]);
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(asked).toEqual([null, { at: 1, id: 7 }, { at: 2, id: 9 }]);
  });

  it('keysetBatches still reads by id', async () => {
    const ids = [1, 2, 3, 4, 5];
    const batches = await collect(
      keysetBatches(
        async (afterId, size) =>
          ids
            .filter((id) => id > afterId)
            .slice(0, size)
            .map((id) => ({ id })),
        2,
      ),
    );
    expect(batches.flat().map((r) => r.id)).toEqual(ids);
  });
});
