import iconv from 'iconv-lite';
import { validateFileName, type Entry } from 'yauzl';

const UTF8_FLAG = 0x800;
const UNICODE_PATH_FIELD = 0x7075;
/** What Windows writes names in when it does not flag them UTF-8: the OEM code page, cp850 on a Brazilian system. */
const DOS_CODE_PAGE = 'cp850';

const utf8 = new TextDecoder('utf-8', { fatal: true });
function asUtf8(bytes: Buffer): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * An entry's name as its author wrote it. yauzl decodes a name that is neither flagged UTF-8 nor
 * given by an Info-ZIP Unicode Path field as cp437. Such a name with accents is taken as UTF-8
 * when its bytes are valid UTF-8 (what macOS and many tools write without the flag), otherwise
 * in the DOS code page of a Brazilian Windows ('compressed folder' zips: introdução.html).
 * Throws, with yauzl's wording, for a name that escapes the folder once decoded.
 */
export function entryName(entry: Entry): string {
  const raw = entry.fileNameRaw;
  const plain = (entry.generalPurposeBitFlag & UTF8_FLAG) !== 0 || entry.extraFields.some((f) => f.id === UNICODE_PATH_FIELD);
  if (plain || raw.every((byte) => byte < 0x80)) return entry.fileName;
  const name = (asUtf8(raw) ?? iconv.decode(raw, DOS_CODE_PAGE)).replace(/\\/g, '/');
  const problem = validateFileName(name);
  if (problem) throw new Error(problem);
  return name;
}
