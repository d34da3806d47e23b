import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, type Reply } from '../../../../test/api-mock';
import { resetApp } from '../../../../test/reset-app';
import { STAFF } from '../../../../test/fixtures';
import { openProcedureDetails } from '../../testing/procedure-details';
import { actionDrafts } from './action-drafts';
import { FAILED_CUI, FIVE_SENT, SSU_PATH, ssuCall, ssuReply, ssuStatus, WAITING_CUI } from './ssu-fixtures';
import { PENDING_REFRESH_MS } from './use-notifications';

afterEach(() => {
  resetApp();
  actionDrafts.clearAll();
});

const TITLE = { it: 'Sistema degli Sportelli Unici (SSU)', en: 'National SUAP system (SSU)' };

/** The details of request 9 with the server answering its SSU status with `replies` in turn (the last repeats). */
async function openSsu(replies: Reply[], options: Parameters<typeof openProcedureDetails>[0] = {}) {
  const queue = [...replies];
  const setup = await openProcedureDetails({
    ...options,
    handlers: {
      [`GET ${SSU_PATH}`]: () => (queue.length > 1 ? queue.shift()! : queue[0]!),
      ...options.handlers,
    },
  });
  const heading = await screen.findByRole('heading', { level: 2, name: TITLE[options.lang ?? 'it'] });
  return { ...setup, section: heading.closest('section') as HTMLElement };
}

const field = (root: HTMLElement, label: string) =>
  within(root).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;

/** Each call's heading, and the words of its outcome under "Esito" / "Outcome". */
function shownCalls(section: HTMLElement, statusLabel = 'Esito') {
  return within(section)
    .queryAllByRole('listitem')
    .map((item) => ({
      operation: within(item).getByRole('heading', { level: 4 }).textContent,
      status: field(item, statusLabel),
    }));
}

/**
 * The calls about what the back office sent (issue 30): a document fetched for its outcome, for its integration
 * request, for neither; a retry asked of each, two with what the portal found wrong. A fetch's message is not an
 * inconsistency.
 */
const BACK_OFFICE_CALLS = [
  ssuCall({ operation: 'fetch_document', purpose: 'notify', message: 'decision-1' }),
  ssuCall({ operation: 'fetch_document', purpose: 'request_integration' }),
  ssuCall({ operation: 'fetch_document' }),
  ssuCall({
    operation: 'retry',
    purpose: 'notify',
    message: 'ERROR_412_001',
  }),
  ssuCall({ operation: 'retry', purpose: 'request_integration', message: 'ERROR_503_001' }),
  ssuCall({ operation: 'retry', message: 'ERROR_500_042' }),
].map((call, index) => ({ ...call, callId: index + 1 }));

/** Each call's heading, and the line that says what the portal found wrong, if any. */
const backOfficeCalls = (section: HTMLElement, inconsistency: RegExp) =>
  within(section)
    .getAllByRole('listitem')
    .map((item) => ({
      operation: within(item).getByRole('heading', { level: 4 }).textContent,
      inconsistency: within(item).queryByText(inconsistency)?.textContent ?? null,
    }));

