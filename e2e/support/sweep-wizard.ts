import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkFocusAfterFixingSelectInitiative } from './sweep-actions';
import { expectHeading, type Sweep } from './sweep-checks';
import { inLanguage, tr, type Lang } from './sweep-routes';
import { chooseSuapAndInitiative } from './wizard-choices';

// Drives the startup wizard once, as the person would, and sweeps every step in both languages on the way
// (the other language by opening the same step's URL: the wizard restores the draft and its step statuses).
// Then a second request opens the wizard's modals: saved, abort, send confirmation, draft found, conflict
// (a second tab on the same draft) and draft deleted.

const PHONE_AND_DESKTOP = [375, 1280] as const;
const OTHER: Record<Lang, Lang> = { it: 'en', en: 'it' };
const stepUrl = (lang: Lang, step: string) => `/${lang}/enrolment/startup/${step}`;
const stepHeading = (lang: Lang, step: string) => tr(lang, `enrolment.steps.${step}`);

async function sweepStep(page: Page, sweep: Sweep, step: string, lang: Lang): Promise<Lang> {
  expect(new URL(page.url()).pathname).toBe(stepUrl(lang, step));
  await sweep.screen(page, { route: step, lang, heading: stepHeading(lang, step) });
  const other = OTHER[lang];
  await page.goto(inLanguage(page.url(), other));
  await sweep.screen(page, { route: step, lang: other, heading: stepHeading(other, step) });
  return other;
}

const button = (page: Page, lang: Lang, key: string) =>
  page.getByRole('button', { name: tr(lang, key), exact: true });
const dialogNamed = (page: Page, lang: Lang, key: string) =>
  page.getByRole('dialog', { name: tr(lang, key) });

async function continueTo(page: Page, lang: Lang, step: string) {
  await button(page, lang, 'enrolment.actions.continue').click();
  await expectHeading(page, stepHeading(lang, step), `${step} ${lang}`);
}

async function fillContacts(page: Page, lang: Lang) {
  await page.getByLabel(tr(lang, 'enrolment.contacts.address')).fill('giulia.bianchi@example.com');
}

/** A modal by its accessible name, checked at phone and desktop width, then closed with its own button. */
async function checkModal(page: Page, sweep: Sweep, lang: Lang, titleKey: string, label: string) {
  const modal = dialogNamed(page, lang, titleKey);
  await sweep.overlay(page, modal, lang, `${label} ${lang}`, PHONE_AND_DESKTOP);
  return modal;
}

async function closeModal(page: Page, lang: Lang, titleKey: string) {
  const modal = dialogNamed(page, lang, titleKey);
  await modal
    .getByRole('button', { name: tr(lang, 'modal.close') })
    .last()
    .click();
  await modal.waitFor({ state: 'detached' });
}

