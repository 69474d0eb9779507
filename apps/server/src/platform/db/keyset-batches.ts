/**
 * Reads a large result in id order, one page at a time, so exports never hold every row.
 * `page(afterId, size)` must return rows with id greater than afterId, ordered by id.
 */
export async function* keysetBatches<T extends { id: number }>(
  page: (afterId: number, size: number) => Promise<T[]>,
  size = 1000,
): AsyncGenerator<T[]> {
  let afterId = 0;
  for (;;) {
    const rows = await page(afterId, size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    afterId = rows[rows.length - 1].id;
  }
}
