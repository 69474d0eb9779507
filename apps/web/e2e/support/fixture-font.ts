import opentype from 'opentype.js';

/**
 * A small TrueType font drawn here (a box for every letter the fixture needs and a space), so the
 * SCORM fixture that loads a web font carries one of our own rather than a copied file.
 */
export function fixtureFont(family: string): Buffer {
  const box = () => {
    const p = new opentype.Path();
    p.moveTo(100, 0);
    p.lineTo(100, 700);
    p.lineTo(500, 700);
    p.lineTo(500, 0);
    p.close();
    return p;
  };
  const glyphs = [
    new opentype.Glyph({ name: '.notdef', unicode: 0, advanceWidth: 600, path: new opentype.Path() }),
    new opentype.Glyph({ name: 'space', unicode: 32, advanceWidth: 300, path: new opentype.Path() }),
    ...Array.from({ length: 26 }, (_, i) => new opentype.Glyph({ name: String.fromCharCode(97 + i), unicode: 97 + i, advanceWidth: 600, path: box() })),
  ];
  const font = new opentype.Font({ familyName: family, styleName: 'Regular', unitsPerEm: 1000, ascender: 800, descender: -200, glyphs });
  return Buffer.from(font.toArrayBuffer());
}
