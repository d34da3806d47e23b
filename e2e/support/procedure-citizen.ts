import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { dialog, type Lang } from './browser';
import { expectState, labelled, normalise, shoot, type SentRequest } from './procedure';
import { tr } from './sweep-routes';

// The private area's side of the procedure's journeys: a request's details, its officer and the answer form.

/** Opens a request's details in the private area by its URL (the widget's link leads there). */
export async function openCitizenDetails(page: Page, lang: Lang, request: SentRequest) {
  await page.goto(`/${lang}/private-area/request-details/${request.requestId}`);
  await page
    .getByRole('heading', {
      level: 1,
      name: tr(lang, 'private-area.details.title', { code: request.referenceCode }),
    })
    .waitFor();
  await page.getByRole('heading', { name: tr(lang, 'private-area.procedure.title'), exact: true }).waitFor();
}

/** The responsible officer the citizen is told about (Law 241/1990 art. 5), or '' when none is named. */
export async function citizenResponsible(page: Page): Promise<string> {
  const name = page.locator('main .suap-procedure-facts .suap-responsible-officer');
  return (await name.count()) > 0 ? normalise(await name.textContent()) : '';
}

export type AnswerKind = 'integration' | 'observations';
export const answerText = (lang: Lang, kind: AnswerKind, key: string) =>
  tr(lang, `private-area.procedure.answer.${kind}.${key}`);
export const answerField = (page: Page, lang: Lang, kind: AnswerKind) =>
  page.getByRole('textbox', { name: labelled(answerText(lang, kind, 'label')) });
export const answerDialog = (page: Page, lang: Lang, kind: AnswerKind) =>
  dialog(page, answerText(lang, kind, 'confirm-title'));

/**
 * The citizen answers what the SUAP asks: types the text, sends, confirms in the dialog, and waits for the
 * status that says it was sent. `shot` screenshots the form filled, the dialog and the outcome.
 */
export async function citizenAnswers(
  page: Page,
  lang: Lang,
  kind: AnswerKind,
  text: string,
  shot?: (step: string) => string,
) {
  await answerField(page, lang, kind).fill(text);
  if (shot) await shoot(page, shot('form'));
  await page.getByRole('button', { name: answerText(lang, kind, 'submit'), exact: true }).click();
  const confirm = answerDialog(page, lang, kind);
  await confirm.waitFor();
  if (shot) await shoot(page, shot('confirm'));
  await confirm
    .getByRole('button', { name: tr(lang, 'private-area.procedure.answer.confirm'), exact: true })
    .click();
  await page
    .getByRole('status')
    .filter({ hasText: answerText(lang, kind, 'sent-title') })
    .waitFor();
  expect(await answerField(page, lang, kind).count(), 'the form goes once answered').toBe(0);
  await expectState(page, lang, kind === 'integration' ? 'integration-received' : 'observations-received');
  if (shot) await shoot(page, shot('sent'), { axe: true });
}

/** The withdrawal's texts (issue 30), its button on the details page and its confirmation dialog. */
export const withdrawText = (lang: Lang, key: string, params: Record<string, string> = {}) =>
  tr(lang, `private-area.procedure.withdraw.${key}`, params);
export const withdrawButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: withdrawText(lang, 'button'), exact: true });
export const withdrawDialog = (page: Page, lang: Lang, request: Pick<SentRequest, 'referenceCode'>) =>
  dialog(page, withdrawText(lang, 'confirm-title', { code: request.referenceCode }));
