import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  LANGUAGES,
  newPage,
  screenshot,
  screenshotOnFailure,
  useBrowser,
  type Lang,
} from './support/browser';
import { expectMail, expectMailsOnce } from './support/mailbox';
import {
  days,
  expectState,
  loginState,
  sendRequest,
  shownTimeline,
  type SentRequest,
} from './support/procedure';
import { citizenAnswers, openCitizenDetails } from './support/procedure-citizen';
import { openStaffDetails } from './support/procedure-staff';
import { tr } from './support/sweep-routes';

// Issue 30, "done when", in a browser: a request the citizen sends reaches the back office through the national
// SUAP system (here the development stand-ins `npm start` runs), the back office asks for documents from its
// page at /dev/ssu, the citizen sees it and answers in the private area, the back office closes the procedure;
// the citizen sees each step and gets each e-mail, in both languages.

const browser = useBrowser();
screenshotOnFailure(browser, 'ssu');

interface SimulatedInstance {
  cui: { uuid: string; context: string; progressive: string };
  descriptor: { usecase_proceedings: { instance: { filename?: string } }[] };
  sends: number;
  receiptOn: string | null;
  documents: { resourceId: string; hashMatches: boolean }[];
  retriesAsked: { operation: string; error?: { code: string } }[];
}

async function simulated(referenceCode: string): Promise<SimulatedInstance | undefined> {
  const reply = await fetch(`${baseUrl()}/dev/ssu/state.json`);
  const { instances } = (await reply.json()) as { instances: SimulatedInstance[] };
  return instances.find((instance) =>
    instance.descriptor.usecase_proceedings[0]?.instance.filename?.includes(referenceCode),
  );
}

