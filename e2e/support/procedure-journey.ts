import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { everyOf } from './backoffice';
import type { Lang } from './browser';
import { OPERATOR, shoot } from './procedure';
import { detailsLinkName } from './procedure-staff';
import { tr } from './sweep-routes';

/** What the officer and the citizen write in the journeys, in the request's language. */
export const MESSAGES = {
  it: {
    integration: 'Si chiede di trasmettere la planimetria dei locali con la superficie di vendita indicata.',
    answer: 'Ho trasmesso via PEC la planimetria dei locali: la superficie di vendita è di 180 mq.',
    notice:
      'La planimetria mostra una superficie di vendita di 320 mq, oltre il limite degli esercizi di vicinato.',
    observations: 'La superficie di 320 mq comprende il magazzino, che non è aperto al pubblico.',
    rejection:
      'La richiesta è respinta: la superficie di vendita supera il limite degli esercizi di vicinato.',
    assessment:
      'La planimetria non separa il magazzino dalla zona di vendita: le osservazioni non superano il motivo.',
    acceptance: 'Verificati i requisiti e la conformità dei locali, la richiesta è accolta.',
  },
  en: {
    integration: 'Please send the floor plan of the premises, showing the sales area.',
    answer: 'I have sent the floor plan by certified email: the sales area is 180 square metres.',
    notice:
      'The floor plan shows a sales area of 320 square metres, above the limit for a neighbourhood shop.',
    observations: 'The 320 square metres include the storeroom, which is not open to the public.',
    rejection: 'The request is rejected: the sales area is above the limit for a neighbourhood shop.',
    assessment:
      'The floor plan does not separate the storeroom from the sales area: the observations do not change it.',
    acceptance: 'The requirements and the premises have been checked: the request is accepted.',
  },
} as const;

/**
 * The list with "Assigned to me" ticked: the request taken in charge is there (newest first), and every request
 * listed names the logged-in collaborator as responsible officer.
 */
export async function assignedToMe(page: Page, lang: Lang, requestId: number, shot: string) {
  await page.goto(`/${lang}/back-office/requests`);
  await page.locator('main table tbody tr').first().waitFor();
  // Bootstrap Italia draws the box on the label and hides the input: a person clicks the label.
  const box = page.getByRole('checkbox', { name: tr(lang, 'backoffice.requests.assigned-to-me.label') });
  const label = page
    .locator('main label')
    .filter({ hasText: tr(lang, 'backoffice.requests.assigned-to-me.label') });
  await label.click();
  await page.waitForURL(/assignedToMe=true/);
  await expect.poll(() => box.isChecked()).toBe(true);
  await page.getByRole('link', { name: detailsLinkName(lang, requestId), exact: true }).waitFor();
  const headers = (await page.locator('main table thead th').allTextContents()).map((h) => h.trim());
  const column = headers.indexOf(tr(lang, 'backoffice.requests.columns.responsible')) + 1;
  expect(
    column,
    `a "${tr(lang, 'backoffice.requests.columns.responsible')}" column in ${headers}`,
  ).toBeGreaterThan(0);
  await expect
    .poll(async () =>
      everyOf(
        await page.locator(`main table tbody tr > :nth-child(${column})`).allTextContents(),
        (name) => name.trim() === OPERATOR.collab,
      ),
    )
    .toBe(true);
  await shoot(page, shot);
  // Unticked, the list shows other officers' requests and unassigned ones again.
  await label.click();
  await page.waitForURL((url) => !url.searchParams.has('assignedToMe'));
  await expect.poll(() => box.isChecked()).toBe(false);
  await expect
    .poll(async () =>
      (await page.locator(`main table tbody tr > :nth-child(${column})`).allTextContents()).some(
        (name) => name.trim() !== OPERATOR.collab,
      ),
    )
    .toBe(true);
}
