import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshotOnFailure, useBrowser } from './support/browser';
import { loginFrontOffice } from './support/login';
import { tr } from './support/sweep-routes';
import { chooseSuapAndInitiative } from './support/wizard-choices';

// Issue 23 item 5 in a real browser: fields that are not shown do not block the personal-data step.

const lang = 'it';
const button = (page: Page, key: string) => page.getByRole('button', { name: tr(lang, key) });

async function reachPersonalData(page: Page) {
  await loginFrontOffice(page, 'mario.rossi', lang, { origin: `/${lang}/enrolment/startup` });
  await page.getByRole('heading', { level: 1, name: 'Prima di iniziare', exact: true }).waitFor();
  // A draft left by another test: delete it and start afresh, as enrolment.e2e.ts does.
  const found = page.getByRole('dialog', { name: 'Hai già una richiesta in bozza' });
  const hasDraft = await found
    .waitFor({ timeout: 3000 })
    .then(() => true)
    .catch(() => false);
  if (hasDraft) {
    await found.getByRole('button', { name: 'Elimina la bozza e inizia una nuova richiesta' }).click();
    const deleted = page.getByRole('dialog', { name: 'Bozza eliminata' });
    await deleted.getByRole('button', { name: 'Chiudi' }).first().click();
  }
  await button(page, 'enrolment.actions.start').click();
  await page.getByLabel(/^Indirizzo email/).fill('mario.rossi@example.com');
  await button(page, 'enrolment.actions.continue').click();
  await chooseSuapAndInitiative(page, lang);
  await button(page, 'enrolment.actions.continue').click();
  await page.getByLabel(/^Nome/).waitFor();
}

describe('wizard validation', () => {
  const browser = useBrowser();
  screenshotOnFailure(browser, 'wizard-validation');

  it('unticking the legal representative drops the hidden company fields and their errors', async () => {
    const { context, page } = await newPage(browser(), 1280);
    await reachPersonalData(page);
    const representative = page.getByText(tr(lang, 'enrolment.personal.legalRepresentative'));
    await representative.click();
    await page.getByLabel(/^Ragione sociale/).fill('Rossi <srl>');
    await button(page, 'enrolment.actions.continue').click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Ragione sociale');

    await representative.click();
    await expect.poll(() => page.getByLabel(/^Ragione sociale/).count()).toBe(0);
    await expect.poll(() => page.locator('.suap-error-summary').count()).toBe(0);
    await button(page, 'enrolment.actions.continue').click();
    await page.getByRole('heading', { level: 1, name: 'Riepilogo', exact: true }).waitFor();
    expect(await page.locator('.suap-error-summary').count()).toBe(0);
    await context.close();
  });
});
