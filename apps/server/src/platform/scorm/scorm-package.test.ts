import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { patchZipHeaders, ZIP_FLAGS, zipOf } from '../../test/zip-fixtures.ts';
import { inspectScormPackage, SCORM_LIMITS, SCORM_MESSAGES } from './scorm-package.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorm-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let written = 0;
/** The zip on disk, as the upload leaves it for inspection. */
async function zipFile(zip: Buffer | Promise<Buffer>): Promise<string> {
  const file = path.join(dir, `p${++written}.zip`);
  fs.writeFileSync(file, await zip);
  return file;
}
const zipped = (files: Record<string, string | Buffer>, rename?: Record<string, string>) => zipFile(zipOf(files, rename));

const manifest12 = (href = 'index.html') => `<?xml version="1.0"?>
<manifest identifier="curso" version="1.0" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1"><title>Seguro Residencial</title>
      <item identifier="i1" identifierref="r1"><title>Aula 1</title></item>
    </organization>
  </organizations>
  <resources><resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="${href}"><file href="${href}"/></resource></resources>
</manifest>`;

const manifest2004 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="c2004" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Previdência</title>
    <item identifier="m"><title>Módulo</title><item identifier="a" identifierref="sco1"><title>Aula</title></item></item>
  </organization></organizations>
  <resources xml:base="content/"><resource identifier="sco1" type="webcontent" adlcp:scormType="sco" xml:base="sco/" href="start.html?lang=pt#inicio"/></resources>
