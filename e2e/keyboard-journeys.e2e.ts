import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshotOnFailure, useBrowser, openPage } from './support/browser';
import {
  clearFocused,
  expectFocusOn,
  expectHeadingFocus,
  expectVisibleFocus,
  press,
  tabTo,
  typeInFocused,
} from './support/keyboard-focus';
import { expectPdfDownloadOnEnter } from './support/keyboard-pdf';
import { citizenAnswersWithKeyboard, staffActsWithKeyboard } from './support/keyboard-procedure';
import { loginBackOffice, loginFrontOffice } from './support/login';
import { sendRequest } from './support/procedure';
import { expectFieldError, expectStepMenu, loginWithKeyboard } from './support/keyboard-steps';

// Issue 9, "keyboard only": the citizen's whole request and the administrator's user creation done with Tab,
// Shift+Tab, Enter, Space, arrow keys and Escape — no clicks, no fill(). Every stop checks that the focus ring
// is visible; every route change that focus lands on the new h1; every modal that focus returns to its opener.

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: true });
const link = (page: Page, name: string | RegExp) => page.getByRole('link', { name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

describe('keyboard-only journeys', () => {
  const browser = useBrowser();
  screenshotOnFailure(browser, 'keyboard');

  it('skip links: the first Tab shows the skip link, Enter reaches the main content or the navigation', async () => {
    const { context, page } = await newPage(browser(), 1280);
    await openPage(page, '/en');
    await page.locator('main h1').first().waitFor();
    await page.keyboard.press('Tab');
    const skipMain = link(page, 'Skip to main content');
    await expectFocusOn(skipMain, 'the skip link to the main content');
    await expectVisibleFocus(page, 'skip link to main content');
    await page.keyboard.press('Enter');
    await expectHeadingFocus(page);

    await page.keyboard.press('Shift+Tab');
    await tabTo(page, link(page, 'Skip to navigation'), 'skip link to navigation', { backwards: true });
    await page.keyboard.press('Enter');
    await expectFocusOn(page.locator('#main-navigation .navbar-nav a').first(), 'the first navigation link');
    await expectVisibleFocus(page, 'first navigation link');
    await context.close();
  });

  it('a citizen files a request from the home page to the PDF with the keyboard only', async () => {
    const { context, page } = await newPage(browser(), 1280);
    await openPage(page, '/en');
    await page.locator('main h1').first().waitFor();

    // Home -> startup service page (header navigation) -> provider login (its own form) -> back on the service.
    await tabTo(
      page,
      page.locator('#main-navigation').getByRole('link', { name: 'Start a business' }),
      'menu',
    );
    await page.keyboard.press('Enter');
    await expectHeadingFocus(page, 'Start a business');
    await tabTo(page, link(page, 'Log in with SPID, CIE or eIDAS'), 'login box');
    await page.keyboard.press('Enter');
    await loginWithKeyboard(page, 'giulia.bianchi');
    await expectHeadingFocus(page, 'Start a business');

    // New request -> initial summary.
    await tabTo(page, link(page, 'File a new request'), 'login box, logged in');
    await page.keyboard.press('Enter');
    await expectHeadingFocus(page, 'Before you start');
    await expectStepMenu(page, null);
    await tabTo(page, button(page, 'Start'), 'initial summary');
    await page.keyboard.press('Enter');

    // Notification contacts: radios with arrow keys, the address emptied, errors on submit, then fixed.
    await expectHeadingFocus(page, 'Contact details');
    await expectStepMenu(page, 'Contact details');
    const email = page.getByRole('radio', { name: 'Email', exact: true });
    await tabTo(page, page.getByRole('radio', { checked: true }), 'contact type');
    await press(page, 'ArrowDown', 'contact type, PEC');
    await expectFocusOn(page.getByRole('radio', { name: 'Certified email (PEC)' }), 'the PEC radio');
    expect(await page.getByLabel('PEC address').count()).toBe(1);
    await press(page, 'ArrowUp', 'contact type, email');
    expect(await email.isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    const address = page.getByRole('textbox', { name: 'Email address' });
    await expectFocusOn(address, 'the email address');
    await clearFocused(page);
    await tabTo(page, button(page, 'Save and continue'), 'contacts, continue');
    await page.keyboard.press('Enter');
    await expectFieldError(page, address, 'the empty email address');
    await typeInFocused(page, 'giulia.bianchi@example.com');
    await page.keyboard.press('Enter'); // Enter in a field submits its form

    // Select initiative: the address cascade (region, province, municipality) with the keyboard, the SUAP.
    await expectHeadingFocus(page, 'SUAP and initiative');
    await expectStepMenu(page, 'SUAP and initiative');
    await tabTo(page, page.getByRole('radio', { name: 'Free search' }), 'research type');
    await press(page, 'ArrowRight', 'research type, by municipality');
    expect(await page.getByRole('radio', { name: 'Search by municipality' }).isChecked()).toBe(true);
    await chooseOption(page, 'Region', 'Emilia', 'Emilia-Romagna');
    await chooseOption(page, 'Province', 'Forl', 'Forlì-Cesena');
    await chooseOption(page, 'Municipality', 'Forl', 'Forlì');
    await tabTo(page, button(page, 'Choose this SUAP'), 'SUAP card');
    await page.keyboard.press('Enter');
    await page.getByText('Chosen SUAP: SUAP del Comune di Forlì').waitFor();
    await expectVisibleFocus(page, 'SUAP chosen');

    // The initiative picker: a search typed in its field, Enter, then the first radio chosen with Space.
    await tabTo(page, page.getByRole('textbox', { name: 'Search for an initiative' }), 'initiative search');
    await typeInFocused(page, 'shop');
    await page.keyboard.press('Enter');
    await page.getByText(/initiatives? found/).waitFor();
    const firstInitiative = page.locator('.suap-initiative-picker input[type="radio"]').first();
    await tabTo(page, firstInitiative, 'first initiative');
    await press(page, 'Space', 'initiative chosen');
    expect(await firstInitiative.isChecked()).toBe(true);
    await page.getByText(/^Chosen initiative: /).waitFor();
    await tabTo(page, button(page, 'Save and continue'), 'select initiative, continue');
    await page.keyboard.press('Enter');

    // Personal data: the first invalid field gets focus on submit; the checkbox toggles with Space.
    await expectHeadingFocus(page, 'Personal details');
    await expectStepMenu(page, 'Personal details');
    const firstName = page.getByRole('textbox', { name: /^First name/ });
    await tabTo(page, firstName, 'first name');
    await clearFocused(page);
    await tabTo(page, button(page, 'Save and continue'), 'personal data, continue');
    await page.keyboard.press('Enter');
    await expectFieldError(page, firstName, 'the empty first name');
    await typeInFocused(page, 'Giulia');
    const representative = page.getByRole('checkbox');
    await tabTo(page, representative, 'legal representative');
    if (!(await representative.isChecked())) await press(page, 'Space', 'legal representative ticked');
    await tabTo(page, page.getByRole('textbox', { name: /^Company name/ }), 'company name');
    await clearFocused(page);
    await typeInFocused(page, 'Bianchi Design S.r.l.');
    await tabTo(page, page.getByRole('textbox', { name: /^Company VAT number/ }), 'VAT number');
    await clearFocused(page);
    await typeInFocused(page, '07654320485');
    await tabTo(page, button(page, 'Save and continue'), 'personal data, continue');
    await page.keyboard.press('Enter');

    // Request summary: the send confirmation closes with Escape and with Cancel, focus back on the button.
    await expectHeadingFocus(page, 'Summary');
    await expectStepMenu(page, 'Summary');
    const send = button(page, 'Send the request');
    await tabTo(page, send, 'send');
    const confirmTitle = 'Do you confirm sending the request?';
    await page.keyboard.press('Enter');
    await dialog(page, confirmTitle).waitFor();
    await expectVisibleFocus(page, 'send confirmation opened');
    await page.keyboard.press('Escape');
    await dialog(page, confirmTitle).waitFor({ state: 'detached' });
    await expectFocusOn(send, 'the send button after Escape');
    await expectVisibleFocus(page, 'send button after Escape');
    await page.keyboard.press('Enter');
    await tabTo(page, dialog(page, confirmTitle).getByRole('button', { name: 'Cancel' }), 'confirm, cancel');
    await page.keyboard.press('Enter');
    await dialog(page, confirmTitle).waitFor({ state: 'detached' });
    await expectFocusOn(send, 'the send button after Cancel');
    await page.keyboard.press('Enter');
    await tabTo(
      page,
      dialog(page, confirmTitle).getByRole('button', { name: 'Confirm and send' }),
      'confirm',
    );
    await page.keyboard.press('Enter');

    // Thank page: the PDF recap, then the personal area.
    await expectHeadingFocus(page, 'Request sent');
    const code = (await page.locator('.suap-reference-code').textContent())!.trim();
    await tabTo(page, button(page, 'Download the PDF summary'), 'thank page, PDF');
    await expectPdfDownloadOnEnter(page, /^request-summary-[A-Z0-9-]+\.pdf$/);
    await tabTo(page, link(page, 'Go to your personal area'), 'thank page, personal area');
    await page.keyboard.press('Enter');

    // Private area -> the request just sent -> its PDF.
    await expectHeadingFocus(page, 'Personal area');
    // The list may first show what was cached before the send: wait until the request just sent leads it.
    await expect.poll(() => page.locator('main li.suap-request-item').first().textContent()).toContain(code);
    const newest = page.locator('main li.suap-request-item h3 a').first();
    const title = (await newest.textContent())!.trim();
    await tabTo(page, newest, 'newest request');
    await page.keyboard.press('Enter');
    await expectHeadingFocus(page, title);
    await tabTo(page, button(page, 'Download the PDF summary'), 'request details, PDF');
    await expectPdfDownloadOnEnter(page, /^request-summary-[A-Z0-9-]+\.pdf$/);
    await context.close();
  });

  it('an administrator creates a user with the keyboard only', async () => {
    const { context, page } = await newPage(browser(), 1280);
    await openPage(page, '/it');
    await page.locator('main h1').first().waitFor();
    await tabTo(page, link(page, 'Accesso operatori'), 'footer, staff login', { max: 80 });
    await page.keyboard.press('Enter');
    await loginWithKeyboard(page, 'admin');
    await expectHeadingFocus(page, 'Richieste');

    const usersLink = page.locator('main').getByRole('link', { name: 'Utenti', exact: true });
    await tabTo(page, usersLink, 'menu, users', { backwards: true });
    await page.keyboard.press('Enter');
    await expectHeadingFocus(page, 'Utenti');
    await tabTo(page, link(page, 'Crea un nuovo utente'), 'create user');
    await page.keyboard.press('Enter');
    await expectHeadingFocus(page, 'Nuovo utente');

    // An empty submit: the error summary is announced and focus goes to the first field.
    const submit = button(page, "Crea l'utente");
    await tabTo(page, submit, 'create, submit empty');
    await page.keyboard.press('Enter');
    const firstName = page.getByRole('textbox', { name: /^Nome/ });
    await expectFieldError(page, firstName, 'the empty first name');

    await typeInFocused(page, 'Chiara');
    await tabTo(page, page.getByRole('textbox', { name: /^Cognome/ }), 'last name');
    await typeInFocused(page, 'Ferri');
    await tabTo(page, page.getByRole('textbox', { name: /^Codice fiscale/ }), 'fiscal code');
    await typeInFocused(page, 'FRRCHR91C54H501F');
    await tabTo(page, page.getByRole('textbox', { name: /^Email/ }), 'email');
    await typeInFocused(page, 'chiara.ferri@example.com');
    const profile = page.getByRole('combobox', { name: /^Profilo/ });
    await tabTo(page, profile, 'profile');
    await page.keyboard.type('Collab'); // a closed select picks the option its typed letters start
    expect(await profile.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(
      'Collaboratore',
    );
    await tabTo(page, page.getByRole('radio', { name: 'Sì' }), 'active');
    expect(await page.getByRole('radio', { name: 'Sì' }).isChecked()).toBe(true);
    await tabTo(page, submit, 'create, submit');
    await page.keyboard.press('Enter');

    // The success modal over the new user's details: Escape closes it, focus goes to the page's heading.
    const created = dialog(page, 'Utente creato');
    await created.waitFor();
    await expectVisibleFocus(page, 'user created modal');
    await page.keyboard.press('Escape');
    await created.waitFor({ state: 'detached' });
    await expectHeadingFocus(page, 'Chiara Ferri');

    // Back to the list: the new user is there.
    await tabTo(page, link(page, "Torna all'elenco degli utenti"), 'back to users', { backwards: true });
    await page.keyboard.press('Enter');
    await expectHeadingFocus(page, 'Utenti');
    await tabTo(page, page.getByRole('textbox', { name: 'Cerca tra gli utenti' }), 'user search');
    await typeInFocused(page, 'Ferri');
    await page.keyboard.press('Enter');
    await page.locator('main table tbody tr').filter({ hasText: 'FRRCHR91C54H501F' }).waitFor();
    await context.close();
  });

  // Issue 27: a request Mario sent (through the API: the wizard's keyboard send is above) is handled by Marco Blu,
  // then answered by Mario, each with the keyboard alone from the page their login left them on.
  it('an officer takes a request in charge and asks for an integration; the citizen answers, keyboard only', async () => {
    const citizen = await newPage(browser(), 1280);
    const officer = await newPage(browser(), 1280);
    try {
      await loginFrontOffice(citizen.page, 'mario.rossi', 'it', { origin: '/it/private-area' });
      const request = await sendRequest(citizen.page, 'it');
      await loginBackOffice(officer.page, 'collab', 'it');
      await officer.page.goto(`/it/back-office/requests?filter=${request.requestId}`);
      await staffActsWithKeyboard(officer.page, request);

      await citizen.page.goto('/it/private-area');
      await citizen.page.locator('main h1').first().waitFor();
      await citizenAnswersWithKeyboard(citizen.page, request);
    } finally {
      await citizen.context.close();
      await officer.context.close();
    }
  });
});

/**
 * A closed <select> reached with Tab: typing an option's first letters picks the first option that starts so,
 * then ArrowDown walks on to the wanted one (each choice fires change, as a person's would).
 */
async function chooseOption(page: Page, label: string, typed: string, expected: string) {
  const select = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await expect.poll(() => select.isEnabled(), { message: `${label} should be enabled` }).toBe(true);
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  await tabTo(page, select, label);
  await page.keyboard.type(typed);
  const chosen = () => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text ?? '');
  await expect.poll(chosen).toMatch(new RegExp(`^${typed}`));
  for (let step = 0; step < 10 && (await chosen()) !== expected; step += 1)
    await press(page, 'ArrowDown', `${label} options`);
  expect(await chosen()).toBe(expected);
}
