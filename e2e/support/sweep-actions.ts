import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectFocusKept } from './sweep-focus';
import { tr, type Lang } from './sweep-routes';

// Issue 24, item 2 (WCAG 2.4.3): after an action the keyboard user's focus stays on something meaningful — never
// <body>, never pulled back to an error summary the user did not ask for. Done with the keyboard, on the screens
// the sweep has just checked, and each ends where it started so the sweep goes on unchanged.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Select-initiative: a failed "Save and continue" shows the error summary; choosing a SUAP with the keyboard
 * then fixes one error, and focus must stay on the SUAP chooser, not jump to the summary at the top.
 */
export async function checkFocusAfterFixingSelectInitiative(page: Page, lang: Lang) {
  const what = `choosing a SUAP with the keyboard after a failed submit on select-initiative ${lang}`;
  await page.getByRole('button', { name: tr(lang, 'enrolment.actions.continue'), exact: true }).click();
  await page.locator('main .suap-error-summary').waitFor();
  await page.getByRole('textbox', { name: tr(lang, 'reference-data.suap.search-label') }).focus();
  await page.keyboard.type('Forlì');
  await page.keyboard.press('Enter');
  const choose = page.getByRole('button', { name: tr(lang, 'reference-data.suap.choose') }).first();
  await page.getByRole('heading', { name: 'SUAP del Comune di Forlì', exact: true }).waitFor();
  await choose.focus();
  await page.keyboard.press('Enter');
  await expectFocusKept(page, what);
  const inSummary = await page.evaluate(
    () => document.activeElement?.closest('.suap-error-summary, [role="alert"]') !== null,
  );
  expect.soft(inSummary, `focus moved to the error summary after ${what}`).toBe(false);
  // Back to the step as the sweep left it: nothing of this was saved.
  await page.reload();
  await page.locator('main h1').first().waitFor();
}

/**
 * A back-office list: searching, clearing the search and paging to the last page, each with the keyboard; after
 * each, focus is still on a control (the search field, the pager), not on <body>.
 */
export async function checkFocusAfterListActions(
  page: Page,
  lang: Lang,
  searchLabelKey: string,
  what: string,
) {
  const start = page.url();
  const search = page.getByRole('textbox', { name: tr(lang, searchLabelKey) });
  await search.focus();
  await page.keyboard.type('Rossi');
  await page.keyboard.press('Enter');
  await page.waitForURL(/filter=Rossi/);
  await expectFocusKept(page, `searching ${what} ${lang}`);

  await search.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.searchParams.has('filter'));
  await expectFocusKept(page, `clearing the search of ${what} ${lang}`);

  const lastLabel = new RegExp(
    `^${escape(tr(lang, 'paginator.last-page', { page: '{{page}}' })).replace('\\{\\{page\\}\\}', '(\\d+)')}$`,
  );
  const labels = await page
    .locator('main .suap-paginator button[aria-label]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const lastPage = labels.map((label) => lastLabel.exec(label)?.[1]).find(Boolean);
  expect(lastPage, `${what} ${lang} has more than one page (a last-page button)`).toBeTruthy();
  if (lastPage) {
    const label = tr(lang, 'paginator.last-page', { page: lastPage });
    await page.locator(`main .suap-paginator button[aria-label="${label}"]`).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`page=${lastPage}`));
    await expectFocusKept(page, `paging to the last page of ${what} ${lang}`);
  }
  await page.goto(start);
  await page.locator('main table tbody tr, main .suap-table-card').first().waitFor();
}
