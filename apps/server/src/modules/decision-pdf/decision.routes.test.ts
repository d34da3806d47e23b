import { apiPaths, fillPath, PDF_CONTENT_TYPE, RequestState, Role } from '@suap/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../test/back-office-sessions.js';
import { citizen, MARIO } from '../../../test/citizen.js';
import { buildTestApp } from '../../../test/helper.js';
import { inflatePdf, pdfText } from '../../../test/pdf-text.js';
import { requests, users } from '../../db/schema.js';
import { appendHistory } from '../procedure/index.js';

const own = (id: number | string) => `/api${fillPath(apiPaths.requests.decisionPdf, { id })}`;
const staffUrl = (id: number | string) => `/api${fillPath(apiPaths.backOffice.decisionPdf, { id })}`;
/** The text of a PDF as the routes send it (compressed), on one line. */
const textOf = (reply: { rawPayload: Buffer }) => pdfText(inflatePdf(reply.rawPayload)).replace(/\s+/g, ' ');
const latin1 = (reply: { rawPayload: Buffer }) => reply.rawPayload.toString('latin1');

const GIULIA_REQUEST = 12; // sent, in Italian, by a legal representative (demo data)
const ENGLISH_REQUEST = 7; // mario.rossi's request sent in English (demo data)
const NOTICE =
  'Il laboratorio indicato non ha la destinazione d’uso artigianale richiesta dal piano regolatore.';
const OBSERVATIONS = 'Il cambio di destinazione d’uso è stato chiesto al Comune il mese scorso.';
const REASON = 'La richiesta è respinta: i locali non hanno la destinazione d’uso artigianale.';
const ASSESSMENT = 'Una domanda di cambio di destinazione non ancora accolta non supera il motivo ostativo.';
const ACCEPTED = 'The request is complete and the premises comply with the hygiene rules.';

