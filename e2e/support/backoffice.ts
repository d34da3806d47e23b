import type { Browser, BrowserContext, Page } from 'playwright-core';
import { dialog, expectNoAxeViolations, newPage, screenshot, type Lang } from './browser';

// The back office's texts and the steps its journeys share: opening the request list, closing a modal, axe at
// phone and desktop width, dates relative to today in Rome.

/** Every cell passes, and there is at least one: an empty table while the next page loads proves nothing. */
export const everyOf = (texts: string[], passes: (text: string) => boolean) =>
  texts.length > 0 && texts.every(passes);

export const TEXT = {
  it: {
    requests: 'Richieste',
    users: 'Utenti',
    menu: 'Area operatori',
    search: 'Cerca tra le richieste',
    searchUsers: 'Cerca tra gli utenti',
    state: 'Stato della richiesta',
    draft: 'Bozza',
    next: 'Pagina successiva',
    pager: 'Pagine delle richieste',
    details: /^Dettagli\s*della richiesta n\. \d+$/,
    download: 'Scarica il riepilogo in PDF',
    newDate: /Nuova data di eliminazione/,
    updateDate: 'Aggiorna la data di eliminazione',
    dateUpdated: 'Data di eliminazione aggiornata',
    close: 'Chiudi',
    create: 'Crea un nuovo utente',
    createSubmit: "Crea l'utente",
    created: 'Utente creato',
    modify: "Modifica l'utente",
    modifySubmit: 'Salva le modifiche',
    modified: 'Utente modificato',
    duplicate: 'Utente già esistente',
    collaborator: 'Collaboratore',
    refused: 'Pagina non disponibile',
    loginFailed: 'Accesso al back office non riuscito',
    userDetails: /^Dettagli\s*di Sara Russo$/,
  },
  en: {
    requests: 'Requests',
    users: 'Users',
    menu: 'Staff area',
    search: 'Search the requests',
    searchUsers: 'Search the users',
    state: 'Request status',
    draft: 'Draft',
    next: 'Next page',
    pager: 'Request pages',
    details: /^Details\s*of request no\. \d+$/,
    download: 'Download the PDF summary',
    newDate: /New deletion date/,
    updateDate: 'Update the deletion date',
    dateUpdated: 'Deletion date updated',
    close: 'Close',
    create: 'Create a new user',
    createSubmit: 'Create the user',
    created: 'User created',
    modify: 'Modify the user',
    modifySubmit: 'Save the changes',
    modified: 'User modified',
    duplicate: 'User already exists',
    collaborator: 'Collaborator',
    refused: 'Page not available',
    loginFailed: 'Back-office login failed',
    userDetails: /^Details\s*of Sara Russo$/,
  },
} as const;

export const rows = (page: Page) => page.locator('main table tbody tr');

export async function openList(page: Page, lang: Lang, query = '') {
  await page.goto(`/${lang}/back-office/requests${query}`);
  await page.locator('main table, main .suap-no-records').first().waitFor();
}

export async function closeDialog(page: Page, name: string, lang: Lang) {
  await dialog(page, name).locator('.modal-footer button').click();
  await dialog(page, name).waitFor({ state: 'detached' });
  void lang;
}

/** Axe at phone and desktop width on whatever the page shows now. */
export async function axeBothWidths(page: Page, label: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} at ${width}px`);
    await screenshot(page, `${label.replace(/[^a-z0-9]+/gi, '-')}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export async function isoToday(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()),
  );
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function freshPage(b: Browser): Promise<{ context: BrowserContext; page: Page }> {
  return newPage(b, 1280);
}