/** Starts on the initial summary the wizard's entry led to, in `start`; ends with a sent request. */
export async function driveWizard(page: Page, sweep: Sweep, start: Lang) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectHeading(page, stepHeading(start, 'initial-summary'), 'wizard entry');
  expect(new URL(page.url()).pathname).toBe(stepUrl(start, 'initial-summary'));
  sweep.visited.add('enrolment-startup'); // the entry route has no screen: it leads to the initial summary

  let lang = await sweepStep(page, sweep, 'initial-summary', start);
  await button(page, lang, 'enrolment.actions.start').click();
  await expectHeading(page, stepHeading(lang, 'notification-contacts'), 'contacts');

  // The contacts step with its error summary (the address comes prefilled from the identity), then filled.
  await page.getByLabel(tr(lang, 'enrolment.contacts.address')).fill('');
  await button(page, lang, 'enrolment.actions.continue').click();
  await page.locator('main [role="alert"]').first().waitFor();
  await sweep.screen(page, {
    route: 'notification-contacts',
    lang,
    heading: stepHeading(lang, 'notification-contacts'),
    label: `notification-contacts with errors ${lang}`,
    widths: PHONE_AND_DESKTOP,
  });
  await fillContacts(page, lang);
  lang = await sweepStep(page, sweep, 'notification-contacts', lang);
  await fillContacts(page, lang);
  await button(page, lang, 'enrolment.actions.save').click();
  await checkModal(page, sweep, lang, 'enrolment.draft-saved.title', 'draft-saved modal (success)');
  await closeModal(page, lang, 'enrolment.draft-saved.title');
  await continueTo(page, lang, 'select-initiative');

  lang = await sweepStep(page, sweep, 'select-initiative', lang);
  await checkFocusAfterFixingSelectInitiative(page, lang);
  await chooseSuapAndInitiative(page, lang);
  await sweep.screen(page, {
    route: 'select-initiative',
    lang,
    heading: stepHeading(lang, 'select-initiative'),
    label: `select-initiative chosen ${lang}`,
    widths: PHONE_AND_DESKTOP,
  });
  await continueTo(page, lang, 'personal-data');

  lang = await sweepStep(page, sweep, 'personal-data', lang);
  await continueTo(page, lang, 'request-summary');

  lang = await sweepStep(page, sweep, 'request-summary', lang);
  await button(page, lang, 'enrolment.actions.abort').click();
  await checkModal(page, sweep, lang, 'enrolment.abort.title', 'abort modal (warning)');
  await page.keyboard.press('Escape');
  await dialogNamed(page, lang, 'enrolment.abort.title').waitFor({ state: 'detached' });
  await button(page, lang, 'enrolment.actions.send').click();
  const confirm = await checkModal(page, sweep, lang, 'enrolment.send-confirm.title', 'send confirmation');
  await confirm.getByRole('button', { name: tr(lang, 'enrolment.send-confirm.confirm') }).click();
  await expectHeading(page, stepHeading(lang, 'thank-page'), 'thank page');
  await sweepStep(page, sweep, 'thank-page', lang);

  await sweepDraftModals(page, sweep, 'en');
}

/** A second request, saved once: draft found, conflict between two tabs, and deleting the draft. */
async function sweepDraftModals(page: Page, sweep: Sweep, lang: Lang) {
  await page.goto(`/${lang}/enrolment`);
  await expectHeading(page, stepHeading(lang, 'initial-summary'), 'enrolment entry');
  expect(new URL(page.url()).pathname).toBe(stepUrl(lang, 'initial-summary'));
  sweep.visited.add('enrolment'); // the entry route has no screen: it leads to the initial summary
  await button(page, lang, 'enrolment.actions.start').click();
  await expectHeading(page, stepHeading(lang, 'notification-contacts'), 'contacts');
  await fillContacts(page, lang);
  await continueTo(page, lang, 'select-initiative');

  // A second tab takes up the same draft through the draft-found modal.
  const second = await page.context().newPage();
  await second.goto(`/${lang}/enrolment/startup`);
  await checkModal(second, sweep, lang, 'enrolment.draft-found.title', 'draft-found modal (warning)');
  await button(second, lang, 'enrolment.draft-found.restore').click();
  await expectHeading(second, stepHeading(lang, 'select-initiative'), 'restored draft');

  // The first tab saves a new version; the second, still on the old one, gets the conflict modal.
  await button(page, lang, 'enrolment.actions.save').click();
  await dialogNamed(page, lang, 'enrolment.draft-saved.title').waitFor();
  await button(second, lang, 'enrolment.actions.save').click();
  const conflict = await checkModal(
    second,
    sweep,
    lang,
    'enrolment.conflict.stale.title',
    'conflict modal (warning)',
  );
  await conflict.getByRole('button', { name: tr(lang, 'enrolment.conflict.stale.reload') }).click();
  await conflict.waitFor({ state: 'detached' });
  await second.close();

  // Starting again and deleting the draft: the success message.
  await page.goto(`/${lang}/enrolment/startup`);
  await dialogNamed(page, lang, 'enrolment.draft-found.title').waitFor();
  await button(page, lang, 'enrolment.draft-found.delete').click();
  await checkModal(page, sweep, lang, 'enrolment.draft-found.deleted.title', 'draft-deleted modal (success)');
  await closeModal(page, lang, 'enrolment.draft-found.deleted.title');
}
