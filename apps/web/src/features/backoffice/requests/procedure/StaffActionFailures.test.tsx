import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, type Reply } from '../../../../test/api-mock';
import { resetApp } from '../../../../test/reset-app';
import { staffRequest } from '../../../../test/fixtures';
import {
  conflict,
  openProcedureDetails,
  PAOLA,
  PROCEDURE_PATH,
  procedureOf,
  procedureReply,
} from '../../testing/procedure-details';
import { actionDrafts } from './action-drafts';

// Issue 27: a refused action never loses what was typed; a refusal that means the request changed reloads it
// and says so; the version sent is always the one last read.

afterEach(() => {
  resetApp();
  actionDrafts.clearAll();
});

const POST = `${PROCEDURE_PATH}9`;
const REASON = 'All the requirements are met.';
const inReview = staffRequest(9, 6, { responsibleOperator: PAOLA });

async function typeReasonAndAccept(actionReplies: Reply[]) {
  const setup = await openProcedureDetails({
    request: inReview,
    procedure: { staffActions: ['accept', 'startRefusal'] },
    actionReplies,
  });
  await setup.user.click(screen.getByRole('button', { name: 'Accetta la richiesta' }));
  const dialog = await screen.findByRole('dialog', { name: 'Vuoi accettare la richiesta n. 9?' });
  const reason = within(dialog).getByLabelText(/^Motivazione/);
  await setup.user.type(reason, REASON);
  const confirm = within(dialog).getByRole('button', { name: 'Accetta la richiesta' });
  return { ...setup, dialog, reason, confirm };
}

describe('staff actions refused', { timeout: 30_000 }, () => {
  it('409 stale version: says someone else acted, reloads, keeps the text, retries with the new version', async () => {
    const setup = await typeReasonAndAccept([
      conflict('stale-version'),
      procedureReply(procedureOf(inReview, { stateId: 4, version: 5 })),
    ]);
    const reads = callsTo(setup.calls, 'GET', POST).length;
    // Another officer's change, which the server now holds: the request's version moved on.
    setup.server.procedure = procedureOf(inReview, { version: 4, staffActions: ['accept', 'startRefusal'] });
    await setup.user.click(setup.confirm);

    const alert = await within(setup.dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Qualcun altro ha agito su questa richiesta');
    expect(alert).toHaveTextContent('quanto hai compilato resta nel modulo');
    expect(alert).toHaveFocus();
    await waitFor(() => expect(callsTo(setup.calls, 'GET', POST).length).toBeGreaterThan(reads));
    expect(setup.reason).toHaveValue(REASON);

    await waitFor(() => expect(setup.confirm).toBeEnabled());
    await setup.user.click(setup.confirm);
    await screen.findByRole('dialog', { name: 'Richiesta accettata' });
    expect(
      callsTo(setup.calls, 'POST', POST).map((call) => (call.body as { version: number }).version),
    ).toEqual([2, 4]);
  });

  it('409 invalid state: says the request changed; the action, no longer allowed, cannot be confirmed', async () => {
    const setup = await typeReasonAndAccept([conflict('invalid-state')]);
    setup.server.procedure = procedureOf(staffRequest(9, 5), { version: 4 });
    await setup.user.click(setup.confirm);
    expect(await within(setup.dialog).findByRole('alert')).toHaveTextContent(
      'La richiesta ha cambiato stato',
    );
    expect(await within(setup.dialog).findByText(/Questa azione non è più disponibile/)).toBeInTheDocument();
    expect(setup.confirm).toBeDisabled();
    expect(setup.reason).toHaveValue(REASON);
  });

  it.each([
    ['term-open', 'Il termine del cittadino non è ancora scaduto'],
    ['term-expired', 'Il termine del cittadino è scaduto'],
  ])('409 %s: says so and reloads the request', async (reason, title) => {
    const setup = await typeReasonAndAccept([conflict(reason)]);
    const reads = callsTo(setup.calls, 'GET', POST).length;
    await setup.user.click(setup.confirm);
    expect(await within(setup.dialog).findByRole('alert')).toHaveTextContent(title);
    await waitFor(() => expect(callsTo(setup.calls, 'GET', POST).length).toBeGreaterThan(reads));
    expect(setup.reason).toHaveValue(REASON);
  });

  it("a 409 this page does not know: the server's own sentence", async () => {
    const setup = await typeReasonAndAccept([conflict('something-new', 'La richiesta è bloccata.')]);
    await setup.user.click(setup.confirm);
    const alert = await within(setup.dialog).findByRole('alert');
    expect(alert).toHaveTextContent("L'azione non è stata registrata");
    expect(alert).toHaveTextContent('La richiesta è bloccata.');
  });

  it('403: says the profile may not, or the officer is no longer responsible, and reloads', async () => {
    const setup = await typeReasonAndAccept([
      { status: 403, body: { code: 403, message: 'Forbidden', description: 'Non consentito' } },
    ]);
    const reads = callsTo(setup.calls, 'GET', POST).length;
    await setup.user.click(setup.confirm);
    expect(await within(setup.dialog).findByRole('alert')).toHaveTextContent(
      'Non puoi compiere questa azione',
    );
    await waitFor(() => expect(callsTo(setup.calls, 'GET', POST).length).toBeGreaterThan(reads));
    expect(setup.reason).toHaveValue(REASON);
  });

  it('a server failure: nothing recorded, the text kept, the request not reloaded', async () => {
    const setup = await typeReasonAndAccept([
      { status: 500, body: { code: 500, message: 'Errore', description: 'Errore' } },
    ]);
    const reads = callsTo(setup.calls, 'GET', POST).length;
    await setup.user.click(setup.confirm);
    expect(await within(setup.dialog).findByRole('alert')).toHaveTextContent(
      "Non è stato possibile completare l'azione",
    );
    expect(setup.reason).toHaveValue(REASON);
    expect(setup.confirm).toBeEnabled();
    expect(callsTo(setup.calls, 'GET', POST)).toHaveLength(reads);
  });

  it("400: the server's refusal shown under its field, worded like the dialog's own checks", async () => {
    const setup = await typeReasonAndAccept([
      {
        status: 400,
        body: {
          code: 400,
          message: 'Dati non validi',
          description: 'Dati non validi',
          errors: [{ field: 'body.reason', rule: 'minlength', message: 'Il campo è troppo corto.' }],
        },
      },
    ]);
    await setup.user.click(setup.confirm);
    expect(
      await within(setup.dialog).findByText('Scrivi almeno 10 caratteri', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(setup.reason).toHaveAttribute('aria-invalid', 'true');
    expect(setup.reason).toHaveValue(REASON);
  });

  it('a dialog closed by mistake opens again with what was typed; a done action starts empty', async () => {
    const setup = await typeReasonAndAccept([procedureReply(procedureOf(inReview, { stateId: 4 }))]);
    await setup.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await setup.user.click(screen.getByRole('button', { name: 'Accetta la richiesta' }));
    const again = await screen.findByRole('dialog', { name: 'Vuoi accettare la richiesta n. 9?' });
    expect(within(again).getByLabelText(/^Motivazione/)).toHaveValue(REASON);
    expect(actionDrafts.get(9, 'accept')?.reason).toBe(REASON);

    await setup.user.click(within(again).getByRole('button', { name: 'Accetta la richiesta' }));
    await screen.findByRole('dialog', { name: 'Richiesta accettata' });
    expect(actionDrafts.get(9, 'accept')).toBeUndefined();
  });
});