/** Waits for the back office to have the instance as `check` wants it (the worker calls within seconds). */
async function backOfficeHas(request: SentRequest, check: (instance: SimulatedInstance) => boolean) {
  let found: SimulatedInstance | undefined;
  await expect
    .poll(
      async () => {
        found = await simulated(request.referenceCode);
        return found !== undefined && check(found);
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
  return found!;
}

const TEXT = {
  it: 'Trasmettere la planimetria dei locali firmata da un tecnico abilitato.',
  en: 'Please send the floor plan of the premises signed by a qualified technician.',
} as const;

/** The back office acts from its page: the form of this instance, then the front office's answer shown. */
async function backOfficeActs(
  page: Page,
  lang: Lang,
  cuiUuid: string,
  act: (section: ReturnType<Page['locator']>) => Promise<void>,
) {
  await page.goto(`/dev/ssu?lang=${lang}`);
  const section = page.locator(`section[aria-labelledby="cui-${cuiUuid}"]`);
  await act(section);
  await expect.poll(() => page.getByRole('status').textContent()).toContain('HTTP 200');
}

let citizenState: Awaited<ReturnType<typeof loginState>>;
let staffState: Awaited<ReturnType<typeof loginState>>;
beforeAll(async () => {
  citizenState = await loginState(browser(), 'mario.rossi');
  staffState = await loginState(browser(), 'collab');
});

for (const lang of LANGUAGES) {
  describe(`a request through the national SUAP system (${lang})`, () => {
    let contexts: BrowserContext[] = [];
    afterAll(async () => {
      await Promise.all(contexts.map((context) => context.close()));
      contexts = [];
    });

    it('goes to the back office, is integrated at its request and closed by it', async () => {
      const citizen = await newPage(browser(), 1280, citizenState);
      const office = await newPage(browser(), 1280);
      contexts.push(citizen.context, office.context);
      const { plus } = await days(citizen.page);
      await citizen.page.goto(`/${lang}/private-area`);
      const request = await sendRequest(citizen.page, lang);

      // CUI from the catalogue, instance and receipt at the back office, which fetched the receipt's PDF.
      const instance = await backOfficeHas(
        request,
        (found) => found.receiptOn !== null && found.documents.length > 0,
      );
      expect(instance.documents.every((document) => document.hashMatches)).toBe(true);

      await office.page.goto(`/dev/ssu?lang=${lang}`);
      await expectNoAxeViolations(office.page, `/dev/ssu (${lang})`);
      await screenshot(office.page, `ssu-simulator-${lang}-1280`);
      await backOfficeActs(office.page, lang, instance.cui.uuid, async (section) => {
        const form = section
          .locator('form')
          .filter({ has: office.page.locator('input[value="request_integration"]') });
        await form.getByRole('textbox').fill(TEXT[lang]);
        await form.getByRole('button').click();
      });

      // The citizen sees the request for documents, from the SUAP's back office, and gets its e-mail.
      await openCitizenDetails(citizen.page, lang, request);
      await expectState(citizen.page, lang, 'integration-requested');
      const asked = (await shownTimeline(citizen.page)).at(-1)!;
      expect(asked.action).toBe('requestIntegration');
      expect(asked.text).toContain(tr(lang, 'request-history.actor.back-office'));
      expect(asked.text).toContain(TEXT[lang]);
      // The e-service carries no term: the portal gives its default (INTEGRATION_TERM_DAYS, 30).
      const dueOn = plus(30);
      await expectMail(request, 'integrationRequested', dueOn);
      await citizen.page.setViewportSize({ width: 375, height: 900 });
      await screenshot(citizen.page, `ssu-integration-requested-${lang}-375`);
      await citizen.page.setViewportSize({ width: 1280, height: 900 });

      // The citizen answers in the portal: the instance goes back to the back office, integrated.
      await citizenAnswers(
        citizen.page,
        lang,
        'integration',
        lang === 'it' ? 'Allego la planimetria firmata.' : 'The signed floor plan is attached.',
      );
      await backOfficeHas(request, (found) => found.sends === 2);

      // The back office ends the procedure with a positive outcome and its decision's document. In Italian the
      // document's announced hash is wrong: the portal asks for it again (Retry-001) and the operator resends it.
      const documentKind = lang === 'it' ? 'damaged' : 'valid';
      await backOfficeActs(office.page, lang, instance.cui.uuid, async (section) => {
        const form = section.locator('form').filter({ has: office.page.locator('input[value="notify"]') });
        await form.locator('select[name="event"]').selectOption('end_by_positive_outcome');
        await form.locator('select[name="document"]').selectOption(documentKind);
        await form.getByRole('button').click();
      });
      if (documentKind === 'damaged') {
        const asked = await backOfficeHas(request, (found) => found.retriesAsked.length > 0);
        expect(asked.retriesAsked.map((retry) => [retry.operation, retry.error?.code])).toEqual([
          ['notify', 'ERROR_412_001'],
        ]);
        await backOfficeActs(office.page, lang, instance.cui.uuid, async (section) => {
          await section.getByRole('button', { name: /: notify$/ }).click();
        });
        await expectNoAxeViolations(office.page, `/dev/ssu with a retry asked (${lang})`);
        await screenshot(office.page, `ssu-simulator-retry-${lang}-1280`);
      }
      await citizen.page.reload();
      await expectState(citizen.page, lang, 'accepted');
      const closed = (await shownTimeline(citizen.page)).at(-1)!;
      expect(closed.action).toBe('accept');
      expect(closed.text).toContain(tr(lang, 'request-history.actor.back-office'));

      // The decision's document, fetched from the back office and checked, is among the request's documents.
      const fileName = lang === 'it' ? 'provvedimento-1.pdf' : 'decision-1.pdf';
      const decision = citizen.page.locator('.suap-attachment-group').filter({ hasText: fileName });
      await expect
        .poll(
          async () => {
            if ((await decision.count()) > 0) return true;
            await citizen.page.reload();
            return false;
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(true);
      const heading = tr(lang, 'attachments.groups.backOffice').split('{{date}}')[0]!;
      expect(await decision.getByRole('heading').textContent()).toContain(heading.trim());
      const [download] = await Promise.all([
        citizen.page.waitForEvent('download'),
        decision.getByRole('button', { name: fileName }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(fileName);
      await expectNoAxeViolations(citizen.page, `request accepted through the SSU (${lang})`);
      await screenshot(citizen.page, `ssu-accepted-${lang}-1280`);
      await citizen.page.setViewportSize({ width: 375, height: 900 });
      await decision.scrollIntoViewIfNeeded();
      await screenshot(citizen.page, `ssu-decision-document-${lang}-375`);

      // Staff see the document under the back office's step and, in the SSU section, its fetch (and the retry).
      const staff = await newPage(browser(), 1280, staffState);
      contexts.push(staff.context);
      await openStaffDetails(staff.page, lang, request.requestId);
      const ssuSection = staff.page.locator('section').filter({
        has: staff.page.getByRole('heading', { name: tr(lang, 'ssu.back-office.title'), exact: true }),
      });
      const fetched = tr(lang, 'ssu.back-office.operations.fetch_document.notify');
      await ssuSection.getByRole('heading', { name: fetched }).first().waitFor();
      if (documentKind === 'damaged')
        await ssuSection
          .getByRole('heading', { name: tr(lang, 'ssu.back-office.operations.retry.notify') })
          .waitFor();
      await staff.page.getByRole('button', { name: fileName }).waitFor();
      await expectNoAxeViolations(staff.page, `staff page of a request with back-office documents (${lang})`);
      await screenshot(staff.page, `ssu-staff-documents-${lang}-1280`);
      await staff.page.setViewportSize({ width: 375, height: 900 });
      await screenshot(staff.page, `ssu-staff-documents-${lang}-375`);

      await expectMail(request, 'accepted');
      await expectMailsOnce(request, ['requestSent', 'integrationRequested', 'accepted'], {
        integrationRequested: dueOn,
      });
    });
  });
}
