import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeAndScreenshot,
  LANGUAGES,
  newPage,
  screenshotOnFailure,
  useBrowser,
  type Lang,
} from './support/browser';
import { journeyFiles, type UploadFile } from './support/attachment-files';
import { apiCall, card, okBody, openPrivateArea } from './support/private-area';
import {
  completeDraft,
  days,
  loginState,
  sendDraft,
  shownDate,
  type SentRequest,
  type StorageState,
} from './support/procedure';
import { citizenAnswers, openCitizenDetails } from './support/procedure-citizen';
import { openStaffDetails } from './support/procedure-staff';
import { tr } from './support/sweep-routes';

// Issue 29, "done when": in Italian and in English, the citizen uploads a PDF, a signed .p7m and an image into a
// request from the wizard's summary, sends it, and the operator sees them with the signature summary; then an
// answer to an integration request carries a document the same way. The e2e server has no trust anchors and no
// malware scanner, so the .p7m's signature is "intact, signer not verified" and files are "not scanned".

const browser = useBrowser();
screenshotOnFailure(browser, 'attachments');

let citizenState: StorageState;
let collabState: StorageState;
let files: Awaited<ReturnType<typeof journeyFiles>>;
beforeAll(async () => {
  citizenState = await loginState(browser(), 'mario.rossi');
  collabState = await loginState(browser(), 'collab');
  files = await journeyFiles();
});

/** Chooses files in the upload control labelled as the attachments texts say, and waits until all are added. */
async function attach(page: Page, lang: Lang, chosen: UploadFile[]) {
  await page.getByLabel(tr(lang, 'attachments.upload.label')).setInputFiles(chosen);
  const done =
    chosen.length === 1
      ? tr(lang, 'attachments.upload.done_one')
      : tr(lang, 'attachments.upload.done_other', { count: chosen.length });
  await page.getByText(done).waitFor();
}

for (const lang of LANGUAGES) {
  describe(`documents of a request (${lang})`, () => {
    const t = (key: string, params: Record<string, string | number> = {}) => tr(lang, key, params);
    const intact = `${t('attachments.signature.status.intact')}.`;
    let contexts: BrowserContext[] = [];
    let citizen: Page;
    let staff: Page;
    let request: SentRequest;

    beforeAll(async () => {
      const c = await newPage(browser(), 1280, citizenState);
      const s = await newPage(browser(), 1280, collabState);
      contexts = [c.context, s.context];
      citizen = c.page;
      staff = s.page;
    });
    afterAll(async () => {
      for (const context of contexts) await context.close();
    });

    it('uploads a PDF, a signed .p7m and an image from the summary, sends them, and staff see the signature', async () => {
      await openPrivateArea(citizen, lang);
      const draft = await completeDraft(citizen, lang);
      await openPrivateArea(citizen, lang);
      await card(citizen, lang, draft.requestId).getByRole('link').nth(1).click();
      await citizen.waitForURL(`**/${lang}/enrolment/startup/request-summary`);
      await citizen.getByRole('heading', { name: t('attachments.section.title') }).waitFor();
      await attach(citizen, lang, [files.pdf, files.p7m, files.jpeg]);
      const section = citizen.locator('main');
      for (const file of [files.pdf, files.p7m, files.jpeg])
        await section.getByText(file.name).first().waitFor();
      const text = (await section.textContent()) ?? '';
      expect(text).toContain('Mario Rossi');
      expect(text).toContain(intact);
      expect(text).toContain(t('attachments.list.not-scanned'));
      await axeAndScreenshot(citizen, `summary with documents (${lang})`, `attachments-summary-${lang}`);

      const current = okBody(await apiCall(citizen, 'GET', `/api/suap/v1/request/${draft.requestId}`))
        .request as {
        version: number;
      };
      const referenceCode = await sendDraft(citizen, lang, {
        requestId: draft.requestId,
        version: current.version,
      });
      request = {
        requestId: draft.requestId,
        referenceCode,
        language: lang,
        notificationAddress: draft.notificationAddress,
      };

      await openStaffDetails(staff, lang, request.requestId);
      const documents = staff.getByRole('region', { name: t('attachments.groups.title'), exact: true });
      await documents.getByText(files.p7m.name).first().waitFor();
      const shown = (await documents.textContent()) ?? '';
      for (const file of [files.pdf, files.p7m, files.jpeg]) expect(shown).toContain(file.name);
      expect(shown).toContain(intact);
      expect(shown).toContain('Mario Rossi');
      const { today } = await days(staff);
      expect(shown).toContain(t('attachments.groups.send', { date: shownDate(today) }));
      await axeAndScreenshot(staff, `staff documents (${lang})`, `attachments-staff-${lang}`);
    });

    it('answers an integration request with a document, which staff then see under the answer', async () => {
      const { plus, today } = await days(staff);
      const step = async (body: Record<string, unknown>) => {
        const url = `/api/suap/v1/backoffice/procedure/${request.requestId}`;
        const { version } = okBody(await apiCall(staff, 'GET', url)).procedure as { version: number };
        okBody(await apiCall(staff, 'POST', url, { ...body, version }));
      };
      await step({ action: 'takeInCharge' });
      await step({
        action: 'requestIntegration',
        message: 'Inviare la planimetria firmata da un tecnico.',
        dueOn: plus(10),
      });

      await openCitizenDetails(citizen, lang, request);
      await citizen.getByRole('heading', { name: t('attachments.section.answer-title') }).waitFor();
      await attach(citizen, lang, [files.pdf]);
      await axeAndScreenshot(citizen, `answer with a document (${lang})`, `attachments-answer-${lang}`);
      await citizenAnswers(
        citizen,
        lang,
        'integration',
        'Allego la planimetria firmata dal geometra Bianchi.',
      );
      const answered = t('attachments.groups.answerIntegration', { date: shownDate(today) });
      await citizen.getByText(answered).waitFor();

      await openStaffDetails(staff, lang, request.requestId);
      const documents = staff.getByRole('region', { name: t('attachments.groups.title'), exact: true });
      await documents.getByText(answered).waitFor();
      await axeAndScreenshot(
        staff,
        `staff documents with the answer (${lang})`,
        `attachments-staff-answer-${lang}`,
      );
    });
  });
}
