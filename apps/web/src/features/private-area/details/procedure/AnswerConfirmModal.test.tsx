import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Attachment } from '@suap/shared';
import { callsTo, logIn } from '../../../../test/api-mock';
import { attachment, attachmentsReply } from '../../../../test/attachment-fixtures';
import { expectNoAxeViolations } from '../../../../test/axe';
import { captureDownloads } from '../../../../test/request-details';
import {
  integrationRequested,
  openProcedurePage,
  refusalNotice,
  type ProcedureState,
} from '../../testing/procedure-page';

// The answer's confirmation says which documents go with the text (issue 29): how many, their names when few,
// and plainly that there are none, so that someone who forgot to attach what the SUAP asked for sees it first.

beforeEach(() => logIn());
captureDownloads();

const LIST = '/api/suap/v1/request/attachments/3';
const TEXT = 'Allego la planimetria del locale, come richiesto.';

/** A document added to the answer and not handed in yet. */
const added = (attachmentId: number, fileName: string): Attachment =>
  attachment({ attachmentId, fileName, stage: 'answer' });

const SUBMIT = {
  it: { integration: 'Invia la risposta', observations: 'Invia le osservazioni' },
  en: { integration: 'Send the answer', observations: 'Send the observations' },
} as const;

/** The request page in `state` with `attachments` listed; the answer typed and submitted: the dialog open. */
async function openConfirmation(
  attachments: Attachment[],
  options: { lang?: 'it' | 'en'; state?: ProcedureState; kind?: 'integration' | 'observations' } = {},
) {
  const { lang = 'it', kind = 'integration' } = options;
  const state = options.state ?? integrationRequested();
  const user = userEvent.setup();
  const { calls } = await openProcedurePage(
    () => state,
    { [`GET ${LIST}`]: () => attachmentsReply(attachments) },
    lang,
  );
  await user.type(await screen.findByRole('textbox'), TEXT);
  await user.click(screen.getByRole('button', { name: SUBMIT[lang][kind] }));
  const dialog = await screen.findByRole('dialog');
  return { dialog, user, calls };
}

describe('the answer’s confirmation counts the documents handed in with it', { timeout: 30_000 }, () => {
  it('says plainly that no document is attached, and that there is still time to add some', async () => {
    const { dialog } = await openConfirmation([]);
    expect(dialog).toHaveAccessibleName('Vuoi inviare la risposta?');
    expect(dialog).toHaveTextContent("Dopo l'invio non potrai modificarla.");
    expect(
      within(dialog).getByText(
        'Non hai allegato documenti: invii solo il testo. Se devi consegnare dei documenti, annulla e aggiungili prima di inviare.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    // Cancel still comes first and has focus.
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toHaveFocus();
  });

  it('counts one document in the singular and names it', async () => {
    const { dialog } = await openConfirmation([added(1, 'visura.pdf')]);
    expect(within(dialog).getByText('Insieme al testo consegni un documento.')).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Insieme al testo consegni un documento.' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['visura.pdf']);
  });

  it('counts several in the plural and names them, leaving out what was handed in before', async () => {
    const { dialog } = await openConfirmation([
      added(1, 'visura.pdf'),
      added(2, 'planimetria-nuova.pdf'),
      // Handed in with the request, and with an earlier answer: not part of this send.
      attachment({ attachmentId: 3, fileName: 'domanda.pdf', historyId: 1 }),
      attachment({ attachmentId: 4, fileName: 'vecchia-risposta.pdf', stage: 'answer', historyId: 4 }),
    ]);
    const list = within(dialog).getByRole('list', { name: 'Insieme al testo consegni 2 documenti.' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['visura.pdf', 'planimetria-nuova.pdf']);
    expect(dialog).not.toHaveTextContent('domanda.pdf');
    expect(dialog).not.toHaveTextContent('vecchia-risposta.pdf');
  });

  it('only counts many documents, so that the buttons stay in sight', async () => {
    const { dialog } = await openConfirmation(
      Array.from({ length: 6 }, (_, index) => added(index + 1, `allegato-${index + 1}.pdf`)),
    );
    expect(within(dialog).getByText('Insieme al testo consegni 6 documenti.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('counts the documents of the observations on a 10-bis notice too', async () => {
    const { dialog } = await openConfirmation([added(1, 'misure.pdf'), added(2, 'foto.jpg')], {
      state: refusalNotice(),
      kind: 'observations',
    });
    expect(dialog).toHaveAccessibleName('Vuoi inviare le osservazioni?');
    expect(within(dialog).getByText('Insieme al testo consegni 2 documenti.')).toBeInTheDocument();
  });

  it('in English, counts one document in the singular, and cancels', async () => {
    const one = await openConfirmation([added(1, 'survey.pdf')], { lang: 'en' });
    expect(within(one.dialog).getByText('With the text you hand in one document.')).toBeInTheDocument();
    await one.user.click(within(one.dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in English, counts several in the plural', async () => {
    const several = await openConfirmation([added(1, 'a.pdf'), added(2, 'b.pdf'), added(3, 'c.pdf')], {
      lang: 'en',
    });
    expect(
      within(several.dialog).getByRole('list', { name: 'With the text you hand in 3 documents.' }),
    ).toBeInTheDocument();
  });

  it('in English, warns when no document is attached', async () => {
    const { dialog } = await openConfirmation([], { lang: 'en' });
    expect(dialog).toHaveTextContent(
      'You have not attached any documents: only the text will be sent. If you need to hand in documents, cancel and add them before sending.',
    );
  });

  it('sends once confirmed, as before', async () => {
    const { dialog, user, calls } = await openConfirmation([added(1, 'visura.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Conferma e invia' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/suap/v1/request/answer/3')).toHaveLength(1));
  });

  for (const lang of ['it', 'en'] as const)
    it(`has no axe violation with documents listed, in ${lang}`, async () => {
      await openConfirmation([added(1, 'visura.pdf'), added(2, 'planimetria-nuova.pdf')], { lang });
      await expectNoAxeViolations();
    });
});
