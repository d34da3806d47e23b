import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_EVENTS } from '@suap/shared';
import { callsTo, type Reply } from '../../../../test/api-mock';
import { resetApp } from '../../../../test/reset-app';
import { STAFF, staffRequest } from '../../../../test/fixtures';
import { openProcedureDetails, PAOLA, procedureOf, procedureReply } from '../../testing/procedure-details';
import { actionDrafts } from './action-drafts';
import {
  notification,
  NOTIFICATIONS_PATH,
  notificationsReply,
  THREE_STATUSES,
} from './notification-fixtures';
import { PENDING_REFRESH_MS } from './use-notifications';

afterEach(() => {
  vi.useRealTimers();
  resetApp();
  actionDrafts.clearAll();
});

/** The details of request 9 with the server answering its messages with `replies` in turn (the last repeats). */
async function openMessages(replies: Reply[], options: Parameters<typeof openProcedureDetails>[0] = {}) {
  const queue = [...replies];
  const setup = await openProcedureDetails({
    ...options,
    handlers: {
      [`GET ${NOTIFICATIONS_PATH}`]: () => (queue.length > 1 ? queue.shift()! : queue[0]!),
      ...options.handlers,
    },
  });
  const title = options.lang === 'en' ? 'Messages to the applicant' : 'Comunicazioni al richiedente';
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  return { ...setup, section: heading.closest('section') as HTMLElement };
}

/** Each message's heading, and the words of its delivery under "Esito dell'invio" / "Delivery". */
function shownMessages(section: HTMLElement, statusLabel = "Esito dell'invio") {
  return within(section)
    .queryAllByRole('listitem')
    .map((item) => ({
      event: within(item).getByRole('heading', { level: 3 }).textContent,
      status: within(item).getByText(statusLabel, { selector: 'dt' }).nextElementSibling?.textContent,
    }));
}

