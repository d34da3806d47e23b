import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { tr, type Lang } from './sweep-routes';

/** The select-initiative step as a person does it: the SUAP of Forlì by search, then the first initiative. */
export async function chooseSuapAndInitiative(page: Page, lang: Lang) {
  const search = page.getByRole('textbox', { name: tr(lang, 'reference-data.suap.search-label') });
  await search.fill('Forlì');
  await search.press('Enter');
  await page.getByRole('heading', { name: 'SUAP del Comune di Forlì', exact: true }).waitFor();
  await page
    .getByRole('button', { name: tr(lang, 'reference-data.suap.choose') })
    .first()
    .click();
  // Bootstrap Italia draws the radio over its label: a person clicks the label.
  const firstInitiative = page.locator('.suap-initiative-picker .form-check label').first();
  await firstInitiative.waitFor();
  await firstInitiative.click();
  await expect
    .poll(() => page.locator('.suap-initiative-picker input[type="radio"]:checked').count())
    .toBe(1);
}
