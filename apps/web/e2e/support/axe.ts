import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 AA rules the architecture promises every screen passes. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page as it is now (or only on the parts `include` selects) and fails with
 * the list of serious or critical violations, if any.
 */
export async function expectNoAxeViolations(page: Page, include: string[] = ['html']) {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy forbids inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const { violations } = await axe.run({ include: include.map((selector) => [selector]) }, { runOnly: { type: 'tag', values: tags } });
      // The bar the house sets: no serious or critical violation.
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    },
    { tags: WCAG_21_AA, include },
  );
  expect(violations).toEqual([]);
}
