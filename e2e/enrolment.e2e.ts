import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  expectNoAxeViolations,
  newPage,
  screenshot,
  screenshotOnFailure,
  useBrowser,
} from './support/browser';
import { loginFrontOffice } from './support/login';
import { chooseSuapAndInitiative } from './support/wizard-choices';

// The startup request wizard as mario.rossi, in both languages: the whole journey to the thank page and the PDF,
// reload in the middle, draft found (restore and delete), abort with save-and-exit, and two tabs saving the same
// draft. Axe runs on every step and modal at phone and desktop widths.

type Lang = (typeof LANGUAGES)[number];
// One journey per language, each at one width: the accessibility sweep checks every step at all three widths.
const JOURNEY_WIDTH: Record<Lang, number> = { it: 375, en: 1280 };

const TEXT = {
  it: {
    initial: 'Prima di iniziare',
    contacts: 'Recapiti per le comunicazioni',
    initiative: 'SUAP e iniziativa',
    personal: 'Dati personali',
    summary: 'Riepilogo',
    thanks: 'Richiesta inviata',
    start: 'Inizia',
    continue: 'Salva e continua',
    save: 'Salva la bozza',
    send: 'Invia la richiesta',
    confirm: 'Conferma e invia',
    abort: 'Annulla la richiesta',
    saveAndExit: 'Salva ed esci',
    draftFound: 'Hai già una richiesta in bozza',
    restore: 'Continua la richiesta in bozza',
    deleteDraft: 'Elimina la bozza e inizia una nuova richiesta',
    deleted: 'Bozza eliminata',
    saved: 'Bozza salvata',
    close: 'Chiudi',
    email: 'Indirizzo email',
    sendConfirm: "Confermi l'invio della richiesta?",
    conflict: "La richiesta è stata modificata in un'altra finestra",
    reloadLatest: "Carica l'ultima versione",
    resumed: 'Stai continuando la richiesta iniziata il',
    download: 'Scarica il riepilogo in PDF',
    pdfName: /^riepilogo-richiesta-[A-Z0-9-]+\.pdf$/,
    abortTitle: 'Vuoi uscire dalla richiesta?',
  },
  en: {
    initial: 'Before you start',
    contacts: 'Contact details',
    initiative: 'SUAP and initiative',
    personal: 'Personal details',
    summary: 'Summary',
    thanks: 'Request sent',
    start: 'Start',
    continue: 'Save and continue',
    save: 'Save draft',
    send: 'Send the request',
    confirm: 'Confirm and send',
    abort: 'Cancel the request',
    saveAndExit: 'Save and leave',
    draftFound: 'You already have a draft request',
    restore: 'Continue the draft request',
    deleteDraft: 'Delete the draft and start a new request',
    deleted: 'Draft deleted',
    saved: 'Draft saved',
    close: 'Close',
    email: 'Email address',
    sendConfirm: 'Do you confirm sending the request?',
    conflict: 'The request was changed in another window',
    reloadLatest: 'Load the latest version',
    resumed: 'You are continuing the request started on',
    download: 'Download the PDF summary',
    pdfName: /^request-summary-[A-Z0-9-]+\.pdf$/,
    abortTitle: 'Do you want to leave the request?',
  },
} as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function check(page: Page, label: string, width: number) {
  await expectNoAxeViolations(page, `${label} at ${width}`);
  await screenshot(page, `enrolment-${label.replace(/\s+/g, '-')}-${width}`);
}

/** Opens the wizard's entry as mario.rossi (logging in through the provider, back to the entry). */
async function openWizard(page: Page, lang: Lang) {
  await loginFrontOffice(page, 'mario.rossi', lang, { origin: `/${lang}/enrolment/startup` });
  await heading(page, TEXT[lang].initial).waitFor();
}

/** A new request: when a draft exists the draft-found modal offers to delete it and start again. */
async function startNewRequest(page: Page, lang: Lang, width = 1280, audit = false) {
  const text = TEXT[lang];
  const found = dialog(page, text.draftFound);
  try {
    await found.waitFor({ timeout: 3000 });
  } catch {
    return;
  }
  if (audit) await check(page, `draft-found ${lang}`, width);
  await found.getByRole('button', { name: text.deleteDraft }).click();
  await dialog(page, text.deleted).waitFor();
  if (audit) await check(page, `draft-deleted ${lang}`, width);
  await dialog(page, text.deleted).getByRole('button', { name: text.close }).first().click();
}

async function fillContacts(page: Page, lang: Lang, address: string) {
  const field = page.getByLabel(TEXT[lang].email);
  await field.fill(address);
}

async function continueTo(page: Page, lang: Lang, next: string) {
  await page.getByRole('button', { name: TEXT[lang].continue }).click();
  await heading(page, next).waitFor();
}