describe('GET getDecisionPdf/:id (citizen and back office)', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const db = database.db;
  const [collab] = await db.select().from(users).where(eq(users.fiscalCode, 'BLUMRC82P09A944Y'));
  const operator = { userId: collab!.userId, profileId: Role.BO_COLLAB };

  // A refusal after observations, and an acceptance in English, written as the procedure writes them.
  const [giuliaRow] = await db.select().from(requests).where(eq(requests.requestId, GIULIA_REQUEST));
  const step = { requestId: GIULIA_REQUEST, actor: operator };
  await appendHistory(db, {
    ...step,
    action: 'takeInCharge',
    fromStateId: 3,
    toStateId: 6,
    assigneeUserId: collab!.userId,
  });
  await appendHistory(db, {
    ...step,
    action: 'startRefusal',
    fromStateId: 6,
    toStateId: 9,
    message: NOTICE,
    dueOn: '2026-03-12',
  });
  await appendHistory(db, {
    requestId: GIULIA_REQUEST,
    actor: { userId: giuliaRow!.userId, profileId: Role.FRONT_OFFICE },
    action: 'submitObservations',
    fromStateId: 9,
    toStateId: 10,
    message: OBSERVATIONS,
  });
  await appendHistory(db, {
    ...step,
    action: 'reject',
    fromStateId: 10,
    toStateId: 5,
    message: REASON,
    assessment: ASSESSMENT,
  });
  await db
    .update(requests)
    .set({ stateId: RequestState.REJECTED, assigneeUserId: collab!.userId })
    .where(eq(requests.requestId, GIULIA_REQUEST));
  const english = { requestId: ENGLISH_REQUEST, actor: operator };
  await appendHistory(db, {
    ...english,
    action: 'takeInCharge',
    fromStateId: 3,
    toStateId: 6,
    assigneeUserId: collab!.userId,
  });
  await appendHistory(db, { ...english, action: 'accept', fromStateId: 6, toStateId: 4, message: ACCEPTED });
  await db
    .update(requests)
    .set({ stateId: RequestState.ACCEPTED, assigneeUserId: collab!.userId })
    .where(eq(requests.requestId, ENGLISH_REQUEST));

  const giulia = await citizen(app, 'giulia.bianchi');
  const mario = await citizen(app, 'mario.rossi');
  const anna = await citizen(app, 'anna.verdi');
  const staff = await signedIn(app, 'bo', 'staff');

  it('gives the owner the decision of a rejected request: a tagged PDF in the request language', async () => {
    const reply = await giulia.get(own(GIULIA_REQUEST));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe(PDF_CONTENT_TYPE);
    expect(reply.headers['cache-control']).toBe('no-store');
    const code = giuliaRow!.referenceCode!;
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="provvedimento-${code}.pdf"`);
    const raw = latin1(reply);
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toContain('/Lang (it-IT)');
    expect(raw).toContain('/DisplayDocTitle true');
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R|\/Marked true/);
    for (const role of ['Document', 'H1', 'H2', 'P', 'L', 'LI', 'Lbl', 'LBody'])
      expect(raw).toContain(`/S /${role}\n`);
  });

  it('says who asked what, the outcome, the reasons, the 10-bis notice, the observations and the history', async () => {
    const text = textOf(await giulia.get(own(GIULIA_REQUEST)));
    expect(text).toContain(`Provvedimento conclusivo ${giuliaRow!.referenceCode}`);
    expect(text).toContain('Esito Richiesta rifiutata');
    expect(text).toContain('Giulia Bianchi, codice fiscale BNCGLI85M41D612C');
    expect(text).toMatch(/Impresa rappresentata .+, partita IVA \d{11}/);
    expect(text).toContain('Responsabile del procedimento Marco Blu');
    expect(text).toContain(`Motivazione della decisione ${REASON}`);
    expect(text).toContain('Preavviso di rigetto (art. 10-bis, legge 241/1990)');
    expect(text).toContain(`con termine al 12/03/2026 per presentare osservazioni. Motivi: ${NOTICE}`);
    expect(text).toContain(`Osservazioni del richiedente Presentate il`);
    expect(text).toContain(OBSERVATIONS);
    expect(text).toContain(`Valutazione delle osservazioni ${ASSESSMENT}`);
    expect(text).toContain('Storico della richiesta');
    expect(text).toContain('Stato: da «Inviata» a «In istruttoria»');
    expect(text).toContain('Da: Marco Blu (operatore)');
    expect(text).toContain('Da: Giulia Bianchi (richiedente)');
    expect(text).toMatch(/Decisa il \d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} Invio della richiesta/);
    expect(text).not.toContain('\uFFFD');
  });

  it('is in English for a request made in English, whatever the language of the call', async () => {
    const reply = await mario.get(`${own(ENGLISH_REQUEST)}?lang=it`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="decision-SUAP-\d{4}-\d{6}\.pdf"$/,
    );
    expect(latin1(reply)).toContain('/Lang (en-GB)');
    const text = textOf(reply);
    expect(text).toContain('Outcome Request accepted');
    expect(text).toContain(`Reasons for the decision ${ACCEPTED}`);
    expect(text).toContain('Request history');
    expect(text).toContain('By: Marco Blu (operator)');
    // An acceptance needs no notice: nothing of a refusal is written.
    expect(text).not.toContain('observations');
    expect(text).not.toContain('Storico');
  });

  it("answers 404 to a citizen asking for someone else's decision, as for an unknown request", async () => {
    for (const url of [own(GIULIA_REQUEST), own(999_999)]) {
      const reply = await anna.get(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json()).toMatchObject({
        code: 404,
        message: expect.any(String),
        description: expect.any(String),
      });
    }
  });

  it('gives staff the same document, of any decided request', async () => {
    const reply = await call(staff, 'GET', staffUrl(GIULIA_REQUEST));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe(PDF_CONTENT_TYPE);
    expect(textOf(reply)).toContain(`Valutazione delle osservazioni ${ASSESSMENT}`);
    // A request decided in the demo data, with its responsible operator and reason.
    const seeded = await call(staff, 'GET', staffUrl(MARIO.acceptedId));
    expect(seeded.statusCode).toBe(200);
    expect(textOf(seeded)).toMatch(/Motivazione della decisione \S+/);
    expect((await call(staff, 'GET', staffUrl(999_999))).statusCode).toBe(404);
  });

  it('answers 409 with the error envelope, in the language of the call, for a request not decided', async () => {
    for (const [browser, url] of [
      [mario.browser, own(MARIO.sentId)],
      [mario.browser, own(MARIO.draftId)],
      [staff, staffUrl(MARIO.sentId)],
    ] as const) {
      const italian = await browser.request({ method: 'GET', url });
      expect(italian.statusCode, url).toBe(409);
      expect(italian.headers['content-type']).toMatch(/^application\/json/);
      expect(italian.json()).toMatchObject({
        code: 409,
        message: expect.any(String),
        reason: 'not-decided',
        description: expect.stringContaining('La richiesta non è ancora conclusa (stato «'),
      });
      const english = await browser.request({ method: 'GET', url: `${url}?lang=en` });
      expect(english.json().description).toMatch(/^The request is not decided yet \(state “.+”\)/);
    }
  });

  it('puts the history in the PDF recap too, once the request was sent (drafts have none)', async () => {
    const recap = await giulia.get(`/api${fillPath(apiPaths.requests.pdfRecap, { id: GIULIA_REQUEST })}`);
    expect(recap.statusCode).toBe(200);
    const text = textOf(recap);
    expect(text).toContain('Storico della richiesta');
    expect(text).toContain(`Valutazione delle osservazioni: ${ASSESSMENT}`);
    const staffRecap = await call(staff, 'GET', `/api${fillPath(apiPaths.backOffice.pdfRecap, { id: 15 })}`);
    expect(textOf(staffRecap)).toContain('Scadenza del termine');
    const draft = await mario.get(`/api${fillPath(apiPaths.requests.pdfRecap, { id: MARIO.draftId })}`);
    expect(draft.statusCode).toBe(200);
    expect(textOf(draft)).not.toContain('Storico della richiesta');
  });

  it('refuses a malformed id with 400', async () => {
    expect((await mario.get(own('abc'))).statusCode).toBe(400);
    expect((await call(staff, 'GET', staffUrl('abc'))).statusCode).toBe(400);
  });
});
