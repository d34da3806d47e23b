import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okReply as envelope } from '../../../test/api-mock';
import { attachment, attachmentsReply, fileOf, stubUploads } from '../../../test/attachment-fixtures';
import { makeRequest } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { draftStore } from '../draft/draft-store';
import { mockWizardApi, setUpWizardTests } from '../testing/wizard-test-setup';

// Issue 29: documents are added on the summary, before the send; they are optional, so no step status changes.

setUpWizardTests();

const LIST = '/api/suap/v1/request/attachments/9';
const complete = makeRequest({
  requestId: 9,
  procedureNotification: { typeId: 1, address: 'a@b.it' },
  personalData: {
    firstName: 'Mario',
    lastName: 'Rossi',
    fiscalCode: 'RSSMRA80A01H501U',
    dateOfBirth: '01/01/1980',
    placeOfBirth: 'Italia',
    cityOfBirth: 'Roma',
    gender: 'M',
    email: null,
    legalRepresentative: false,
    companyName: null,
  },
});

describe('documents on the request summary', { timeout: 30_000 }, () => {
  it('uploads to the draft, holds the send meanwhile and leaves the step statuses alone', async () => {
    const server = { attachments: [attachment({ attachmentId: 4, fileName: 'procura.pdf' })] };
    mockWizardApi({ [`GET ${LIST}`]: () => attachmentsReply(server.attachments) });
    const uploads = stubUploads();
    draftStore.retrieve(complete);
    const statuses = draftStore.getState().navigation!.map((step) => step.status);
    renderApp('/it/enrolment/startup/request-summary');

    const section = await screen.findByRole('region', { name: 'Documenti allegati' });
    expect(section).toHaveTextContent('Non sono obbligatori.');
    expect(await within(section).findByRole('button', { name: 'Rimuovi procura.pdf' })).toBeInTheDocument();
    // After the answers and before the declaration.
    const declaration = screen.getByText(/hanno valore di dichiarazione/);
    expect(section.compareDocumentPosition(declaration) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.upload(
      within(section).getByLabelText('Scegli i file da allegare'),
      fileOf('pianta.pdf', 10),
    );
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url.pathname).toBe(LIST);
    expect(screen.getByRole('button', { name: 'Invia la richiesta' })).toBeDisabled();

    server.attachments = [...server.attachments, attachment({ attachmentId: 5, fileName: 'pianta.pdf' })];
    uploads[0]!.respond({ status: 201, body: envelope({ attachment: server.attachments[1] }) });
    expect(await within(section).findByRole('button', { name: 'Scarica pianta.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invia la richiesta' })).toBeEnabled();
    expect(draftStore.getState().navigation!.map((step) => step.status)).toEqual(statuses);
  });
});
