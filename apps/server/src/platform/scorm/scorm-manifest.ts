import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';

export type ScormVersion = '1.2' | '2004';

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/**
 * XML's predefined and numeric character references, decoded here: the parser leaves entities
 * alone (a DOCTYPE's own entities are how a manifest would blow up the parser's memory).
 */
const decodeEntities = (raw: string) =>
  raw.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (whole, hex: string, dec: string, name: string) => {
    if (name) return PREDEFINED[name.toLowerCase()] ?? whole;
    const code = parseInt(hex ?? dec, hex ? 16 : 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
const text = (value: unknown): string | null => {
  const raw = typeof value === 'object' && value !== null ? (value as Node)['#text'] : value;
  return raw === undefined || raw === null ? null : decodeEntities(String(raw)).trim();
};

/** One item of the default organization, in the manifest's order. */
export interface ScormItem {
  identifier: string;
  title: string;
  /** 0 for the organization's own items, one more per level of nesting. */
  depth: number;
  /** False for `isvisible="false"`: left out of the table of contents, still reached by flow. */
  visible: boolean;
  /**
   * What the item opens, relative to the package's root: its resource's href under the
   * resources' xml:base, then the item's `parameters`; null for an item that only groups others.
   */
  href: string | null;
}

export interface ScormManifest {
  version: ScormVersion | null;
  /** The default organization's title. */
  title: string | null;
  items: ScormItem[];
  /** The resources marked as SCOs that open a file, for manifests whose items open nothing. */
  scoHrefs: string[];
}

/** The manifest element, or null when the text is not XML with a <manifest> root. */
function manifestNode(xml: string): Node | null {
  try {
    const parsed = new XMLParser({ ignoreAttributes: false, removeNSPrefix: false, processEntities: false }).parse(xml, true) as Node;
    const manifest = parsed.manifest;
    return manifest && typeof manifest === 'object' ? (manifest as Node) : null;
  } catch {
    return null;
  }
}

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

/**
 * An item's parameters joined to its href as SCORM's content packaging says: a leading '?' or
 * '&' is dropped and the rest joins the query string; a '#' fragment is kept only when the href
 * has none.
 */
export function withParameters(href: string, parameters: string | null): string {
  const p = parameters?.trim();
  if (!p) return href;
  if (p.startsWith('#')) return href.includes('#') ? href : href + p;
  const query = p.replace(/^[?&]+/, '');
  if (!query) return href;
  const hash = href.indexOf('#');
  const [base, fragment] = hash < 0 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
}

/** The default organization (or the first), its items flattened with their depth, and the SCO resources. */
export function readManifest(xml: string): ScormManifest | null {
  const manifest = manifestNode(xml);
  if (!manifest) return null;
  const organizations = manifest.organizations as Node | undefined;
  const orgs = list(organizations?.organization);
  const chosen = orgs.find((o) => o['@_identifier'] === organizations?.['@_default']) ?? orgs[0];
  const resources = manifest.resources as Node | undefined;
  const all = list(resources?.resource);
  const hrefOf = (resource: Node) =>
    path.posix.join(...[resources?.['@_xml:base'], resource['@_xml:base'], resource['@_href']].map(text).filter((part): part is string => Boolean(part)));
  const items: ScormItem[] = [];
  const walk = (nodes: Node[], depth: number) => {
    for (const item of nodes) {
      const resource = all.find((r) => r['@_identifier'] === item['@_identifierref'] && r['@_href']);
      items.push({
        identifier: text(item['@_identifier']) || `item-${items.length + 1}`,
        title: text(item.title) || text(item['@_identifier']) || '',
        depth,
        visible: text(item['@_isvisible'])?.toLowerCase() !== 'false',
        href: resource ? withParameters(hrefOf(resource), text(item['@_parameters'])) : null,
      });
      walk(list(item.item), depth + 1);
    }
  };
  walk(list(chosen?.item), 0);
  const isSco = (r: Node) => String(r['@_adlcp:scormtype'] ?? r['@_adlcp:scormType'] ?? '').toLowerCase() === 'sco';
  return {
    version: versionOf(manifest),
    title: text(chosen?.title),
    items,
    scoHrefs: all.filter((r) => isSco(r) && r['@_href']).map(hrefOf),
  };
}

/**
 * The file an href names, relative to the package's root: without its query or fragment, and the
 * names to look for in the archive, percent-decoded first (shared%20files/...), then as written.
 */
export function fileNamesOf(href: string): string[] {
  const file = path.posix.normalize(href.split(/[?#]/)[0]);
  try {
    const decoded = path.posix.normalize(decodeURIComponent(file));
    return decoded === file ? [file] : [decoded, file];
  } catch {
    return [file];
  }
}
