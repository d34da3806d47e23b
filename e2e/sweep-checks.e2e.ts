import { describe, expect, it } from 'vitest';
import { newPage, openPage, useBrowser } from './support/browser';
import { expectHeading } from './support/sweep-checks';
import { tabCycle } from './support/sweep-focus';
import { forcedColourProblems, layoutProblems } from './support/sweep-layout';
import { tr } from './support/sweep-routes';

// Issue 24: the accessibility sweep's checks beyond axe (support/sweep-focus.ts, support/sweep-layout.ts) pass
// on every screen only if they can fail: each is shown here a page broken on purpose, and must report it.

const browser = useBrowser();

describe("the accessibility sweep's checks beyond axe", () => {
  it('the checks beyond axe report what they look for (issue 24: covered focus, focus lost, overflow, colour-only cue)', async () => {
    const { context, page } = await newPage(browser(), 1280);
    try {
      await openPage(page, '/en');
      await expectHeading(page, tr('en', 'home.hero.title'), 'home en');
      // Made through the CSSOM (the content security policy forbids inline styles): a fixed bar over the bottom
      // of the window, a link that loses focus to <body> when reached, a box clipping its text, a box wider
      // than the page and a step menu whose current step differs from the next one only by colour.
      await page.evaluate(() => {
        const main = document.querySelector('main')!;
        const cover = document.createElement('div');
        cover.id = 'p5-cover';
        Object.assign(cover.style, { position: 'fixed', left: '0', right: '0', bottom: '0', height: '60%' });
        cover.style.background = '#fff';
        cover.textContent = 'cover';
        document.body.append(cover);
        const vanishing = document.createElement('a');
        vanishing.href = '#';
        vanishing.textContent = 'vanishing';
        vanishing.addEventListener('focus', () => vanishing.remove());
        main.prepend(vanishing);
        const clipping = document.createElement('p');
        Object.assign(clipping.style, { width: '40px', overflow: 'hidden', whiteSpace: 'nowrap' });
        clipping.textContent = 'a text much longer than its box';
        const wide = document.createElement('p');
        wide.style.width = '2000px';
        wide.textContent = 'wide';
        main.append(clipping, wide);
        main.insertAdjacentHTML(
          'afterbegin',
          '<nav class="suap-step-menu"><ol><li><span aria-current="step">One</span></li><li><span>Two</span></li></ol></nav>',
        );
      });
      const cycle = await tabCycle(page, { width: 375, height: 667 });
      expect(cycle.problems.join('\n')).toMatch(/% under div#p5-cover "cover"/);
      expect(cycle.problems.join('\n')).toMatch(/focus on <body> after/);
      const layout = (await layoutProblems(page)).join('\n');
      expect(layout).toMatch(/page scrolls sideways/);
      expect(layout).toMatch(/p "a text much longer than its box" cuts its text off/);
      await page.emulateMedia({ forcedColors: 'active' });
      expect(await forcedColourProblems(page)).toEqual([
        'current step "One" looks like "Two" but for colour',
      ]);
    } finally {
      await context.close();
    }
  });
});
