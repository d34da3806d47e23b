import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, newPage, screenshotOnFailure, useBrowser } from './support/browser';
import { openPrivateArea, showCard } from './support/private-area';
import {
  badgeText,
  days,
  downloadDecision,
  expectState,
  expectTimeline,
  loginState,
  OPERATOR,
  sendRequest,
  shoot,
  shownDate,
  type SentRequest,
  type StorageState,
} from './support/procedure';
import {
  answerField,
  answerText,
  citizenAnswers,
  citizenResponsible,
  openCitizenDetails,
} from './support/procedure-citizen';
import {
  expectMail,
  expectMailsOnce,
  expectReceipt,
  expectStaffSeesSent,
  REFUSAL_JOURNEY_MAILS,
} from './support/mailbox';
import { assignedToMe, MESSAGES } from './support/procedure-journey';
import {
  confirmStaffAction,
  fillStaffFields,
  openStaffAction,
  openStaffDetails,
  staffAct,
  staffActionsHeading,
  staffButtons,
  staffResponsible,
} from './support/procedure-staff';
import { tr } from './support/sweep-routes';

// Issue 27, "done when": in Italian and in English, a citizen's request goes from sent to a refusal after a
// 10-bis notice (integration asked and answered, notice, observations, a rejection that assesses them). The
// citizen and the collaborator Marco Blu each work in their own browser context, logged in once for the whole
// file; at every step each side checks what it sees: badge and caption, responsible officer, timeline dated
// today, and at the end the decision PDF. The journey ending in acceptance is procedure-acceptance.e2e.ts.

const browser = useBrowser();
screenshotOnFailure(browser, 'procedure');

let citizenState: StorageState;
let collabState: StorageState;
beforeAll(async () => {
  citizenState = await loginState(browser(), 'mario.rossi');
  collabState = await loginState(browser(), 'collab');
});

