import { Readable } from 'node:stream';

/**
 * Reads the start of a stream (until `enough(head)` or its end) and gives it back with a stream
 * of the whole input, head included: for sniffing a file's type or a CSV's header line.
 */
export async function peekStream(stream: Readable, enough: (head: Buffer) => boolean): Promise<{ head: Buffer; whole: Readable }> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const parts: Buffer[] = [];
  let head = Buffer.alloc(0);
  while (!enough(head)) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(Buffer.from(next.value));
    head = Buffer.concat(parts);
  }
  const whole = Readable.from(
    (async function* () {
      if (head.length) yield head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    })(),
  );
  return { head, whole };
}