describe('back-office request in the national SUAP system (issue 30)', { timeout: 30_000 }, () => {
  it('shows the CUI, the receipt and the five calls in words, after the messages', async () => {
    const { section } = await openSsu([ssuReply(ssuStatus())]);
    const messages = screen.getByRole('heading', { level: 2, name: 'Comunicazioni al richiedente' });
    expect(messages.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field(section, "Codice unico dell'istanza (CUI)")).toBe(
      'SUAP-058091-00000012Assegnato il 02/03/2025',
    );
    expect(field(section, "Identificativo dell'istanza (UUID)")).toBe('0f8e6d2c-4b1a-4c3e-9d7f-2a6b5c4d3e21');
    expect(field(section, 'Data della ricevuta')).toBe('02/03/2025');
    expect(within(section).getByRole('list', { name: 'Chiamate al sistema' })).toBeInTheDocument();
    expect(shownCalls(section)).toEqual([
      { operation: 'Richiesta del CUI al catalogo', status: 'Eseguita il 02/03/2025 10:15' },
      { operation: "Invio dell'istanza al back office", status: 'Eseguita il 02/03/2025 10:15' },
      {
        operation: 'Audit al catalogo: istanza inviata al back office',
        status: 'Eseguita il 02/03/2025 10:15',
      },
      { operation: 'Audit al catalogo: ricevuta inviata', status: 'Eseguita il 02/03/2025 10:15' },
      { operation: 'Ricevuta comunicata al back office', status: 'Eseguita il 02/03/2025 10:15' },
    ]);
    const [first] = within(section).getAllByRole('listitem') as [HTMLElement];
    expect(field(first, 'Creata il')).toBe('02/03/2025 10:15');
  });

  it('says the CUI is not assigned yet while its call waits, with the attempts, the next and the last error', async () => {
    const { section } = await openSsu([
      ssuReply(ssuStatus({ cui: null, receiptOn: null, calls: [WAITING_CUI] })),
    ]);
    expect(field(section, "Codice unico dell'istanza (CUI)")).toBe('Non ancora assegnato');
    expect(field(section, "Identificativo dell'istanza (UUID)")).toBeUndefined();
    expect(field(section, 'Data della ricevuta')).toBe('Non ancora comunicata al back office');
    expect(shownCalls(section)).toEqual([
      {
        operation: 'Richiesta del CUI al catalogo',
        status:
          'In attesa' +
          'Tentativi non riusciti: 2. Nuovo tentativo il 02/03/2025 alle 11:35.' +
          'Ultimo errore: https://catalogo.example.it/fo/request_cui answered 503 ERROR_503_001 (unavailable)',
      },
    ]);
  });

  it('says a call failed, and why', async () => {
    const { section } = await openSsu([
      ssuReply(ssuStatus({ cui: null, receiptOn: null, calls: [FAILED_CUI] })),
    ]);
    expect(shownCalls(section)[0]?.status).toBe(
      'Non riuscita' +
        'Motivo: 12 attempts, the last: https://catalogo.example.it/fo/request_cui answered 503 ERROR_503_001',
    );
  });

  it('shows the English texts on the English page', async () => {
    const { section } = await openSsu(
      [ssuReply(ssuStatus({ calls: [...FIVE_SENT.slice(0, 2), { ...WAITING_CUI, callId: 9 }] }))],
      { lang: 'en' },
    );
    expect(field(section, 'Unique instance code (CUI)')).toBe('SUAP-058091-00000012Assigned on 02/03/2025');
    expect(field(section, 'Receipt date')).toBe('02/03/2025');
    expect(within(section).getByRole('list', { name: 'Calls to the system' })).toBeInTheDocument();
    expect(shownCalls(section, 'Outcome')).toEqual([
      { operation: 'CUI request to the catalogue', status: 'Done on 02/03/2025 10:15' },
      { operation: 'Instance sent to the back office', status: 'Done on 02/03/2025 10:15' },
      {
        operation: 'CUI request to the catalogue',
        status:
          'Waiting' +
          'Failed attempts: 2. Next attempt on 02/03/2025 at 11:35.' +
          'Last error: https://catalogo.example.it/fo/request_cui answered 503 ERROR_503_001 (unavailable)',
      },
    ]);
  });

  it('names every kind of call, and an audit message it has no words for as it went', async () => {
    const kinds = [
      ssuCall({ operation: 'request_cui' }),
      ...(['presented', 'integrated', 'corrected', 'retry'] as const).map((purpose) =>
        ssuCall({ operation: 'send_instance', purpose }),
      ),
      ...(['presented', 'integrated', 'corrected', 'receipt', 'withdrawal', 'retry'] as const).map(
        (purpose) => ssuCall({ operation: 'audit', purpose }),
      ),
      ssuCall({ operation: 'audit', message: 'instance_forwarded' }),
      ssuCall({ operation: 'notify_receipt' }),
      ssuCall({ operation: 'cancel_instance' }),
    ].map((call, index) => ({ ...call, callId: index + 1 }));
    const { section } = await openSsu([ssuReply(ssuStatus({ calls: kinds }))]);
    expect(shownCalls(section).map((call) => call.operation)).toEqual([
      'Richiesta del CUI al catalogo',
      "Invio dell'istanza al back office",
      "Invio dell'istanza integrata al back office",
      "Invio dell'istanza corretta al back office",
      "Nuovo invio dell'istanza al back office",
      'Audit al catalogo: istanza inviata al back office',
      'Audit al catalogo: istanza integrata inviata al back office',
      'Audit al catalogo: istanza corretta inviata al back office',
      'Audit al catalogo: ricevuta inviata',
      'Audit al catalogo: ritiro da parte del richiedente',
      'Audit al catalogo: nuovo tentativo richiesto',
      'Audit al catalogo: instance_forwarded',
      'Ricevuta comunicata al back office',
      "Annullamento dell'istanza (ritiro)",
    ]);
  });

  it("names the back office's documents fetched and the retries asked of it, with the inconsistency found", async () => {
    const { section } = await openSsu([ssuReply(ssuStatus({ calls: BACK_OFFICE_CALLS }))]);
    expect(backOfficeCalls(section, /^Incoerenza rilevata: /)).toEqual([
      { operation: "Documento dell'esito scaricato dal back office", inconsistency: null },
      {
        operation: 'Documento della richiesta di integrazione scaricato dal back office',
        inconsistency: null,
      },
      { operation: 'Documento scaricato dal back office', inconsistency: null },
      {
        operation: "Richiesta al back office di ritrasmettere l'esito",
        inconsistency: 'Incoerenza rilevata: il documento non corrisponde alla sua impronta (hash)',
      },
      {
        operation: 'Richiesta al back office di ritrasmettere la richiesta di integrazione',
        inconsistency: 'Incoerenza rilevata: il documento non è stato disponibile in nessuno dei tentativi',
      },
      {
        operation: 'Richiesta di ritrasmissione al back office',
        inconsistency: 'Incoerenza rilevata: codice ERROR_500_042',
      },
    ]);
    // The fields of each call are still there, the inconsistency besides them.
    expect(shownCalls(section)[3]?.status).toBe('Eseguita il 02/03/2025 10:15');
  });

  it('names them in English on the English page', async () => {
    const { section } = await openSsu([ssuReply(ssuStatus({ calls: BACK_OFFICE_CALLS }))], { lang: 'en' });
    expect(backOfficeCalls(section, /^Inconsistency found: /)).toEqual([
      { operation: 'Outcome document fetched from the back office', inconsistency: null },
      { operation: 'Integration request document fetched from the back office', inconsistency: null },
      { operation: 'Document fetched from the back office', inconsistency: null },
      {
        operation: 'Back office asked to send the outcome again',
        inconsistency: 'Inconsistency found: the document does not match its hash',
      },
      {
        operation: 'Back office asked to send the integration request again',
        inconsistency: 'Inconsistency found: the document could not be fetched in any of the attempts',
      },
      {
        operation: 'Retransmission asked of the back office',
        inconsistency: 'Inconsistency found: code ERROR_500_042',
      },
    ]);
  });

  it('is not shown for a request the SSU never saw', async () => {
    // The default reply of the mocked API: no CUI, no calls.
    const { calls } = await openProcedureDetails();
    await screen.findByRole('heading', { level: 2, name: 'Comunicazioni al richiedente' });
    await waitFor(() => expect(callsTo(calls, 'GET', SSU_PATH)).toHaveLength(1));
    expect(screen.queryByRole('heading', { level: 2, name: TITLE.it })).not.toBeInTheDocument();
  });

  it('shows it to the read-only profile too', async () => {
    const { section } = await openSsu([ssuReply(ssuStatus())], {
      user: { ...STAFF, profile: { profileId: 99, description: 'Operatore' } },
    });
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
  });

  it('says when the status cannot be loaded, and loads it again on retry', async () => {
    const failure: Reply = { status: 500, body: { code: 500, message: 'Errore', description: 'Errore' } };
    const { section, user, calls } = await openSsu([failure, ssuReply(ssuStatus())]);
    expect(screen.getByRole('heading', { level: 2, name: 'Procedimento' })).toBeInTheDocument();
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Non è stato possibile recuperare lo stato della richiesta nel sistema degli Sportelli Unici.',
    );
    await user.click(within(section).getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(5));
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET', SSU_PATH)).toHaveLength(2);
  });

  it('reads it again while a call waits, until the CUI is there', async () => {
    const asked = ssuCall({ status: 'pending', attempts: 0, sentAt: null });
    const { section, calls } = await openSsu([
      ssuReply(ssuStatus({ cui: null, receiptOn: null, calls: [asked] })),
      ssuReply(ssuStatus()),
    ]);
    expect(shownCalls(section)[0]?.status).toBe('In attesa');
    await waitFor(
      () => expect(field(section, "Codice unico dell'istanza (CUI)")).toContain('SUAP-058091-00000012'),
      { timeout: PENDING_REFRESH_MS * 2 },
    );
    expect(shownCalls(section)).toHaveLength(5);
    // Nothing waits any more: no further read.
    await new Promise((resolve) => setTimeout(resolve, PENDING_REFRESH_MS + 1_000));
    expect(callsTo(calls, 'GET', SSU_PATH)).toHaveLength(2);
  });
});
