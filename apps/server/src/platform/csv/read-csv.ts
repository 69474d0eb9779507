import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { UserError } from '../errors.ts';
import { peekStream } from '../http/peek-stream.ts';
import { decodeText } from './decode-text.ts';

export const CSV_MESSAGES = {
  empty: 'O arquivo está vazio.',
  binary: 'O arquivo não é um CSV de texto. Envie um arquivo .csv separado por vírgula ou ponto e vírgula.',
  missingColumns: (columns: string[]) =>
    `O arquivo não tem as colunas obrigatórias: ${columns.join(', ')}. Use o modelo, separado por vírgula ou ponto e vírgula.`,
  malformed: (line: number) => `O arquivo CSV está malformado perto da linha ${line}.`,
} as const;

/** Header text → key: lower case, no accents, words joined by '_' ('Código Susep' → 'codigo_susep'). */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

export interface CsvColumns<K extends string> {
  /** Each key with the header names that mean it (normalized or not). */
  columns: Record<K, string[]>;
  required: K[];
}

export interface CsvRow<K extends string> {
  /** Line of the file the record starts on (the header is line 1). */
  line: number;
  values: Record<K, string>;
}

/** Comma or semicolon, whichever the header line uses more (outside quotes is close enough). */
function detectDelimiter(head: string): ',' | ';' {
  const line = head.split(/\r?\n/, 1)[0] ?? '';
  return (line.match(/;/g)?.length ?? 0) > (line.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/**
 * The parser's records in order, then its error if it failed: records parsed before a malformed
 * line are all delivered first (a plain async iteration drops the ones still buffered).
 */
async function* recordsThenError<T>(parser: Readable): AsyncGenerator<T> {
  let queue: T[] = [];
  let finished = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  parser.on('data', (record: T) => {
    queue.push(record);
    if (queue.length >= 1000) parser.pause();
    notify();
  });
  parser.on('end', () => {
    finished = true;
    notify();
  });
  parser.on('error', (error) => {
    failure = error;
    finished = true;
    notify();
  });
  for (;;) {
    if (queue.length) {
      const batch = queue;
      queue = [];
      if (parser.isPaused() && !finished) parser.resume();
      yield* batch;
      continue;
    }
    if (finished) break;
    await new Promise<void>((resolve) => (wake = resolve));
  }
  if (failure) throw failure;
}

/**
 * Streams the records of an uploaded CSV: UTF-8 with or without BOM, or Windows-1252 (Latin-1)
 * as Excel saves it (see decodeText), separated by comma or semicolon, header names matched
 * without regard to case and accents. Refuses empty, binary and header-less files before the
 * first record, so nothing is written for them.
 */
export async function* readCsv<K extends string>(stream: Readable, spec: CsvColumns<K>): AsyncGenerator<CsvRow<K>> {
  const { head, whole } = await peekStream(stream, (h) => h.length >= 65_536 || h.includes(10));
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  if (!text.trim()) throw new UserError(CSV_MESSAGES.empty);
  // A first look: the head can be the whole file when it came in one chunk; what lies past it is
  // text to the parser, and a NUL there is refused line by line by whoever stores the values.
  if (head.subarray(0, 65_536).includes(0) || /[\u0000-\u0008\u000E-\u001F]/.test(text.slice(0, 4096))) throw new UserError(CSV_MESSAGES.binary);

  const parser = parse({
    delimiter: detectDelimiter(text),
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
  });
  // pipe() does not forward a source error (an upload over the size limit, a dropped
  // connection): hand it to the parser so it ends the records with it.
  const decoding = decodeText(whole);
  const decoded = Readable.from(decoding.text);
  decoded.on('error', (error) => parser.destroy(error));
  decoded.pipe(parser);

  const aliases = new Map<string, K>();
  for (const [key, names] of Object.entries(spec.columns) as [K, string[]][]) {
    for (const name of [key, ...names]) aliases.set(normalizeHeader(name), key);
  }

  let positions: Array<K | undefined> | null = null;
  try {
    for await (const { record, info } of recordsThenError<{ record: string[]; info: { lines: number } }>(parser)) {
      if (!positions) {
        positions = record.map((h) => aliases.get(normalizeHeader(h)));
        const missing = spec.required.filter((k) => !positions!.includes(k));
        if (missing.length) throw new UserError(CSV_MESSAGES.missingColumns(missing.map((k) => spec.columns[k][0] ?? k)));
        continue;
      }
      const values = {} as Record<K, string>;
      for (const key of Object.keys(spec.columns) as K[]) values[key] = '';
      record.forEach((cell, i) => {
        const key = positions![i];
        if (key) values[key] = cell;
      });
      yield { line: info.lines, values };
    }
  } catch (error) {
    if (error instanceof UserError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw error;
    const line = (error as { lines?: number }).lines ?? 0;
    throw new UserError(CSV_MESSAGES.malformed(line));
  } finally {
    decoded.unpipe(parser);
    decoded.destroy();
    whole.destroy();
  }
  // A line in another encoding ends the text where it starts: every line before it came first.
  const stopped = decoding.stopped();
  if (stopped) throw stopped;
  if (!positions) throw new UserError(CSV_MESSAGES.empty);
}