</manifest>`;

describe('inspectScormPackage', () => {
  it('recognises SCORM 1.2, its launch file and title', async () => {
    const file = await zipped({ 'imsmanifest.xml': manifest12(), 'index.html': '<html></html>', 'img/logo.png': 'png' });
    expect(await inspectScormPackage(file)).toEqual({
      version: '1.2',
      launch: 'index.html',
      title: 'Seguro Residencial',
      files: ['imsmanifest.xml', 'index.html', 'img/logo.png'],
    });
  });

  it("recognises SCORM 2004, following nested items and the resources' xml:base", async () => {
    const file = await zipped({ 'imsmanifest.xml': manifest2004, 'content/sco/start.html': '<html></html>' });
    expect(await inspectScormPackage(file)).toMatchObject({ version: '2004', launch: 'content/sco/start.html?lang=pt#inicio', title: 'Previdência' });
  });

  it.each([
    [
      'a file that is not a zip',
      async () => {
        const file = path.join(dir, 'imagem.zip');
        fs.writeFileSync(file, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
        return file;
      },
      SCORM_MESSAGES.notZip,
    ],
    ['a zip without a manifest at its root', () => zipped({ 'curso/imsmanifest.xml': manifest12(), 'curso/index.html': 'x' }), SCORM_MESSAGES.noManifest],
    ['a manifest that is not XML', () => zipped({ 'imsmanifest.xml': '<manifest><organizations>', 'index.html': 'x' }), SCORM_MESSAGES.badManifest],
    [
      'a manifest of neither 1.2 nor 2004',
      () => zipped({ 'imsmanifest.xml': '<manifest identifier="x"><resources/></manifest>', 'index.html': 'x' }),
      SCORM_MESSAGES.unknownVersion,
    ],
    [
      'a manifest without a launch file',
      () => zipped({ 'imsmanifest.xml': manifest12().replace(/<resources>.*<\/resources>/s, '<resources/>') }),
      SCORM_MESSAGES.noLaunch,
    ],
    [
      'a launch file missing from the archive',
      () => zipped({ 'imsmanifest.xml': manifest12('aula/inicio.html'), 'index.html': 'x' }),
      SCORM_MESSAGES.launchMissing('aula/inicio.html'),
    ],
    [
      'a launch file pointing outside the package',
      () => zipped({ 'imsmanifest.xml': manifest12('../index.html'), 'index.html': 'x' }),
      SCORM_MESSAGES.launchMissing('../index.html'),
    ],
    [
      'an entry escaping the folder (zip-slip)',
      () => zipped({ 'imsmanifest.xml': manifest12(), 'index.html': 'x', 'AA/evil.html': 'x' }, { 'AA/evil.html': '../evil.html' }),
      SCORM_MESSAGES.unsafePath,
    ],
    [
      'an entry with an absolute path',
      () => zipped({ 'imsmanifest.xml': manifest12(), 'index.html': 'x', 'Zetc/passwd': 'x' }, { 'Zetc/passwd': '/etc/passwd' }),
      SCORM_MESSAGES.unsafePath,
    ],
    [
      'a file thousands of times its compressed size (zip bomb)',
      () => zipped({ 'imsmanifest.xml': manifest12(), 'index.html': 'x', 'video.mp4': Buffer.alloc(20 * 1024 * 1024) }),
      SCORM_MESSAGES.suspiciousCompression,
    ],
  ])('refuses %s', async (_case, make, message) => {
    await expect(inspectScormPackage(await make())).rejects.toThrow(message);
  });

  it('refuses more files, or more uncompressed bytes, than its limits', async () => {
    const files = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}.html`, 'x'.repeat(1000)]));
    const file = await zipped({ 'imsmanifest.xml': manifest12(), 'index.html': 'x', ...files });
    await expect(inspectScormPackage(file, { ...SCORM_LIMITS, maxFiles: 5 })).rejects.toThrow(SCORM_MESSAGES.tooManyFiles(5));
    await expect(inspectScormPackage(file, { ...SCORM_LIMITS, maxUncompressedBytes: 5000 })).rejects.toThrow(SCORM_MESSAGES.tooLargeUncompressed(5000));
    expect((await inspectScormPackage(file)).files).toHaveLength(8);
  });

  it('accepts what real authoring tools and Windows write: a percent-encoded launch, a UTF-16 manifest, DOS code-page names', async () => {
    const encoded = await zipped({ 'imsmanifest.xml': manifest12('shared%20files/launchpage.html'), 'shared files/launchpage.html': 'x' });
    expect(await inspectScormPackage(encoded)).toMatchObject({ launch: 'shared%20files/launchpage.html' });

    const utf16 = Buffer.from(`\ufeff${manifest12().replace('<?xml version="1.0"?>', '<?xml version="1.0" encoding="UTF-16"?>')}`, 'utf16le');
    expect(await inspectScormPackage(await zipped({ 'imsmanifest.xml': utf16, 'index.html': 'x' }))).toMatchObject({
      version: '1.2',
      title: 'Seguro Residencial',
    });
    const declared = Buffer.from(
      manifest12().replace('<?xml version="1.0"?>', '<?xml version="1.0" encoding="ISO-8859-1"?>').replace('Residencial', 'Previdência'),
      'latin1',
    );
    expect(await inspectScormPackage(await zipped({ 'imsmanifest.xml': declared, 'index.html': 'x' }))).toMatchObject({ title: 'Seguro Previdência' });

    // 'introdução.html' as Windows' compressed folder writes it: cp850 bytes, no UTF-8 flag.
    const dos = await zipFile(
      patchZipHeaders(await zipOf({ 'imsmanifest.xml': manifest12('introdução.html'), 'introduQQo.html': 'x' }, { introduQQo: 'introdu\x87\xc6o' }), {
        clear: ZIP_FLAGS.utf8Names,
      }),
    );
    expect(await inspectScormPackage(dos)).toMatchObject({ launch: 'introdução.html', files: ['imsmanifest.xml', 'introdução.html'] });
  });

  it('refuses a password-protected zip', async () => {
    const file = await zipFile(patchZipHeaders(await zipOf({ 'imsmanifest.xml': manifest12(), 'index.html': 'x' }), { set: ZIP_FLAGS.encrypted }));
    await expect(inspectScormPackage(file)).rejects.toThrow(SCORM_MESSAGES.encrypted);
  });

  it('refuses many files each under the per-file check that add up to a bomb, naming the limit', async () => {
    const blanks = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`blank${i}.bin`, Buffer.alloc(100 * 1024)]));
    const file = await zipped({ 'imsmanifest.xml': manifest12(), 'index.html': 'x', ...blanks });
    await expect(inspectScormPackage(file, { ...SCORM_LIMITS, totalRatioFrom: 1024 * 1024 })).rejects.toThrow(
      SCORM_MESSAGES.suspiciousTotal(SCORM_LIMITS.maxTotalRatio),
    );
    expect((await inspectScormPackage(file)).files).toHaveLength(32);
    expect(SCORM_MESSAGES.tooLargeUncompressed(SCORM_LIMITS.maxUncompressedBytes)).toBe('O conteúdo descompactado do pacote passa de 1.024 MB e foi recusado.');
  });
});
