/**
 * Reads a large result one page at a time, so exports never hold every row. `page(after, size)`
 * must return the rows after the cursor `after` (null: from the start), in the cursor's order;
 * `cursorOf` gives a row's cursor, e.g. (time, id) for a report in the order things happened.
 */
export async function* cursorBatches<T, C>(page: (after: C | null, size: number) => Promise<T[]>, cursorOf: (row: T) => C, size = 1000): AsyncGenerator<T[]> {
  let after: C | null = null;
  for (;;) {
    const rows = await page(after, size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    after = cursorOf(rows[rows.length - 1]);
  }
}

/**
 * Reads a large result in id order, one page at a time. `page(afterId, size)` must return rows
 * with id greater than afterId, ordered by id.
 */
export function keysetBatches<T extends { id: number }>(page: (afterId: number, size: number) => Promise<T[]>, size = 1000): AsyncGenerator<T[]> {
  return cursorBatches(
    (afterId: number | null, n) => page(afterId ?? 0, n),
    (row) => row.id,
    size,
  );
}
