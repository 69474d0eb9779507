import { describe, expect, it } from 'vitest';
import { fileNamesOf, readManifest, withParameters } from './scorm-manifest.ts';

/** A Golf-like multi-SCO 2004 manifest: a module grouping two items on one resource, a hidden item, parameters. */
const multiSco = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="golf" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="outra"><title>Outra</title><item identifier="x" identifierref="r1"><title>X</title></item></organization>
    <organization identifier="org"><title>Golf Explained</title>
      <item identifier="modulo"><title>Módulo 1</title>
        <item identifier="parte-1" identifierref="parte" parameters="?parte=1"><title>Parte 1 &amp; intro&#xE7;&#227;o</title></item>
        <item identifier="parte-2" identifierref="parte" parameters="parte=2&amp;width=750"><title>Parte 2</title></item>
      </item>
      <item identifier="oculto" identifierref="r1" isvisible="false"><title>Item oculto</title></item>
      <item identifier="parte-3" identifierref="parte" parameters="#fim"><title>Parte 3</title></item>
    </organization>
  </organizations>
  <resources xml:base="shared%20files/">
    <resource identifier="parte" type="webcontent" adlcp:scormType="sco" href="parte.html?lang=pt"/>
    <resource identifier="r1" type="webcontent" adlcp:scormType="asset" xml:base="extra/" href="oculto.html"/>
  </resources>
</manifest>`;

describe('readManifest', () => {
  it("flattens the default organization's items with their depth, visibility and launch href with parameters", () => {
    const manifest = readManifest(multiSco)!;
    expect(manifest.version).toBe('2004');
    expect(manifest.title).toBe('Golf Explained');
    expect(manifest.items).toEqual([
      { identifier: 'modulo', title: 'Módulo 1', depth: 0, visible: true, href: null },
      { identifier: 'parte-1', title: 'Parte 1 & introção', depth: 1, visible: true, href: 'shared%20files/parte.html?lang=pt&parte=1' },
      { identifier: 'parte-2', title: 'Parte 2', depth: 1, visible: true, href: 'shared%20files/parte.html?lang=pt&parte=2&width=750' },
      { identifier: 'oculto', title: 'Item oculto', depth: 0, visible: false, href: 'shared%20files/extra/oculto.html' },
      { identifier: 'parte-3', title: 'Parte 3', depth: 0, visible: true, href: 'shared%20files/parte.html?lang=pt#fim' },
    ]);
    expect(manifest.scoHrefs).toEqual(['shared%20files/parte.html?lang=pt']);
  });

  it('answers null for text that is not a manifest', () => {
    expect(readManifest('<html></html>')).toBeNull();
    expect(readManifest('not xml <<<')).toBeNull();
  });
});

describe('withParameters', () => {
  it.each([
    ['a.html', '?x=1', 'a.html?x=1'],
    ['a.html?l=pt', '?x=1', 'a.html?l=pt&x=1'],
    ['a.html?l=pt', '&x=1', 'a.html?l=pt&x=1'],
    ['a.html#top', 'x=1', 'a.html?x=1#top'],
    ['a.html', '#p2', 'a.html#p2'],
    ['a.html#p1', '#p2', 'a.html#p1'],
    ['a.html', '  ', 'a.html'],
  ])('%s with %s is %s', (href, parameters, expected) => {
    expect(withParameters(href, parameters)).toBe(expected);
  });
});

describe('fileNamesOf', () => {
  it('names the file without query or fragment, percent-decoded first', () => {
    expect(fileNamesOf('shared%20files/a.html?x=1#f')).toEqual(['shared files/a.html', 'shared%20files/a.html']);
    expect(fileNamesOf('dir/./a.html')).toEqual(['dir/a.html']);
    expect(fileNamesOf('100%.html')).toEqual(['100%.html']);
  });
});
