import fs from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialog, heading1, LANGUAGES, useBrowser } from './support/browser';
import {
  addDays,
  axeBothWidths,
  closeDialog,
  everyOf,
  freshPage,
  isoToday,
  openList,
  rows,
  TEXT,
} from './support/backoffice';
import { loginBackOffice } from './support/login';

const browser = useBrowser();

for (const lang of LANGUAGES) {
  const text = TEXT[lang];

  describe(`admin in the back office (${lang})`, () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ context, page } = await freshPage(browser()));
      await loginBackOffice(page, 'admin', lang);
      // SPEC §2: after a back-office login, the request list in the first configured language.
      expect(new URL(page.url()).pathname).toBe('/it/back-office/requests');
    });
    afterAll(async () => {
      await context.close();
    });

    it('filters, sorts and pages the request list', async () => {
      await openList(page, lang);
      expect(await heading1(page).textContent()).toBe(text.requests);
      const menu = page.getByRole('navigation', { name: text.menu });
      expect(await menu.getByRole('link').allTextContents()).toContain(text.users);
      await axeBothWidths(page, `bo-requests-${lang}`);

      // A new column sorts descending, the same one again ascending.
      await page
        .getByRole('button', {
          name: new RegExp(`^${text.requests === 'Richieste' ? 'Richiesta' : 'Request'}`),
        })
        .first()
        .click();
      await page.waitForURL(/sort=requestId%3Basc/);
      await page.locator('main th[aria-sort="ascending"]').waitFor();
      const shownIds = async () =>
        (await page.locator('main tbody th[scope="row"]').allTextContents()).map((cell) =>
          Number(/^\d+/.exec(cell)?.[0]),
        );
      await expect
        .poll(async () => {
          const ids = await shownIds();
          return ids.join(',') === [...ids].sort((a, b) => a - b).join(',');
        })
        .toBe(true);
      await page.getByRole('button', { name: /^SUAP/ }).click();
      await page.waitForURL(/sort=suap\.name%3Bdesc/);
      await page.locator('main th[aria-sort="descending"]').waitFor();

      // Paging.
      const pager = page.getByRole('navigation', { name: text.pager });
      const firstPage = await rows(page).first().textContent();
      await pager.getByRole('button', { name: text.next }).click();
      await page.waitForURL(/page=2/);
      await expect.poll(() => rows(page).first().textContent()).not.toBe(firstPage);

      // Search by the parts of a name (the search pattern has no '.' or '@').
      await page.getByRole('textbox', { name: text.search }).fill('Rossi');
      await page.getByRole('textbox', { name: text.search }).press('Enter');
      await page.waitForURL(/filter=Rossi/);
      await expect
        .poll(async () =>
          everyOf(await page.locator('main tbody td:nth-child(3)').allTextContents(), (name) =>
            name.includes('Rossi'),
          ),
        )
        .toBe(true);

      // Drafts only when asked for.
      await page.getByRole('combobox', { name: text.state }).selectOption('1');
      await page.waitForURL(/state=1/);
      await expect
        .poll(async () =>
          everyOf(await page.locator('main tbody .badge').allTextContents(), (badge) =>
            badge.includes(text.draft),
          ),
        )
        .toBe(true);
      expect(await rows(page).count()).toBeGreaterThan(0);
      await axeBothWidths(page, `bo-requests-drafts-${lang}`);
    });

    it('opens a sent request, keeps it on reload and downloads its PDF', async () => {
      await openList(page, lang);
      await page.getByRole('link', { name: text.details }).first().click();
      await page.waitForURL(`**/${lang}/back-office/requests/details`);
      await page.getByRole('button', { name: text.download }).waitFor();
      const title = await heading1(page).textContent();
      await axeBothWidths(page, `bo-request-details-${lang}`);

      await page.reload();
      await page.getByRole('button', { name: text.download }).waitFor();
      expect(await heading1(page).textContent()).toBe(title);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text.download }).click(),
      ]);
      const file = await fs.readFile((await download.path())!);
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it("changes a draft's storage limit", async () => {
      await openList(page, lang, '?state=1');
      await page.getByRole('link', { name: text.details }).first().click();
      const input = page.getByLabel(text.newDate);
      await input.waitFor();
      expect(await page.getByRole('button', { name: text.download }).count()).toBe(0);
      const target = addDays(await isoToday(page), 40);
      await input.fill(target);
      await page.getByRole('button', { name: text.updateDate }).click();
      await dialog(page, text.dateUpdated).waitFor();
      const [year, month, day] = target.split('-');
      expect(await dialog(page, text.dateUpdated).textContent()).toContain(`${day}/${month}/${year}`);
      await axeBothWidths(page, `bo-storage-limit-modal-${lang}`);
      await closeDialog(page, text.dateUpdated, lang);
      await axeBothWidths(page, `bo-draft-details-${lang}`);
    });

    if (lang === 'it') {
      it('creates Sara Russo, who can log in at the back office only afterwards', async () => {
        const before = await freshPage(browser());
        await loginBackOffice(before.page, 'sara.russo', lang);
        await dialog(before.page, TEXT.it.loginFailed).waitFor();
        await before.context.close();

        await page.goto(`/${lang}/back-office/users`);
        await page.locator('main table').waitFor();
        await axeBothWidths(page, `bo-users-${lang}`);
        await page.getByRole('link', { name: text.create }).click();
        await page.waitForURL(`**/${lang}/back-office/users/create`);
        await page.getByRole('button', { name: text.createSubmit }).click();
        await page.locator('main .alert-danger').waitFor();
        await axeBothWidths(page, `bo-user-create-errors-${lang}`);

        await page.getByLabel(/^Nome/).fill('Sara');
        await page.getByLabel(/^Cognome/).fill('Russo');
        await page.getByLabel(/^Codice fiscale/).fill('RSSSRA92L47F839E');
        await page.getByLabel(/^Email/).fill('sara.russo@example.com');
        await page.getByLabel(/^Profilo/).selectOption({ label: text.collaborator });
        await page.getByRole('button', { name: text.createSubmit }).click();
        await dialog(page, text.created).waitFor();
        expect(await dialog(page, text.created).textContent()).toContain('Sara Russo');
        expect(new URL(page.url()).pathname).toBe(`/${lang}/back-office/users/details`);
        await axeBothWidths(page, `bo-user-created-modal-${lang}`);
        await closeDialog(page, text.created, lang);
        expect(await heading1(page).textContent()).toBe('Sara Russo');
        await axeBothWidths(page, `bo-user-details-${lang}`);

        const after = await freshPage(browser());
        await loginBackOffice(after.page, 'sara.russo', lang);
        await after.page.locator('main table, main .suap-no-records').first().waitFor();
        expect(new URL(after.page.url()).pathname).toBe('/it/back-office/requests');
        await after.context.close();
      });
    }

    it('modifies a user and sees the duplicate error', async () => {
      await page.goto(`/${lang}/back-office/users`);
      await page.getByRole('textbox', { name: text.searchUsers }).fill('Sara Russo');
      await page.getByRole('textbox', { name: text.searchUsers }).press('Enter');
      await page.getByRole('link', { name: text.userDetails }).click();
      await page.getByRole('link', { name: text.modify }).click();
      await page.waitForURL(`**/${lang}/back-office/users/modify`);
      const city = page.locator('#bo-user-cityOfBirth');
      await city.waitFor();
      await axeBothWidths(page, `bo-user-modify-${lang}`);
      await city.fill(lang === 'it' ? 'Napoli' : 'Naples');
      await page.getByRole('button', { name: text.modifySubmit }).click();
      await dialog(page, text.modified).waitFor();
      await axeBothWidths(page, `bo-user-modified-modal-${lang}`);
      await closeDialog(page, text.modified, lang);

      // Another user with Sara's e-mail: refused with the server's message.
      await page.goto(`/${lang}/back-office/users/create`);
      await page.locator('#bo-user-firstName').fill('Sara');
      await page.locator('#bo-user-lastName').fill('Russo');
      await page.locator('#bo-user-fiscalCode').fill('RSSSRA92L47F839E');
      await page.locator('#bo-user-email').fill('sara.russo@example.com');
      await page.locator('#bo-user-profile-profileId').selectOption('3');
      await page.getByRole('button', { name: text.createSubmit }).click();
      await dialog(page, text.duplicate).waitFor();
      await axeBothWidths(page, `bo-user-duplicate-modal-${lang}`);
      await closeDialog(page, text.duplicate, lang);
      expect(await page.locator('#bo-user-email-error').textContent()).toBeTruthy();
    });
  });

  describe(`collab in the back office (${lang})`, () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ context, page } = await freshPage(browser()));
      await loginBackOffice(page, 'collab', lang);
    });
    afterAll(async () => {
      await context.close();
    });

    it('sees only the requests and is refused the user pages, also by typed URL', async () => {
      await openList(page, lang);
      const menu = page.getByRole('navigation', { name: text.menu });
      expect(await menu.getByRole('link').allTextContents()).toEqual([text.requests]);
      for (const slug of ['users', 'users/create', 'users/details', 'users/modify']) {
        await page.goto(`/${lang}/back-office/${slug}`);
        await page.locator('main h1').waitFor();
        expect(await heading1(page).textContent()).toBe(text.refused);
      }
      await axeBothWidths(page, `bo-refused-${lang}`);
      // The server refuses too.
      const status = await page.evaluate(
        async () => (await fetch('/api/suap/v1/backoffice/user/getUserList')).status,
      );
      expect(status).toBe(403);
    });
  });
}
