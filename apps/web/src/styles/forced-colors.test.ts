import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, file), 'utf8');

/** The declarations of `selector` inside the forced-colours block of forced-colors.css. */
function forcedRule(selector: string): string {
  const css = read('forced-colors.css');
  const block = css.slice(css.indexOf('@media (forced-colors: active)'));
  const start = block.indexOf(`${selector} {`);
  expect(start, `${selector} in the forced-colours block`).toBeGreaterThan(-1);
  return block.slice(start, block.indexOf('}', start));
}

describe('forced colours (Windows high contrast, issue 24)', () => {
  it('is part of the global styles', () => {
    expect(read('index.css')).toMatch(/@import '\.\/forced-colors\.css';/);
  });

  // Measured in Chromium with forcedColors 'active': every desktop menu link drew the same 3 px underline,
  // because forced colours paint the transparent borders of the other links too.
  it('keeps the current page of the main menu apart: only it keeps an underline, and it is bold', () => {
    const link = '.it-header-navbar-wrapper .navbar .navbar-collapsable .navbar-nav li a.nav-link';
    expect(forcedRule(link)).toMatch(/border-color:\s*Canvas;/);
    const current = forcedRule(`${link}.active`);
    expect(current).toMatch(/border-color:\s*Highlight;/);
    expect(current).toMatch(/font-weight:\s*700;/);
  });
});
