import type { FileStorage } from '../../../../platform/files/storage.ts';
import { fileNamesOf, type ScormItem } from '../../../../platform/scorm/scorm-manifest.ts';
import { readCachedManifest } from '../scorm-package-cache.ts';

/** Where the player finds the package's files, relative to its own page. */
export const PACKAGE_DIR = 'package/';

export interface PreviewItem extends Omit<ScormItem, 'href'> {
  /** The item's file under PACKAGE_DIR, each segment encoded, with its query and fragment; null when it opens nothing in the package. */
  url: string | null;
}

/** An href's file as the archive names it, encoded for a URL, with what followed it (the item's parameters among it). */
function urlOf(href: string, has: (name: string) => boolean): string | null {
  const file = fileNamesOf(href).find((name) => !name.startsWith('../') && has(name));
  if (!file) return null;
  const cut = href.search(/[?#]/);
  return PACKAGE_DIR + file.split('/').map(encodeURIComponent).join('/') + (cut < 0 ? '' : href.slice(cut));
}

/** The items of the package's default organization, each with the address the player opens it at. */
export async function previewItems(files: FileStorage, storageKey: string): Promise<PreviewItem[]> {
  const { manifest, has } = await readCachedManifest(files, storageKey);
  const items = (manifest?.items ?? []).map(({ href, ...item }) => ({ ...item, url: href ? urlOf(href, has) : null }));
  if (items.some((item) => item.url)) return items;
  // A manifest whose items open nothing launches its first SCO, as the upload accepted it.
  const sco = manifest?.scoHrefs.map((href) => urlOf(href, has)).find(Boolean);
  return sco ? [{ identifier: 'sco', title: manifest?.title ?? 'SCO', depth: 0, visible: true, url: sco }] : items;
}
