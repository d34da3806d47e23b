import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The same axe-core that @axe-core/playwright bundles, run in the page directly. AxeBuilder injects axe again on
// every call and finishes each run in a new blank page: measured here, 4–11 s per check against 1.2 s for
// axe.run in a page where axe is already loaded (loaded once per document). The portal has no iframes, which
// AxeBuilder would also cover; axeViolations fails if one ever appears, so nothing escapes the check.
const requireFromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);
const axeSource = fs.readFileSync(
  path.join(path.dirname(requireFromAxePlaywright.resolve('axe-core')), 'axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Violations of AXE_TAGS on the page as it is now, one readable line per rule with its first nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { frames, violations } = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return {
      frames: document.querySelectorAll('iframe, frame').length,
      violations: results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((node) => node.target.join(' ')),
      })),
    };
  }, AXE_TAGS);
  expect(frames, 'frames on the page (axe runs in the top document only)').toBe(0);
  return (violations as AxeViolation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.targets.slice(0, 5).join('\n    ')}`,
  );
}
