import type { Plugin } from 'vite';

/**
 * Each Mantine component's styles load with the code that draws it, not as one 270 kB sheet.
 * Mantine builds each component's class names into `<Name>.module.mjs`, and @mantine/core ships
 * their rules as `styles/<Name>.css`, one file per module: a component that imports its class
 * names gets the rules beside them, in the same chunk. The module is imported after the parts a
 * component is built from, so their rules come first, in Mantine's own order. The other Mantine
 * packages (dates, notifications, charts, tiptap) ship one sheet each, which comes with the first
 * of their components a chunk uses.
 */
export function mantineComponentStyles(): Plugin {
  return {
    name: 'mantine-component-styles',
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/]@mantine[\\/](\w+)[\\/]esm[\\/](?:[^?]+[\\/])?(\w+)\.module\.mjs$/.exec(id);
      if (!match) return null;
      const [, pkg, name] = match;
      const sheet = pkg === 'core' ? `@mantine/core/styles/${name}.css` : `@mantine/${pkg}/styles.css`;
      return { code: `${code}\nimport '${sheet}';\n`, map: null };
    },
  };
}