const field = (item: HTMLElement, label: string) =>
  within(item).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('back-office messages to the applicant', { timeout: 30_000 }, () => {
  it('lists every message after the history, oldest first, with its delivery in words', async () => {
    const { section } = await openMessages([notificationsReply(THREE_STATUSES)]);
    // After the procedure's history, in the page order.
    const history = screen.getByRole('heading', { level: 2, name: 'Cronologia' });
    expect(history.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(section).getByRole('list', { name: 'Comunicazioni al richiedente' })).toBeInTheDocument();
    expect(shownMessages(section)).toEqual([
      { event: 'Richiesta ricevuta', status: 'Inviata il 02/03/2025 10:15' },
      {
        event: 'Presa in carico',
        status:
          'In attesa di invio' +
          'Tentativi non riusciti: 2. ' +
          'Nuovo tentativo il 02/03/2025 alle 11:35.' +
          'Ultimo errore: 451 4.7.1 Try again later',
      },
      {
        event: 'Preavviso di rigetto (art. 10-bis)',
        status: 'Non recapitataMotivo: 550 5.1.1 User unknown',
      },
    ]);
  });

  it('says where each message went, in which language, and when it was written', async () => {
    const { section } = await openMessages([notificationsReply(THREE_STATUSES)]);
    const [pec, email] = within(section).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(field(pec, 'Canale')).toBe('PEC');
    expect(field(pec, 'Destinatario')).toBe('mario.rossi@pec.example.com');
    expect(field(pec, 'Lingua del messaggio')).toBe('Inglese');
    expect(field(pec, 'Creata il')).toBe('02/03/2025 10:15');
    expect(field(email, 'Canale')).toBe('Email');
    expect(field(email, 'Destinatario')).toBe('mario.rossi@example.com');
    expect(field(email, 'Lingua del messaggio')).toBe('Italiano');
    expect(field(email, 'Creata il')).toBe('02/03/2025 11:00');
  });

  it('gives only the time of a next attempt due today, and nothing more for a message not tried yet', async () => {
    // Only the clock is faked: the page's timers (queries, user events) run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-02T10:30:00.000Z'));
    const fresh = notification({ notificationId: 4, status: 'pending', attempts: 0, sentAt: null });
    const { section } = await openMessages([notificationsReply([THREE_STATUSES[1]!, fresh])]);
    expect(shownMessages(section).map((message) => message.status)).toEqual([
      'In attesa di invio' +
        'Tentativi non riusciti: 2. ' +
        'Nuovo tentativo alle 11:35.' +
        'Ultimo errore: 451 4.7.1 Try again later',
      'In attesa di invio',
    ]);
  });

  it('shows the English texts on the English page', async () => {
    const { section } = await openMessages([notificationsReply(THREE_STATUSES)], { lang: 'en' });
    expect(shownMessages(section, 'Delivery')).toEqual([
      { event: 'Request received', status: 'Sent on 02/03/2025 10:15' },
      {
        event: 'Taken in charge',
        status:
          'Waiting to be sent' +
          'Failed attempts: 2. ' +
          'Next attempt on 02/03/2025 at 11:35.' +
          'Last error: 451 4.7.1 Try again later',
      },
      {
        event: 'Notice of reasons for refusal (art. 10-bis)',
        status: 'Not deliveredReason: 550 5.1.1 User unknown',
      },
    ]);
    const [first] = within(section).getAllByRole('listitem') as [HTMLElement];
    expect(field(first, 'Channel')).toBe('PEC');
    expect(field(first, 'Language of the message')).toBe('English');
    expect(field(first, 'Created on')).toBe('02/03/2025 10:15');
  });

  it('names every kind of message', async () => {
    const list = NOTIFICATION_EVENTS.map((event, index) =>
      notification({ notificationId: index + 1, event }),
    );
    const { section } = await openMessages([notificationsReply(list)]);
    expect(shownMessages(section).map((message) => message.event)).toEqual([
      'Richiesta ricevuta',
      'Presa in carico',
      'Richiesta di integrazione',
      'Preavviso di rigetto (art. 10-bis)',
      'Accoglimento',
      'Rigetto',
      'Promemoria del termine',
    ]);
  });

  it('says when no message was sent', async () => {
    const { section } = await openMessages([notificationsReply([])]);
    expect(section).toHaveTextContent('Nessuna comunicazione inviata.');
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows them to the read-only profile too', async () => {
    const { section } = await openMessages([notificationsReply(THREE_STATUSES)], {
      user: { ...STAFF, profile: { profileId: 99, description: 'Operatore' } },
    });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says when the messages cannot be loaded, and loads them again on retry', async () => {
    const failure: Reply = { status: 500, body: { code: 500, message: 'Errore', description: 'Errore' } };
    const { section, user, calls } = await openMessages([failure, notificationsReply(THREE_STATUSES)]);
    // The procedure above is shown all the same: only this section failed.
    expect(screen.getByRole('heading', { level: 2, name: 'Procedimento' })).toBeInTheDocument();
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Non è stato possibile recuperare le comunicazioni inviate al richiedente.',
    );
    await user.click(within(section).getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET', NOTIFICATIONS_PATH)).toHaveLength(2);
  });

  it('reads a waiting message again until it is delivered', async () => {
    const waiting = notification({ status: 'pending', attempts: 0, sentAt: null });
    const { section, calls } = await openMessages([
      notificationsReply([waiting]),
      notificationsReply([notification()]),
    ]);
    expect(shownMessages(section)[0]?.status).toBe('In attesa di invio');
    expect(
      await within(section).findByText(
        'Inviata il 02/03/2025 10:15',
        {},
        { timeout: PENDING_REFRESH_MS * 2 },
      ),
    ).toBeInTheDocument();
    // Nothing waits any more: no further read.
    await new Promise((resolve) => setTimeout(resolve, PENDING_REFRESH_MS + 1_000));
    expect(callsTo(calls, 'GET', NOTIFICATIONS_PATH)).toHaveLength(2);
  });

  it('reads them again after a staff action, which writes its own message', async () => {
    const request = staffRequest(9, 3);
    const taken = procedureOf(request, { stateId: 6, version: 3, responsibleOperator: PAOLA });
    const written = notification({ notificationId: 2, event: 'takenInCharge', status: 'sent' });
    const { section, user, calls } = await openMessages(
      [notificationsReply([notification()]), notificationsReply([notification(), written])],
      { request, procedure: { staffActions: ['takeInCharge'] }, actionReplies: [procedureReply(taken)] },
    );
    expect(shownMessages(section).map((message) => message.event)).toEqual(['Richiesta ricevuta']);
    await user.click(screen.getByRole('button', { name: 'Prendi in carico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi prendere in carico la richiesta n. 9?' });
    await user.click(within(dialog).getByRole('button', { name: 'Prendi in carico' }));
    await screen.findByRole('dialog', { name: 'Richiesta presa in carico' });
    await waitFor(() =>
      expect(shownMessages(section).map((message) => message.event)).toEqual([
        'Richiesta ricevuta',
        'Presa in carico',
      ]),
    );
    expect(callsTo(calls, 'GET', NOTIFICATIONS_PATH)).toHaveLength(2);
  });
});
