import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MASTER_DATA } from '../../../components/reference-data/testing/reference-api-mock';
import { sessionStore } from '../../../lib/session-storage';
import { renderApp } from '../../../test/render-app';
import { draftStore } from '../draft/draft-store';
import { newDraft } from '../draft/wizard-draft';
import { makeRequest, TEST_USER } from '../../../test/fixtures';
import { mockWizardApi, okReply, setUpWizardTests } from '../testing/wizard-test-setup';

const REQUEST = '/api/suap/v1/request';
const person = { firstName: 'Mario', lastName: 'Rossi', fiscalCode: 'RSSMRA80A01H501U' };
const personalData = {
  ...person,
  dateOfBirth: '01/01/1980',
  placeOfBirth: 'Italia',
  cityOfBirth: 'Roma',
  gender: 'M' as const,
  email: null,
  legalRepresentative: false,
  companyName: null,
};

setUpWizardTests();

function newRequestAtContacts() {
  draftStore.create(newDraft(TEST_USER));
  draftStore.completeWithoutSave('initial-summary');
}

describe('notification contacts', { timeout: 30_000 }, () => {
  it('summarises the errors, focuses the first invalid field and saves nothing', async () => {
    const calls = mockWizardApi({});
    newRequestAtContacts();
    renderApp('/it/enrolment/startup/notification-contacts');
    const address = await screen.findByLabelText(/Indirizzo email/);
    await userEvent.clear(address);
    await userEvent.type(address, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Salva e continua' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: /Inserisci un indirizzo email valido/ }),
    ).toHaveAttribute('href', '#enrolment-address');
    expect(address).toHaveFocus();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address.getAttribute('aria-describedby')).toContain('enrolment-address-error');
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('creates the draft on continue and opens the next step', async () => {
    const created = makeRequest({
      requestId: 50,
      version: 1,
      suap: null,
      iniziative: null,
      procedureNotification: { typeId: 2, address: 'mario@pec.it' },
    });
    const calls = mockWizardApi({ [`POST ${REQUEST}`]: () => okReply({ request: created }) });
    newRequestAtContacts();
    renderApp('/it/enrolment/startup/notification-contacts');
    await userEvent.click(await screen.findByLabelText('Posta elettronica certificata (PEC)'));
    const address = screen.getByLabelText(/Indirizzo PEC/);
    await userEvent.clear(address);
    await userEvent.type(address, 'mario@pec.it');
    await userEvent.click(screen.getByRole('button', { name: 'Salva e continua' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SUAP e iniziativa' })).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({ procedureNotification: { typeId: 2, address: 'mario@pec.it' } });
    expect(post.body).not.toHaveProperty('requestId');
    expect(sessionStore.get('draftId')).toBe(50);
  });

  it('saving a new request asks for the contact first, as the server creates no draft without one', async () => {
    const calls = mockWizardApi({});
    newRequestAtContacts();
    renderApp('/it/enrolment/startup/notification-contacts');
    const address = await screen.findByLabelText(/Indirizzo email/);
    await userEvent.clear(address);
    await userEvent.click(screen.getByRole('button', { name: 'Salva la bozza' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link').length).toBeGreaterThan(0);
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('saving updates with the version read and says until when the draft is kept', async () => {
    const existing = makeRequest({
      requestId: 9,
      version: 3,
      procedureNotification: { typeId: 1, address: 'a@b.it' },
    });
    const calls = mockWizardApi({
      [`PUT ${REQUEST}/9`]: () =>
        okReply({ request: { ...existing, version: 4, draftExpiresOn: '2026-05-20' } }),
    });
    draftStore.retrieve(existing, { forcedStep: 'notification-contacts' });
    renderApp('/it/enrolment/startup/notification-contacts');
    await userEvent.click(await screen.findByRole('button', { name: 'Salva la bozza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bozza salvata' });
    expect(dialog).toHaveTextContent('sarà eliminata il 20/05/2026');
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      version: 3,
      action: 'save',
      requestId: 9,
    });
    expect(draftStore.getState().draft?.version).toBe(4);
  });

  it('a stale version shows the conflict message and reloads the latest version on request', async () => {
    const existing = makeRequest({
      requestId: 9,
      version: 3,
      procedureNotification: { typeId: 1, address: 'a@b.it' },
    });
    const latest = {
      ...existing,
      version: 5,
      procedureNotification: { typeId: 1 as const, address: 'other@tab.it' },
    };
    mockWizardApi({
      [`PUT ${REQUEST}/9`]: () => ({
        status: 409,
        body: {
          code: 409,
          message: 'Conflict',
          description: 'changed',
          reason: 'stale-version',
          currentVersion: 5,
        },
      }),
      [`GET ${REQUEST}/9`]: () => okReply({ request: latest }),
    });
    draftStore.retrieve(existing, { forcedStep: 'notification-contacts' });
    renderApp('/it/enrolment/startup/notification-contacts');
    await userEvent.click(await screen.findByRole('button', { name: 'Salva la bozza' }));
    const dialog = await screen.findByRole('dialog', {
      name: "La richiesta è stata modificata in un'altra finestra",
    });
    await userEvent.click(within(dialog).getByRole('button', { name: "Carica l'ultima versione" }));
    await waitFor(() => expect(screen.getByLabelText(/Indirizzo email/)).toHaveValue('other@tab.it'));
    expect(draftStore.getState().draft?.version).toBe(5);
  });

  it('a failed save opens the save-draft error modal', async () => {
    mockWizardApi({ [`PUT ${REQUEST}/9`]: () => ({ status: 500, body: { code: 500, message: 'Error' } }) });
    draftStore.retrieve(
      makeRequest({ requestId: 9, procedureNotification: { typeId: 1, address: 'a@b.it' } }),
      {
        forcedStep: 'notification-contacts',
      },
    );
    renderApp('/it/enrolment/startup/notification-contacts');
    await userEvent.click(await screen.findByRole('button', { name: 'Salva la bozza' }));
    expect(
      await screen.findByRole('dialog', { name: 'Non è stato possibile salvare la bozza' }),
    ).toBeInTheDocument();
  });

  it('abort on a new request offers going back to the form', async () => {
    mockWizardApi({});
    newRequestAtContacts();
    renderApp('/it/enrolment/startup/notification-contacts');
    await userEvent.click(await screen.findByRole('button', { name: 'Annulla la richiesta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi uscire dalla richiesta?' });
    expect(within(dialog).queryByRole('button', { name: 'Salva ed esci' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Torna al modulo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(draftStore.getState().draft).not.toBeNull();
  });

  it('abort on a saved draft saves it and leaves for the startup page after 500 ms', async () => {
    const existing = makeRequest({ requestId: 9, procedureNotification: { typeId: 1, address: 'a@b.it' } });
    const calls = mockWizardApi({
      [`PUT ${REQUEST}/9`]: () => okReply({ request: { ...existing, version: 4 } }),
    });
    draftStore.retrieve(existing, { forcedStep: 'notification-contacts' });
    const { router } = renderApp('/it/enrolment/startup/notification-contacts');
    await userEvent.click(await screen.findByRole('button', { name: 'Annulla la richiesta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi uscire dalla richiesta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva ed esci' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/startup-service'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(true);
    // Forgotten once the step's page is gone (it may still be on screen while the startup page loads).
    await waitFor(() => expect(sessionStore.get('draftId')).toBeUndefined());
  });
});

describe('personal data', { timeout: 30_000 }, () => {
  it('pre-fills from the identity, keeps the provider fiscal code read-only and places birth in Italia', async () => {
    mockWizardApi({});
    draftStore.retrieve(makeRequest({ procedureNotification: { typeId: 1, address: 'a@b.it' } }));
    renderApp('/it/enrolment/startup/personal-data');
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Mario');
    const fiscalCode = screen.getByLabelText(/Codice fiscale/);
    expect(fiscalCode).toHaveValue('RSSMRA80A01H501U');
    expect(fiscalCode).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Stato di nascita/)).toHaveValue('Italia');
  });

  it('acting for a company needs its name and VAT number, verified before going on', async () => {
    const calls = mockWizardApi({
      'GET /api/suap/v1/anagrafica/list': () => ({
        ...MASTER_DATA,
        masterData: {
          ...MASTER_DATA.masterData,
          configuration: {
            ...MASTER_DATA.masterData.configuration,
            typeOfServiceAnagList: [makeRequest().typeOfService],
          },
        },
      }),
      'GET /api/evidencesuaprequestor/v1/public-service/mapping': () =>
        okReply({
          publicService: { euPublicServiceId: 'c_h501-suap-startup', name: 'Avvio', ipaCode: 'c_h501' },
        }),
      'GET /api/acs/check-legal-rep': () => okReply({ esito: 'KO' }),
    });
    draftStore.retrieve(
      makeRequest({ procedureNotification: { typeId: 1, address: 'a@b.it' }, personalData }),
    );
    renderApp('/it/enrolment/startup/personal-data');
    await userEvent.click(await screen.findByLabelText(/legale rappresentante/));
    await userEvent.click(screen.getByRole('button', { name: 'Salva e continua' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Inserisci la ragione sociale');
    expect(summary).toHaveTextContent('Inserisci la partita IVA');
    await userEvent.type(screen.getByLabelText(/Ragione sociale/), 'Rossi S.r.l.');
    await userEvent.type(screen.getByLabelText(/Partita IVA/), '07654320485');
    await userEvent.click(screen.getByRole('button', { name: 'Salva e continua' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('non risulti legale rappresentante'),
    );
    const check = calls.find((call) => call.url.pathname === '/api/acs/check-legal-rep')!;
    expect(Object.fromEntries(check.url.searchParams)).toEqual({
      cfPersona: 'RSSMRA80A01H501U',
      cfImpresa: '07654320485',
      euPublicServiceId: 'c_h501-suap-startup',
      ipaCode: 'c_h501',
    });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('request summary and thank page', { timeout: 30_000 }, () => {
  const complete = makeRequest({
    requestId: 9,
    procedureNotification: { typeId: 1, address: 'a@b.it' },
    personalData,
  });

  it('groups the answers with Edit links, confirms, sends and shows the reference code', async () => {
    const sent = {
      ...complete,
      version: 4,
      referenceCode: '2025-000123',
      stateOfRequest: { stateOfRequestId: 3 as const, descriptionIt: 'Inviata', descriptionEn: 'Sent' },
      sentRequestDate: '2025-03-03T10:00:00.000Z',
    };
    const calls = mockWizardApi({ [`PUT ${REQUEST}/9`]: () => okReply({ request: sent }) });
    draftStore.retrieve(complete);
    renderApp('/it/enrolment/startup/request-summary');
    const contacts = await screen.findByRole('region', { name: 'Recapiti per le comunicazioni' });
    expect(within(contacts).getByRole('link', { name: /Modifica/ })).toHaveAttribute(
      'href',
      '/it/enrolment/startup/notification-contacts',
    );
    expect(screen.getByRole('region', { name: 'Dati personali' })).toHaveTextContent('Non indicato');
    expect(screen.getByText(/hanno valore di dichiarazione/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    const dialog = await screen.findByRole('dialog', { name: "Confermi l'invio della richiesta?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma e invia' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Richiesta inviata' })).toBeInTheDocument();
    expect(screen.getByText('2025-000123')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ action: 'send', version: 3 });
    const statuses = draftStore.getState().navigation!.map((step) => step.status);
    expect(statuses).toEqual([4, 4, 4, 4, 4, 1]);
  });

  it('a failed PDF download shows the generic pdf-request alert', async () => {
    mockWizardApi({ [`GET ${REQUEST}/getPdfRecap/9`]: () => ({ status: 500, body: { code: 500 } }) });
    draftStore.retrieve(complete);
    draftStore.update('request-summary', { ...complete, referenceCode: '2025-000123' }, true);
    renderApp('/it/enrolment/startup/thank-page');
    await userEvent.click(await screen.findByRole('button', { name: 'Scarica il riepilogo in PDF' }));
    expect(
      await screen.findByRole('dialog', { name: 'Non è stato possibile scaricare il riepilogo' }),
    ).toBeInTheDocument();
  });
});
