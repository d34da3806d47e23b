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
beforeAll(async () => {
  citizenState = await loginState(browser(), 'mario.rossi');
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

      // The back office ends the procedure with a positive outcome.
      await backOfficeActs(office.page, lang, instance.cui.uuid, async (section) => {
        const form = section.locator('form').filter({ has: office.page.locator('input[value="notify"]') });
        await form.getByRole('combobox').selectOption('end_by_positive_outcome');
        await form.getByRole('button').click();
      });
      await citizen.page.reload();
      await expectState(citizen.page, lang, 'accepted');
      const closed = (await shownTimeline(citizen.page)).at(-1)!;
      expect(closed.action).toBe('accept');
      expect(closed.text).toContain(tr(lang, 'request-history.actor.back-office'));
      await expectNoAxeViolations(citizen.page, `request accepted through the SSU (${lang})`);
      await screenshot(citizen.page, `ssu-accepted-${lang}-1280`);
      await expectMail(request, 'accepted');
      await expectMailsOnce(request, ['requestSent', 'integrationRequested', 'accepted'], {
        integrationRequested: dueOn,
      });
    });
  });
}