for (const lang of LANGUAGES) {
  describe(`a request refused after a 10-bis notice (${lang})`, () => {
    const text = MESSAGES[lang];
    const t = (key: string, params: Record<string, string | number> = {}) => tr(lang, key, params);
    const buttons = (...actions: string[]) =>
      actions.map((action) => t(`backoffice.procedure.actions.buttons.${action}`));
    const answerBy = (iso: string) => t('request-state.caption.answer-by', { date: shownDate(iso) });
    const shot = (name: string) => `procedure-${name}-${lang}`;
    let contexts: BrowserContext[] = [];
    let citizen: Page;
    let staff: Page;
    let request: SentRequest;
    let today: string;
    let plus: (count: number) => string;

    beforeAll(async () => {
      const c = await newPage(browser(), 1280, citizenState);
      const s = await newPage(browser(), 1280, collabState);
      contexts = [c.context, s.context];
      citizen = c.page;
      staff = s.page;
      await openPrivateArea(citizen, lang);
      request = await sendRequest(citizen, lang);
      ({ today, plus } = await days(citizen));
    });
    afterAll(async () => {
      for (const context of contexts) await context.close();
    });

    it('the citizen sees it sent, waiting for an officer', async () => {
      await openCitizenDetails(citizen, lang, request);
      await expectState(citizen, lang, 'sent', '');
      expect(await citizenResponsible(citizen)).toBe('');
      await citizen.getByText(t('private-area.procedure.operator.waiting')).waitFor();
      await expectTimeline(citizen, lang, today, [
        { action: 'send', shows: [t('request-history.actor.you')] },
      ]);
      await shoot(citizen, shot('citizen-sent'));
      await expectReceipt(browser(), citizen, request);
    });

    it('the collaborator takes it in charge and finds it under "Assigned to me"', async () => {
      await openStaffDetails(staff, lang, request.requestId);
      await expectState(staff, lang, 'sent', '');
      expect(await staffResponsible(staff, lang)).toBe(t('backoffice.procedure.responsible-none'));
      // Only an administrator assigns: the collaborator can take it in charge, nothing else.
      expect(await staffButtons(staff)).toEqual(buttons('takeInCharge'));
      await shoot(staff, shot('staff-sent'));

      const done = await staffAct(staff, lang, request, 'takeInCharge', {}, shot('staff-take-in-charge'));
      expect(done).toContain(
        t('backoffice.procedure.done.takeInCharge.description', { id: request.requestId }),
      );
      const updatedToday = t('request-state.caption.updated-on', { date: shownDate(today) });
      await expectState(staff, lang, 'in-review', updatedToday);
      expect(await staffResponsible(staff, lang)).toBe(
        t('backoffice.procedure.responsible-you', { name: OPERATOR.collab }),
      );
      expect(await staffButtons(staff)).toEqual(buttons('requestIntegration', 'accept', 'startRefusal'));
      await expectTimeline(staff, lang, today, [
        { action: 'send', shows: [t('request-history.actor.citizen', { name: 'Mario Rossi' })] },
        { action: 'takeInCharge', shows: [OPERATOR.collab] },
      ]);
      await shoot(staff, shot('staff-in-review'));

      await expectMail(request, 'takenInCharge');
      await assignedToMe(staff, lang, request.requestId, shot('staff-assigned-to-me'));
    });

    it('asks for an integration; the citizen sees it in the widget and the details, and answers', async () => {
      await openStaffDetails(staff, lang, request.requestId);
      const modal = await openStaffAction(staff, lang, request, 'requestIntegration', {
        message: text.integration,
      });
      // The due date is proposed (30 days, the server's default) and can be changed.
      const dueOn = modal.getByLabel(new RegExp(`^${t('backoffice.procedure.fields.dueOn')}`));
      expect(await dueOn.inputValue()).toBe(plus(30));
      await dueOn.fill(plus(15));
      await shoot(staff, shot('staff-request-integration-modal'));
      const done = await confirmStaffAction(
        staff,
        lang,
        request,
        'requestIntegration',
        shot('staff-integration-done'),
      );
      const date = shownDate(plus(15));
      expect(done).toContain(t('backoffice.procedure.done.requestIntegration.description', { date }));
      await expectState(staff, lang, 'integration-requested', answerBy(plus(15)));
      expect(await staffButtons(staff)).toEqual([]);
      await staff.getByText(t('backoffice.procedure.actions.waiting', { date })).waitFor();
      await shoot(staff, shot('staff-integration-requested'));
      await expectMail(request, 'integrationRequested', plus(15));

      // The private area's widget: the new badge and its "answer by" caption.
      await openPrivateArea(citizen, lang);
      const card = await showCard(citizen, lang, request.requestId);
      expect((await card.locator('.badge').textContent())?.trim()).toBe(
        badgeText(lang, 'integration-requested'),
      );
      expect(await card.locator('.suap-request-state-caption').textContent()).toBe(answerBy(plus(15)));
      await shoot(citizen, shot('citizen-widget'));
      await card.locator('h3 a').click();
      await openCitizenDetails(citizen, lang, request);
      await expectState(citizen, lang, 'integration-requested', answerBy(plus(15)));
      expect(await citizenResponsible(citizen)).toBe(OPERATOR.collab);
      await citizen.getByText(t('private-area.procedure.term.open', { date })).waitFor();
      await expectTimeline(citizen, lang, today, [
        { action: 'send' },
        { action: 'takeInCharge', shows: [OPERATOR.collab] },
        { action: 'requestIntegration', shows: [OPERATOR.collab, text.integration, date] },
      ]);
      await shoot(citizen, shot('citizen-integration-requested'));

      // Sending nothing is refused on the page, with the app's error pattern.
      await citizen
        .getByRole('button', { name: answerText(lang, 'integration', 'submit'), exact: true })
        .click();
      const required = t('private-area.procedure.answer.errors.required');
      await citizen.getByRole('alert').filter({ hasText: required }).waitFor();
      expect(await answerField(citizen, lang, 'integration').getAttribute('aria-invalid')).toBe('true');
      await shoot(citizen, shot('citizen-answer-errors'));

      await citizenAnswers(citizen, lang, 'integration', text.answer, (step) =>
        shot(`citizen-integration-${step}`),
      );
      await expectState(
        citizen,
        lang,
        'integration-received',
        t('request-state.caption.updated-on', { date: shownDate(today) }),
      );
      await expectTimeline(citizen, lang, today, [
        { action: 'send' },
        { action: 'takeInCharge' },
        { action: 'requestIntegration' },
        { action: 'answerIntegration', shows: [t('request-history.actor.you'), text.answer] },
      ]);
    });

    it('starts a refusal (10-bis); the citizen answers with observations', async () => {
      await staff.reload();
      await staffActionsHeading(staff, lang).waitFor();
      await expectState(staff, lang, 'integration-received');
      await shoot(staff, shot('staff-integration-received'));
      const done = await staffAct(
        staff,
        lang,
        request,
        'startRefusal',
        { reason: text.notice },
        shot('staff-start-refusal'),
      );
      // The term of the notice is the law's 10 days (REFUSAL_NOTICE_TERM_DAYS).
      const date = shownDate(plus(10));
      expect(done).toContain(t('backoffice.procedure.done.startRefusal.description', { date }));
      await expectState(staff, lang, 'refusal-notice', answerBy(plus(10)));
      // Rejecting waits for the observations or the end of the term; accepting is still possible.
      expect(await staffButtons(staff)).toEqual(buttons('accept'));
      await shoot(staff, shot('staff-refusal-notice'));
      await expectMail(request, 'refusalNotice', plus(10));

      await openCitizenDetails(citizen, lang, request);
      await expectState(citizen, lang, 'refusal-notice', answerBy(plus(10)));
      await citizen
        .getByRole('heading', { name: t('private-area.procedure.answer.observations.what-title') })
        .waitFor();
      await citizen.getByText(text.notice).first().waitFor();
      await shoot(citizen, shot('citizen-refusal-notice'));
      await citizenAnswers(citizen, lang, 'observations', text.observations, (step) =>
        shot(`citizen-observations-${step}`),
      );
      await expectState(citizen, lang, 'observations-received');
    });

    it('rejects, assessing the observations; both sides see the decision and download it', async () => {
      await staff.reload();
      await staffActionsHeading(staff, lang).waitFor();
      await expectState(staff, lang, 'observations-received');
      expect(await staffButtons(staff)).toEqual(buttons('accept', 'reject'));
      await shoot(staff, shot('staff-observations-received'));

      // An empty confirmation is refused inside the dialog: both texts are required when there are observations.
      const modal = await openStaffAction(staff, lang, request, 'reject');
      await modal.getByText(t('backoffice.procedure.confirm.reject.observations')).waitFor();
      await modal
        .getByRole('button', { name: t('backoffice.procedure.confirm.reject.confirm'), exact: true })
        .click();
      const summary = t('backoffice.form.error-summary', { count: 2 });
      await modal.getByRole('alert').filter({ hasText: summary }).waitFor();
      await shoot(staff, shot('staff-reject-errors'));
      await fillStaffFields(modal, lang, request.language, {
        reason: text.rejection,
        assessment: text.assessment,
      });
      await shoot(staff, shot('staff-reject-modal'));
      const done = await confirmStaffAction(staff, lang, request, 'reject', shot('staff-reject-done'));
      expect(done).toContain(t('backoffice.procedure.done.reject.description', { id: request.requestId }));

      const doneOn = t('request-state.caption.done-on', { date: shownDate(today) });
      const steps = [
        { action: 'send' },
        { action: 'takeInCharge' },
        { action: 'requestIntegration', shows: [text.integration] },
        { action: 'answerIntegration', shows: [text.answer] },
        { action: 'startRefusal', shows: [text.notice, shownDate(plus(10))] },
        { action: 'submitObservations', shows: [text.observations] },
        { action: 'reject', shows: [OPERATOR.collab, text.rejection, text.assessment] },
      ];
      await expectState(staff, lang, 'rejected', doneOn);
      await staff.getByText(t('backoffice.procedure.actions.closed')).waitFor();
      await expectTimeline(staff, lang, today, steps);
      await shoot(staff, shot('staff-rejected'));
      await expectMail(request, 'rejected');
      // Staff see every message of the journey, each sent, and the citizen received each once (issue 28).
      await staff.reload();
      await expectStaffSeesSent(staff, lang, REFUSAL_JOURNEY_MAILS);
      await expectMailsOnce(request, [...REFUSAL_JOURNEY_MAILS], {
        integrationRequested: plus(15),
        refusalNotice: plus(10),
      });
      await shoot(staff, shot('staff-messages'));
      // The decision is named and written in the request's language.
      const code = request.referenceCode;
      const staffPdf = await downloadDecision(
        staff,
        t('backoffice.procedure.decision-download'),
        tr(request.language, 'backoffice.procedure.decision-file-name', { code }),
      );
      for (const shown of [code, OPERATOR.collab]) expect(staffPdf).toContain(shown);

      await openCitizenDetails(citizen, lang, request);
      await expectState(citizen, lang, 'rejected', doneOn);
      expect(await citizenResponsible(citizen)).toBe(OPERATOR.collab);
      await expectTimeline(citizen, lang, today, steps);
      await shoot(citizen, shot('citizen-rejected'));
      const citizenPdf = await downloadDecision(
        citizen,
        t('private-area.procedure.decision.download'),
        tr(request.language, 'private-area.procedure.decision.file-name', { code }),
      );
      expect(citizenPdf).toContain(code);
      expect(citizenPdf.replace(/\s/g, '')).toContain(text.rejection.replace(/\s/g, ''));
    });
  });
}