describe('enrolment wizard', () => {
  const browser = useBrowser();
  screenshotOnFailure(browser, 'enrolment');

  for (const lang of LANGUAGES) {
    const width = JOURNEY_WIDTH[lang];
    it(`goes from the start to the thank page and the PDF in ${lang} at ${width} px`, async () => {
      const text = TEXT[lang];
      const { context, page } = await newPage(browser(), width);
      await openWizard(page, lang);
      await startNewRequest(page, lang, width, true);
      await check(page, `initial-summary ${lang}`, width);
      await page.getByRole('button', { name: text.start }).click();

      await heading(page, text.contacts).waitFor();
      await fillContacts(page, lang, '');
      await page.getByRole('button', { name: text.continue }).click();
      await page.getByRole('alert').first().waitFor();
      await check(page, `contacts-errors ${lang}`, width);
      await fillContacts(page, lang, 'mario.rossi@example.com');
      await check(page, `contacts ${lang}`, width);
      await continueTo(page, lang, text.initiative);

      await chooseSuapAndInitiative(page, lang);
      await check(page, `select-initiative ${lang}`, width);
      await continueTo(page, lang, text.personal);

      await check(page, `personal-data ${lang}`, width);
      await continueTo(page, lang, text.summary);

      await check(page, `request-summary ${lang}`, width);
      await page.getByRole('button', { name: text.send }).click();
      await dialog(page, text.sendConfirm).waitFor();
      await check(page, `send-confirm ${lang}`, width);
      await dialog(page, text.sendConfirm).getByRole('button', { name: text.confirm }).click();

      await heading(page, text.thanks).waitFor();
      const code = await page.locator('.suap-reference-code').textContent();
      expect(code).toMatch(/\d{4}-\d+$/);
      await check(page, `thank-page ${lang}`, width);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(text.pdfName);
      const stream = await download.createReadStream();
      const first = await new Promise<Buffer>((resolve, reject) => {
        stream.once('data', (chunk: Buffer) => resolve(chunk));
        stream.once('error', reject);
      });
      expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await context.close();
    });

    it(`restores the draft after a reload, continues or deletes a found draft, and saves on exit in ${lang}`, async () => {
      const text = TEXT[lang];
      const { context, page } = await newPage(browser(), 1280);
      await openWizard(page, lang);
      await startNewRequest(page, lang);
      await page.getByRole('button', { name: text.start }).click();
      await heading(page, text.contacts).waitFor();
      await fillContacts(page, lang, 'mario.rossi@example.com');
      await continueTo(page, lang, text.initiative);

      // Reload in the middle: the same step, the draft and the step statuses come back.
      await page.reload();
      await heading(page, text.initiative).waitFor();
      const menu = page.getByRole('navigation', {
        name: lang === 'it' ? 'Passaggi della richiesta' : 'Request steps',
      });
      await expect.poll(() => menu.locator('[aria-current="step"]').textContent()).toContain(text.initiative);
      await expect.poll(() => menu.getByRole('link').first().textContent()).toContain(text.contacts);

      // Save: the draft-saved modal says until when the draft is kept.
      await page.getByRole('button', { name: text.save }).click();
      await dialog(page, text.saved).waitFor();
      expect(await dialog(page, text.saved).textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
      await check(page, `draft-saved ${lang}`, 1280);
      await dialog(page, text.saved).getByRole('button', { name: text.close }).first().click();

      // Abort with save-and-exit: the draft is saved and the startup page opens.
      await page.getByRole('button', { name: text.abort }).click();
      await dialog(page, text.abortTitle).waitFor();
      await check(page, `abort ${lang}`, 1280);
      await dialog(page, text.abortTitle).getByRole('button', { name: text.saveAndExit }).click();
      await page.waitForURL(`**/${lang}/startup-service`);

      // Starting again finds the draft: restore it, and be told which request continues.
      await page.goto(`/${lang}/enrolment/startup`);
      await dialog(page, text.draftFound).waitFor();
      await dialog(page, text.draftFound).getByRole('button', { name: text.restore }).click();
      await heading(page, text.initiative).waitFor();
      await page.getByText(text.resumed).waitFor();
      await check(page, `resumed ${lang}`, 1280);
      await context.close();
    });

    it(`a second tab saving a stale version sees the conflict message in ${lang}`, async () => {
      const text = TEXT[lang];
      const { context, page: first } = await newPage(browser(), 1280);
      await openWizard(first, lang);
      await startNewRequest(first, lang);
      await first.getByRole('button', { name: text.start }).click();
      await heading(first, text.contacts).waitFor();
      await fillContacts(first, lang, 'mario.rossi@example.com');
      await continueTo(first, lang, text.initiative);

      // The second tab (same session) takes up the same draft.
      const second = await context.newPage();
      await second.goto(`/${lang}/enrolment/startup`);
      await dialog(second, text.draftFound).getByRole('button', { name: text.restore }).click();
      await heading(second, text.initiative).waitFor();

      // The first tab saves (new version); the second, still on the old one, is refused.
      await first.getByRole('button', { name: text.save }).click();
      await dialog(first, text.saved).waitFor();
      await second.getByRole('button', { name: text.save }).click();
      await dialog(second, text.conflict).waitFor();
      await check(second, `conflict ${lang}`, 1280);
      await dialog(second, text.conflict).getByRole('button', { name: text.reloadLatest }).click();
      await expect.poll(() => dialog(second, text.conflict).count()).toBe(0);
      await second.getByRole('button', { name: text.save }).click();
      await dialog(second, text.saved).waitFor();
      await context.close();
    });
  }
});
