import axe from 'axe-core';
import { expect } from 'vitest';

// axe-core in unit tests, on what a component or screen renders in jsdom: the tags of the browser sweep
// (e2e/support/axe.ts AXE_TAGS), plus axe's best practices (headings, landmarks, lists). jsdom has no layout nor
// painted colours, so contrast is left to the browser sweep; so is "region" (all content inside a landmark), which
// needs the whole page, not the part a component test mounts.

const OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
};

/** One line per violation: rule, impact and the first offending element, for a readable assertion. */
function describe(violation: axe.Result): string {
  const target = violation.nodes[0]?.html.slice(0, 160) ?? '';
  return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${target}`;
}

/** Runs axe on `root` (default: the whole document) and expects no violation. */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, OPTIONS);
  expect(results.violations.map(describe)).toEqual([]);
}
