import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';
import { scormFixture } from '../../../server/src/seed/scorm-fixtures.ts';

/**
 * A real small SCORM package (the server's fixtures, zipped the way the demo seed zips them):
 * its index.html starts a session, and a 'Concluir curso' button scores, completes and finishes.
 */
export function scormPackage(version: '1.2' | '2004'): Promise<{ name: string; buffer: Buffer }> {
  return scormFixture(version);
}

/** A valid zip that is not a SCORM package (no imsmanifest.xml). */
export async function notScormPackage(): Promise<{ name: string; buffer: Buffer }> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('<!doctype html><title>Sem manifesto</title>'), 'index.html');
  zip.end();
  return { name: 'sem-manifesto.zip', buffer: await buffer(zip.outputStream) };
}
