import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, newPage, screenshotOnFailure, useBrowser } from './support/browser';
import { loginFrontOffice } from './support/login';
import { tr, type Lang } from './support/sweep-routes';
import { chooseSuapAndInitiative } from './support/wizard-choices';

// Issue 23 items 1, 6 and 7, as mario.rossi in both languages: leaving the form stays on the startup page, the
// draft-found dialog does not put the destructive button under Enter, and a language switch on the SUAP and
// initiative step shows the chosen initiative in the new language.

const heading = (page: Page, lang: Lang, step: string) =>
  page.getByRole('heading', { level: 1, name: tr(lang, `enrolment.steps.${step}`), exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The wizard's entry after login; a draft left by an earlier test is deleted so each test starts the same. */
async function startFresh(page: Page, lang: Lang) {
  await loginFrontOffice(page, 'mario.rossi', lang, { origin: `/${lang}/enrolment/startup` });
  await heading(page, lang, 'initial-summary').waitFor();
  const found = dialog(page, tr(lang, 'enrolment.draft-found.title'));
  try {
    await found.waitFor({ timeout: 3000 });
  } catch {
    return;
  }
  await found.getByRole('button', { name: tr(lang, 'enrolment.draft-found.delete') }).click();
  const deleted = dialog(page, tr(lang, 'enrolment.draft-found.deleted.title'));
  await deleted.waitFor();
  await deleted
    .getByRole('button', { name: tr(lang, 'modal.close') })
    .first()
    .click();
}

/** A saved draft, on the select-initiative step. */
async function draftAtInitiative(page: Page, lang: Lang) {
  await page.getByRole('button', { name: tr(lang, 'enrolment.actions.start') }).click();
  await heading(page, lang, 'notification-contacts').waitFor();
  await page.getByLabel(tr(lang, 'enrolment.contacts.address')).fill('mario.rossi@example.com');
  await page.getByRole('button', { name: tr(lang, 'enrolment.actions.continue') }).click();
  await heading(page, lang, 'select-initiative').waitFor();
}

/** Leaves through the abort modal and checks the startup page stays (item 1). */
async function leaveAndStay(page: Page, lang: Lang, choice: 'save-and-exit' | 'leave') {
  await page.getByRole('button', { name: tr(lang, 'enrolment.actions.abort') }).click();
  const abort = dialog(page, tr(lang, 'enrolment.abort.title'));
  await abort.getByRole('button', { name: tr(lang, `enrolment.abort.${choice}`) }).click();
  await page.waitForURL(`**/${lang}/startup-service`);
  await page.waitForTimeout(2000); // it used to come back to the initial summary within a few hundred ms
  expect(pathOf(page)).toBe(`/${lang}/startup-service`);
  expect(await dialog(page, tr(lang, 'enrolment.draft-found.title')).count()).toBe(0);
}

describe('enrolment: leaving, draft found, language switch', () => {
  const browser = useBrowser();
  screenshotOnFailure(browser, 'enrolment-leave');

  for (const lang of LANGUAGES) {
    it(`leaving the form stays on the startup page, and the draft-found dialog focuses its title in ${lang}`, async () => {
      const { context, page } = await newPage(browser(), 1280);
      await startFresh(page, lang);
      await draftAtInitiative(page, lang);
      await leaveAndStay(page, lang, 'save-and-exit');

      // Item 7: starting again finds the draft; focus is on the title and Enter deletes nothing.
      await page.goto(`/${lang}/enrolment/startup`);
      const found = dialog(page, tr(lang, 'enrolment.draft-found.title'));
      await found.waitFor();
      const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      await expect.poll(focused).toBe(tr(lang, 'enrolment.draft-found.title'));
      await page.keyboard.press('Enter');
      await page.waitForTimeout(500);
      expect(await found.count()).toBe(1);
      expect(await dialog(page, tr(lang, 'enrolment.draft-found.deleted.title')).count()).toBe(0);
      await found.getByRole('button', { name: tr(lang, 'enrolment.draft-found.restore') }).click();
      await heading(page, lang, 'select-initiative').waitFor();

      // Leaving without saving stays on the startup page too.
      await leaveAndStay(page, lang, 'leave');
      await context.close();
    });

    it(`shows the chosen initiative in the other language after a switch from ${lang}`, async () => {
      const other: Lang = lang === 'it' ? 'en' : 'it';
      const { context, page } = await newPage(browser(), 1280);
      await startFresh(page, lang);
      await draftAtInitiative(page, lang);
      await chooseSuapAndInitiative(page, lang);
      const status = page.locator('p.fw-semibold[role="status"]').nth(1);
      const before = (await status.textContent())!.trim();
      await page.locator(`a[lang="${other}"]`).first().click();
      await expect.poll(() => pathOf(page)).toBe(`/${other}/enrolment/startup/select-initiative`);
      await heading(page, other, 'select-initiative').waitFor();
      // The chosen initiative is named in the new language: the same sentence around another name (the list may
      // order the initiatives differently, so its row need not be on the page shown).
      const prefix = (l: Lang) => tr(l, 'enrolment.initiative.initiative-chosen', { name: '' });
      const oldName = before.slice(prefix(lang).length);
      const agrees = async () => {
        const shown = ((await status.textContent()) ?? '').trim();
        const name = shown.slice(prefix(other).length);
        return shown.startsWith(prefix(other)) && name.length > 0 && name !== oldName;
      };
      await expect.poll(agrees, { timeout: 10_000 }).toBe(true);
      await context.close();
    });
  }
});
