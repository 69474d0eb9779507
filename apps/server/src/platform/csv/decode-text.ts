import { UserError } from '../errors.ts';

export const ENCODING_MESSAGES = {
  /** UTF-8 text that turns invalid (or carries U+FFFD, the mark of an earlier bad conversion) at this line. */
  invalid: (line: number) =>
    `A linha ${line} do arquivo tem caracteres ilegíveis: o arquivo mistura codificações de texto. Salve-o como "CSV UTF-8" e envie novamente.`,
} as const;

export class TextEncodingError extends UserError {
  constructor(readonly line: number) {
    super(ENCODING_MESSAGES.invalid(line));
  }
}

const REPLACEMENT = '\uFFFD';
const BOM = '\uFEFF';
const NONE = Buffer.alloc(0);

const hasNonAscii = (text: string) => /[^\x00-\x7f]/.test(text);

function countLines(text: string, end = text.length): number {
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

/** Whether these bytes are UTF-8; unless final, an unfinished character at their end is allowed (the next chunk completes it). */
function isUtf8(bytes: Buffer, final: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !final });
    return true;
  } catch {
    return false;
  }
}

export interface DecodedText {
  text: AsyncGenerator<string>;
  /**
   * Why the text ended early, if it did: it stops at the start of the line it cannot read, so
   * the lines before it are all delivered before the caller reports this.
   */
  stopped(): TextEncodingError | null;
}

/**
 * The text of an uploaded file, decoded as it streams: UTF-8 (with or without BOM) when it is
 * valid UTF-8, otherwise Windows-1252 (what Excel in Portuguese saves as "CSV"; a superset of
 * Latin-1). Memory stays flat: nothing is held but an unfinished character.
 *
 * The choice is made at the first non-ASCII character, since until then both read the same:
 * a file whose first megabytes are plain ASCII and whose Latin-1 'ç' comes late is still read
 * right. Once UTF-8 is chosen (a valid accented character, or a BOM) an invalid sequence later
 * stops the text at its line rather than being stored as U+FFFD; Windows-1252 maps every byte,
 * so it never produces one.
 */
export function decodeText(bytes: AsyncIterable<Buffer>): DecodedText {
  // The BOM comes out as U+FEFF, a non-ASCII character: it settles the file as UTF-8.
  const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
  const windows1252 = new TextDecoder('windows-1252');
  let state: 'ascii' | 'utf8' | 'windows-1252' = 'ascii';
  // While the text is ASCII, the bytes the UTF-8 decoder holds back (an unfinished character),
  // to be read again as Windows-1252 if the file turns out to be that.
  let held: Buffer = NONE;
  let lines = 0;
  let started = false;
  let stopped: TextEncodingError | null = null;
  // The decoded text before the line it stopped at, still to be delivered.
  let beforeStop = '';

  const decode = (raw: Buffer, final: boolean): string => {
    if (state === 'windows-1252') return windows1252.decode(raw, { stream: !final });
    const text = utf8.decode(raw, { stream: !final });
    const bad = text.indexOf(REPLACEMENT);
    // The first non-ASCII character decides: valid UTF-8 before any invalid byte makes it UTF-8.
    if (state === 'ascii' && hasNonAscii(bad === -1 ? text : text.slice(0, bad))) state = 'utf8';
    if (bad === -1) {
      if (state === 'ascii') {
        // ASCII is one byte a character: what did not come out is the unfinished tail.
        const unfinished = held.length + raw.length - text.length;
        held = unfinished ? Buffer.concat([held, raw]).subarray(-unfinished) : NONE;
      }
      return text;
    }
    const pending = Buffer.concat([held, raw]);
    // A U+FFFD in valid UTF-8 is the mark of an earlier bad conversion: stopped at like an invalid byte.
    if (state === 'ascii' && !isUtf8(pending, final)) {
      state = 'windows-1252';
      held = NONE;
      return windows1252.decode(pending, { stream: !final });
    }
    stopped = new TextEncodingError(lines + countLines(text, bad) + 1);
    beforeStop = text.slice(0, text.lastIndexOf('\n', bad) + 1);
    return '';
  };

  const emit = (text: string): string => {
    if (!started && text) {
      started = true;
      if (text.startsWith(BOM)) text = text.slice(1);
    }
    lines += countLines(text);
    return text;
  };

  async function* text(): AsyncGenerator<string> {
    for await (const chunk of bytes) {
      const out = emit(decode(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk), false));
      if (out) yield out;
      if (stopped) break;
    }
    if (!stopped) {
      const rest = emit(decode(NONE, true));
      if (rest) yield rest;
    }
    // The end of the file may hold the stop too (an unfinished character).
    const before = stopped ? emit(beforeStop) : '';
    if (before) yield before;
  }

  return { text: text(), stopped: () => stopped };
}
