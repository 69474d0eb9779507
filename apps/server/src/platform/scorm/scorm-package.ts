import iconv from 'iconv-lite';
import yauzl, { type Entry } from 'yauzl';
import { UserError } from '../errors.ts';
import { fileNamesOf, readManifest, type ScormVersion } from './scorm-manifest.ts';
import { entryName } from './zip-entry-name.ts';

export type { ScormVersion };

export interface ScormPackage {
  version: ScormVersion;
  /** The file the player opens first, a path inside the archive. */
  launch: string;
  /** The title of the default organization, when the manifest gives one. */
  title: string | null;
  /** Every file in the archive (folders left out). */
  files: string[];
}

export interface ScormLimits {
  maxFiles: number;
  /** The sum of the files' uncompressed sizes. */
  maxUncompressedBytes: number;
  /** How many times larger than its compressed bytes a file may be (zip bombs are thousands). */
  maxRatio: number;
  /**
   * How many times larger than the whole archive its contents may be, once they pass
   * `totalRatioFrom` bytes: many files each under the per-file check add up to a bomb too.
   */
  maxTotalRatio: number;
  totalRatioFrom: number;
  maxManifestBytes: number;
}

export const SCORM_LIMITS: ScormLimits = {
  maxFiles: 20_000,
  maxUncompressedBytes: 1024 ** 3,
  maxRatio: 200,
  maxTotalRatio: 20,
  totalRatioFrom: 64 * 1024 ** 2,
  maxManifestBytes: 5 * 1024 ** 2,
};

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 ** 2).toLocaleString('pt-BR')} MB`;

export const SCORM_MESSAGES = {
  notZip: 'O arquivo enviado não é um pacote zip válido.',
  noManifest: 'O pacote não contém o arquivo imsmanifest.xml na raiz.',
  badManifest: 'O arquivo imsmanifest.xml do pacote não é um XML válido.',
  unknownVersion: 'Versão SCORM não reconhecida: o pacote deve ser SCORM 1.2 ou SCORM 2004.',
  noLaunch: 'O imsmanifest.xml não indica o arquivo de início do curso.',
  launchMissing: (href: string) => `O arquivo de início indicado no imsmanifest.xml (${href}) não está no pacote.`,
  unsafePath: 'O pacote contém arquivos com caminhos inválidos e foi recusado.',
  tooManyFiles: (max: number) => `O pacote contém mais de ${max.toLocaleString('pt-BR')} arquivos e foi recusado.`,
  tooLargeUncompressed: (max: number) => `O conteúdo descompactado do pacote passa de ${megabytes(max)} e foi recusado.`,
  suspiciousCompression: 'O pacote tem arquivos com compactação suspeita e foi recusado.',
  suspiciousTotal: (ratio: number) =>
    `O conteúdo descompactado do pacote seria mais de ${ratio} vezes maior que o arquivo enviado (compactação suspeita) e foi recusado.`,
  encrypted: 'Pacotes protegidos por senha não são aceitos.',
} as const;

const MANIFEST = 'imsmanifest.xml';

/** Entry names yauzl refuses for pointing outside the folder (absolute, "..", drive letters). */
const isUnsafeNameError = (error: Error) => /invalid relative path|absolute path|invalid characters in fileName/i.test(error.message);

async function readEntries(file: string, limits: ScormLimits): Promise<{ zip: yauzl.ZipFile; entries: Map<string, Entry> }> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch {
    throw new UserError(SCORM_MESSAGES.notZip);
  }
  const entries = new Map<string, Entry>();
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      if (entries.size >= limits.maxFiles) throw new UserError(SCORM_MESSAGES.tooManyFiles(limits.maxFiles));
      if (entry.isEncrypted()) throw new UserError(SCORM_MESSAGES.encrypted);
      total += entry.uncompressedSize;
      if (total > limits.maxUncompressedBytes) throw new UserError(SCORM_MESSAGES.tooLargeUncompressed(limits.maxUncompressedBytes));
      // The sizes are those the archive declares; yauzl checks them again while inflating.
      if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)) {
        throw new UserError(SCORM_MESSAGES.suspiciousCompression);
      }
      if (total > limits.totalRatioFrom && total > limits.maxTotalRatio * zip.fileSize) {
        throw new UserError(SCORM_MESSAGES.suspiciousTotal(limits.maxTotalRatio));
      }
      entries.set(entryName(entry), entry);
    }
  } catch (error) {
    zip.close();
    if (error instanceof UserError) throw error;
    throw new UserError(isUnsafeNameError(error as Error) ? SCORM_MESSAGES.unsafePath : SCORM_MESSAGES.notZip);
  }
  return { zip, entries };
}

async function readText(zip: yauzl.ZipFile, entry: Entry, maxBytes: number): Promise<string> {
  if (entry.uncompressedSize > maxBytes) throw new UserError(SCORM_MESSAGES.badManifest);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await zip.openReadStreamPromise(entry)) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new UserError(SCORM_MESSAGES.badManifest);
    chunks.push(chunk as Buffer);
  }
  return decodeXml(Buffer.concat(chunks));
}

/**
 * An XML file's text in the encoding it declares: a byte-order mark (UTF-8, UTF-16 LE or BE), the
 * UTF-16 of a '<' without one, or the declaration's encoding="..."; UTF-8 otherwise.
 */
export function decodeXml(bytes: Buffer): string {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return bytes.subarray(3).toString('utf8');
  if (a === 0xff && b === 0xfe) return iconv.decode(bytes.subarray(2), 'utf-16le');
  if (a === 0xfe && b === 0xff) return iconv.decode(bytes.subarray(2), 'utf-16be');
  if (a === 0x3c && b === 0x00) return iconv.decode(bytes, 'utf-16le');
  if (a === 0x00 && b === 0x3c) return iconv.decode(bytes, 'utf-16be');
  const declared = /^<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/.exec(bytes.subarray(0, 256).toString('latin1'))?.[1];
  if (declared && !/^utf-?8$/i.test(declared) && iconv.encodingExists(declared)) return iconv.decode(bytes, declared);
  return bytes.toString('utf8');
}

/**
 * What a SCORM package holds, or a UserError in Portuguese saying why it is refused: not a zip,
 * no manifest at the root, a manifest that is not XML, neither SCORM 1.2 nor 2004, no launch
 * file or one missing from the archive, names escaping the folder, too many or too large files,
 * or compression ratios only a zip bomb has. Reads the central directory and the manifest only.
 */
export async function inspectScormPackage(file: string, limits: ScormLimits = SCORM_LIMITS): Promise<ScormPackage> {
  const { zip, entries } = await readEntries(file, limits);
  try {
    const manifestEntry = entries.get(MANIFEST);
    if (!manifestEntry) throw new UserError(SCORM_MESSAGES.noManifest);
    const manifest = readManifest(await readText(zip, manifestEntry, limits.maxManifestBytes));
    if (!manifest) throw new UserError(SCORM_MESSAGES.badManifest);
    const { version } = manifest;
    if (!version) throw new UserError(SCORM_MESSAGES.unknownVersion);
    // What the default organization's first item opens, else the first SCO with a file.
    const launch = manifest.items.find((item) => item.href)?.href ?? manifest.scoHrefs[0];
    if (!launch) throw new UserError(SCORM_MESSAGES.noLaunch);
    const launchFile = fileNamesOf(launch).find((file) => !file.startsWith('../') && entries.has(file));
    if (!launchFile) throw new UserError(SCORM_MESSAGES.launchMissing(launch));
    return { version, launch, title: manifest.title, files: [...entries.keys()] };
  } finally {
    zip.close();
  }
}
