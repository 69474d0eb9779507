import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import yauzl, { type Entry } from 'yauzl';
import { UserError } from '../errors.ts';

export type ScormVersion = '1.2' | '2004';

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
  maxManifestBytes: number;
}

export const SCORM_LIMITS: ScormLimits = {
  maxFiles: 20_000,
  maxUncompressedBytes: 2 * 1024 ** 3,
  maxRatio: 200,
  maxManifestBytes: 5 * 1024 ** 2,
};

export const SCORM_MESSAGES = {
  notZip: 'O arquivo enviado não é um pacote zip válido.',
  noManifest: 'O pacote não contém o arquivo imsmanifest.xml na raiz.',
  badManifest: 'O arquivo imsmanifest.xml do pacote não é um XML válido.',
  unknownVersion: 'Versão SCORM não reconhecida: o pacote deve ser SCORM 1.2 ou SCORM 2004.',
  noLaunch: 'O imsmanifest.xml não indica o arquivo de início do curso.',
  launchMissing: (href: string) => `O arquivo de início indicado no imsmanifest.xml (${href}) não está no pacote.`,
  unsafePath: 'O pacote contém arquivos com caminhos inválidos e foi recusado.',
  tooManyFiles: (max: number) => `O pacote contém mais de ${max} arquivos e foi recusado.`,
  tooLargeUncompressed: 'O conteúdo descompactado do pacote é grande demais e foi recusado.',
  suspiciousCompression: 'O pacote tem arquivos com compactação suspeita e foi recusado.',
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
      total += entry.uncompressedSize;
      if (total > limits.maxUncompressedBytes) throw new UserError(SCORM_MESSAGES.tooLargeUncompressed);
      // The sizes are those the archive declares; yauzl checks them again while inflating.
      if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)) {
        throw new UserError(SCORM_MESSAGES.suspiciousCompression);
      }
      entries.set(entry.fileName, entry);
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
  return Buffer.concat(chunks).toString('utf8');
}

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];
const text = (value: unknown): string | null => {
  const raw = typeof value === 'object' && value !== null ? (value as Node)['#text'] : value;
  return raw === undefined || raw === null ? null : String(raw).trim();
};

/** SCORM 1.2 and 2004 tell themselves apart by schemaversion, or else by the adlcp namespace they declare. */
function versionOf(manifest: Node): ScormVersion | null {
  const schemaVersion = text((manifest.metadata as Node | undefined)?.schemaversion)?.toLowerCase() ?? '';
  if (schemaVersion === '1.2') return '1.2';
  if (/2004|cam 1\.3/.test(schemaVersion)) return '2004';
  const namespaces = Object.entries(manifest)
    .filter(([key]) => key.startsWith('@_xmlns'))
    .map(([, value]) => String(value).toLowerCase());
  if (namespaces.some((ns) => ns.includes('adlcp_rootv1p2'))) return '1.2';
  if (namespaces.some((ns) => ns.includes('adlcp_v1p3'))) return '2004';
  return null;
}

/** The resource the default organization's first item opens, else the first SCO with a file. */
function launchOf(manifest: Node): { href: string; title: string | null } | null {
  const organizations = manifest.organizations as Node | undefined;
  const orgs = list(organizations?.organization);
  const chosen = orgs.find((o) => o['@_identifier'] === organizations?.['@_default']) ?? orgs[0];
  const resources = manifest.resources as Node | undefined;
  const all = list(resources?.resource);
  const items: Node[] = [];
  const walk = (nodes: Node[]) => nodes.forEach((item) => (items.push(item), walk(list(item.item))));
  walk(list(chosen?.item));
  const referenced = items.map((item) => all.find((r) => r['@_identifier'] === item['@_identifierref'])).find((r) => r?.['@_href']);
  const isSco = (r: Node) => String(r['@_adlcp:scormtype'] ?? r['@_adlcp:scormType'] ?? '').toLowerCase() === 'sco';
  const resource = referenced ?? all.find((r) => isSco(r) && r['@_href']);
  if (!resource) return null;
  const base = [resources?.['@_xml:base'], resource['@_xml:base']].filter(Boolean).map(String);
  return { href: path.posix.join(...base, String(resource['@_href'])), title: text(chosen?.title) };
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
    const xml = await readText(zip, manifestEntry, limits.maxManifestBytes);
    let parsed: Node;
    try {
      parsed = new XMLParser({ ignoreAttributes: false, removeNSPrefix: false, processEntities: false }).parse(xml, true) as Node;
    } catch {
      throw new UserError(SCORM_MESSAGES.badManifest);
    }
    const manifest = parsed.manifest as Node | undefined;
    if (!manifest || typeof manifest !== 'object') throw new UserError(SCORM_MESSAGES.badManifest);
    const version = versionOf(manifest);
    if (!version) throw new UserError(SCORM_MESSAGES.unknownVersion);
    const launch = launchOf(manifest);
    if (!launch) throw new UserError(SCORM_MESSAGES.noLaunch);
    // The launch may carry a query string or an anchor: the file is what comes before.
    const launchFile = path.posix.normalize(launch.href.split(/[?#]/)[0]);
    if (launchFile.startsWith('../') || !entries.has(launchFile)) throw new UserError(SCORM_MESSAGES.launchMissing(launch.href));
    return { version, launch: launch.href, title: launch.title, files: [...entries.keys()] };
  } finally {
    zip.close();
  }
}
