import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LANGUAGES, openPage } from './browser';
import { lowContrastItems } from './contrast';
import { checkFocusAfterListActions } from './sweep-actions';
import { routeUrl, tr, withAnyId } from './sweep-routes';
import { dialog, PHONE_AND_DESKTOP, type SweepScreens } from './sweep-screens';

/**
 * The administrator's screens of the sweep, logged in as admin: every back-office screen, the administrator
 * help, the user menu and the back-office modals.
 */
export async function sweepBackOffice(page: Page, screens: SweepScreens) {
  const table = (p: Page) => p.locator('main table tbody tr');
  // Issue 22, item 9: a table from 576 px (scrolling in its focusable region at 768 and 1280), one card per
  // row on phones.
  const rowsOrCards = (p: Page) => p.locator('main table tbody tr, main .suap-table-card');
  await screens.sweepRoute(page, 'back-office-requests', (lang) => tr(lang, 'backoffice.requests.title'), {
    ready: rowsOrCards,
  });
  await checkFocusAfterListActions(page, 'en', 'backoffice.requests.search.label', 'the request list');

  await page.locator('main table tbody a').first().click();
  await page.waitForURL(`**${routeUrl(screens.route('back-office-request-details'), 'en')}`);
  // The page has only the list's line of the request at first: its heading shows before the request is read.
  const requestRead = (p: Page) => p.locator('main .suap-bo-fields');
  await screens.sweep.screen(page, {
    route: 'back-office-request-details',
    lang: 'en',
    heading: withAnyId('en', 'backoffice.request-details.title'),
    ready: requestRead,
  });
  await screens.sweepOtherLanguage(
    page,
    'back-office-request-details',
    'en',
    (lang) => withAnyId(lang, 'backoffice.request-details.title'),
    { ready: requestRead },
  );

  await screens.sweepRoute(page, 'back-office-users', (lang) => tr(lang, 'backoffice.users.title'), {
    ready: rowsOrCards,
  });
  await checkFocusAfterListActions(page, 'en', 'backoffice.users.search.label', 'the user list');
  // The details link reads "Details of <first name> <last name>": the heading of the details page.
  const detailsLink = table(page).first().getByRole('link');
  const linkText = ((await detailsLink.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const name = linkText.replace(
    `${tr('en', 'backoffice.users.open')} ${tr('en', 'backoffice.users.open-which', { name: '' }).trim()} `,
    '',
  );
  await detailsLink.click();
  await screens.sweep.screen(page, { route: 'back-office-user-details', lang: 'en', heading: name });
  await page.getByRole('link', { name: tr('en', 'backoffice.users.details.modify') }).click();
  await screens.sweep.screen(page, {
    route: 'back-office-user-modify',
    lang: 'en',
    heading: tr('en', 'backoffice.users.modify-title', { name }),
  });
  await screens.sweepOtherLanguage(page, 'back-office-user-modify', 'en', (lang) =>
    tr(lang, 'backoffice.users.modify-title', { name }),
  );
  // Details again in Italian: the user chosen is still in the session.
  await openPage(page, routeUrl(screens.route('back-office-user-details'), 'it'));
  await screens.sweep.screen(page, { route: 'back-office-user-details', lang: 'it', heading: name });

  await screens.sweepRoute(page, 'back-office-user-create', (lang) =>
    tr(lang, 'backoffice.users.create-title'),
  );
  // The error modal: creating a user who already exists (the administrator herself).
  await page.locator('#bo-user-firstName').fill('Paola');
  await page.locator('#bo-user-lastName').fill('Gialli');
  await page.locator('#bo-user-fiscalCode').fill('GLLPLA78B43L219T');
  await page.locator('#bo-user-email').fill('paola.gialli@example.com');
  await page.locator('#bo-user-profile-profileId').selectOption('2');
  await page.getByRole('button', { name: tr('en', 'backoffice.user-form.create') }).click();
  const refused = dialog(page).filter({ has: page.locator('[data-severity="error"]') });
  await screens.sweep.overlay(page, refused, 'en', 'user-create refused modal (error) en', PHONE_AND_DESKTOP);
  await page.keyboard.press('Escape');
  await refused.waitFor({ state: 'detached' });

  await screens.sweepRoute(page, 'help-online-back-office', (lang) =>
    tr(lang, 'help-online.sections.back-office.title'),
  );
  await screens.sweepRoute(page, 'help-online-administrator', (lang) =>
    tr(lang, 'help-online.sections.administrator.title'),
  );
  await screens.sweepRoute(page, 'back-office-sessions', (lang) => tr(lang, 'sessions.title'), {
    ready: (p) => p.locator('main li.suap-session'),
  });

  for (const lang of LANGUAGES) {
    await openPage(page, routeUrl(screens.route('back-office-requests'), lang));
    await table(page).first().waitFor();
    await page.locator('.suap-user-menu-toggle').click();
    const menu = page.locator('.suap-user-menu-panel');
    await screens.sweep.overlay(page, menu, lang, `user menu (back office) ${lang}`, PHONE_AND_DESKTOP);
    expect(await lowContrastItems(menu), `user menu (back office) ${lang}`).toEqual([]);
    await menu.locator('button').click();
    const confirm = dialog(page).filter({ has: page.locator('[data-severity="warning"]') });
    await screens.sweep.overlay(
      page,
      confirm,
      lang,
      `logout confirmation (warning) ${lang}`,
      PHONE_AND_DESKTOP,
    );
    await confirm.getByRole('button', { name: tr(lang, 'auth.logout-confirm.cancel') }).click();
    await confirm.waitFor({ state: 'detached' });
    // A front-office link from the back office asks before the session is cleared (issue 22, item 3).
    await page.locator('header').getByRole('link', { name: 'Home', exact: true }).first().click();
    const leave = page.getByRole('dialog', { name: tr(lang, 'auth.leave-back-office.title') });
    await screens.sweep.overlay(
      page,
      leave,
      lang,
      `leave-back-office confirmation (warning) ${lang}`,
      PHONE_AND_DESKTOP,
    );
    await leave.getByRole('button', { name: tr(lang, 'auth.leave-back-office.stay') }).click();
    await leave.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === routeUrl(screens.route('back-office-requests'), lang));
  }
}
