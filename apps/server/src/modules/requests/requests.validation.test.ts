import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { requests } from '../../db/schema.js';
import { citizen, completeDraft, FIRST_STEP, referenceIds, requestOf } from '../../../test/citizen.js';

const BASE = '/api/suap/v1/request';

interface BadRequest {
  code: number;
  errors: { field: string; rule: string; message: string }[];
  missing?: string[];
}

describe('request validation', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const mario = await citizen(app, 'mario.rossi');
  const ids = await referenceIds(database);
  const draft = requestOf(await mario.post(BASE, FIRST_STEP));
  const url = `${BASE}/${draft.requestId}`;
  const stored = async () =>
    (await database.db.select().from(requests).where(eq(requests.requestId, draft.requestId!)))[0];

  const fieldsOf = (body: BadRequest) => body.errors.map((error) => error.field);

  it.each([
    ['a wrong type', { personalData: 'Mario' }, 'body.personalData'],
    ['a number as a text', { personalData: { firstName: 42 } }, 'body.personalData.firstName'],
    ['an invalid e-mail', { personalData: { email: 'mario@' } }, 'body.personalData.email'],
    [
      'an invalid PEC address',
      { procedureNotification: { typeId: 2, address: 'pec' } },
      'body.procedureNotification.address',
    ],
    [
      'an unknown notification type',
      { procedureNotification: { typeId: 3, address: 'a@b.it' } },
      'body.procedureNotification.typeId',
    ],
    ['a VAT number of 10 digits', { partitaIva: '1234567890' }, 'body.partitaIva'],
    [
      'a malformed fiscal code',
      { personalData: { fiscalCode: 'RSSMRA80A01H50' } },
      'body.personalData.fiscalCode',
    ],
    [
      'a date that does not exist',
      { personalData: { dateOfBirth: '31/02/1980' } },
      'body.personalData.dateOfBirth',
    ],
    [
      'a date in the wrong form',
      { personalData: { dateOfBirth: '1980-01-01' } },
      'body.personalData.dateOfBirth',
    ],
    ['a name with digits', { personalData: { lastName: 'R0ssi' } }, 'body.personalData.lastName'],
    [
      'a huge string',
      { personalData: { companyName: 'a'.repeat(100_000) } },
      'body.personalData.companyName',
    ],
    ['another service type', { typeOfService: { typeOfServiceId: 2 } }, 'body.typeOfService.typeOfServiceId'],
    ['a negative id', { suap: { suapId: -1 } }, 'body.suap.suapId'],
  ])('answers 400 naming the field for %s, on create and on save', async (_name, body, field) => {
    for (const reply of [
      await mario.post(BASE, body),
      await mario.put(url, { version: draft.version, ...body }),
    ]) {
      expect(reply.statusCode).toBe(400);
      expect(fieldsOf(reply.json())).toContain(field);
    }
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const raw = await mario.browser.request({
      method: 'POST',
      url: BASE,
      payload: '{"suap":',
      headers: { 'content-type': 'application/json', 'x-csrf-token': mario.browser.csrf ?? '' },
    });
    expect(raw.statusCode).toBe(400);
    expect((await mario.put(url, [1, 2])).statusCode).toBe(400);
  });

  it('needs the version on a save', async () => {
    const reply = await mario.put(url, { personalData: { firstName: 'Mario' } });
    expect(reply.statusCode).toBe(400);
    expect(fieldsOf(reply.json())).toContain('body.version');
  });

  it('answers 400, never a foreign-key 500, for a SUAP or initiative that does not exist', async () => {
    const reply = await mario.put(url, {
      version: draft.version,
      suap: { suapId: 987654 },
      iniziative: { iniziativeId: 987654 },
    });
    expect(reply.statusCode).toBe(400);
    expect((reply.json() as BadRequest).errors).toEqual([
      {
        field: 'body.suap.suapId',
        rule: 'exists',
        message: 'Il campo «SUAP» indica un elemento che non esiste.',
      },
      {
        field: 'body.iniziative.iniziativeId',
        rule: 'exists',
        message: 'Il campo «iniziativa» indica un elemento che non esiste.',
      },
    ]);
    expect((await mario.post(BASE, { suap: { suapId: 987654 } })).statusCode).toBe(400);
  });

  it('refuses an external SUAP: it takes requests on its own portal', async () => {
    const reply = await mario.put(url, { version: draft.version, suap: { suapId: ids.externalSuap.suapId } });
    expect(reply.statusCode).toBe(400);
    expect((reply.json() as BadRequest).errors).toEqual([
      { field: 'body.suap.suapId', rule: 'type', message: expect.stringMatching(/^Il campo «SUAP» /) },
    ]);
  });

  it("refuses someone else's fiscal code when the provider gave the user's own", async () => {
    const reply = await mario.put(url, {
      version: draft.version,
      personalData: { fiscalCode: 'VRDNNA90E52F205A' },
    });
    expect(reply.statusCode).toBe(400);
    expect((reply.json() as BadRequest).errors).toEqual([
      {
        field: 'body.personalData.fiscalCode',
        rule: 'own',
        message: 'Il campo «codice fiscale» deve essere il tuo codice fiscale.',
      },
    ]);
  });

  it('refuses an e-mail address longer than its column with 400', async () => {
    const long = `${'a'.repeat(250)}@b.it`;
    const reply = await mario.put(url, { version: draft.version, personalData: { email: long } });
    expect(reply.statusCode).toBe(400);
    expect(fieldsOf(reply.json())).toEqual(['body.personalData.email']);
  });

  it('changed nothing while refusing', async () => {
    expect(await stored()).toMatchObject({
      version: draft.version,
      suapId: null,
      fiscalCode: null,
      email: null,
    });
  });

  it('re-checks completeness on send and lists what is missing, in wizard order', async () => {
    const reply = await mario.put(url, {
      version: draft.version,
      action: 'send',
      // The draft was created with its contact (a create requires it); the send clears it again.
      procedureNotification: null,
      personalData: { firstName: 'Mario' },
    });
    expect(reply.statusCode).toBe(400);
    const body = reply.json() as BadRequest;
    expect(body.missing).toEqual([
      'procedureNotification',
      'iniziative',
      'suap',
      'personalData.lastName',
      'personalData.fiscalCode',
    ]);
    expect(body.errors[0]).toEqual({
      field: 'body.procedureNotification',
      rule: 'required',
      message: 'Il campo «recapito per le comunicazioni» è obbligatorio.',
    });
    expect(await stored()).toMatchObject({ stateId: 1, version: draft.version, firstName: null });
  });

  it('counts what is already stored when checking completeness', async () => {
    const { personalData, ...withoutPerson } = completeDraft(ids);
    const saved = requestOf(await mario.put(url, { version: draft.version, ...withoutPerson }));
    const incomplete = await mario.put(url, { version: saved.version, action: 'send' });
    expect(incomplete.json()).toMatchObject({
      missing: ['personalData.firstName', 'personalData.lastName', 'personalData.fiscalCode'],
    });
    const sent = await mario.put(url, { version: saved.version, action: 'send', personalData });
    expect(sent.statusCode).toBe(200);
  });

  it('asks a legal representative for the company name and its VAT number', async () => {
    const created = requestOf(await mario.post(BASE, completeDraft(ids)));
    const reply = await mario.put(`${BASE}/${created.requestId}`, {
      version: created.version,
      action: 'send',
      personalData: { legalRepresentative: true },
    });
    expect(reply.json()).toMatchObject({ code: 400, missing: ['personalData.companyName', 'partitaIva'] });
  });

  it('stores a blank name as not given and refuses to send it: the step rule of the contract (issue 23)', async () => {
    const created = requestOf(await mario.post(BASE, completeDraft(ids)));
    const target = `${BASE}/${created.requestId}`;
    const saved = await mario.put(target, {
      version: created.version,
      personalData: { firstName: '   ', lastName: ' Rossi ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(requestOf(saved).personalData).toMatchObject({ firstName: null, lastName: 'Rossi' });
    const sent = await mario.put(target, { version: requestOf(saved).version, action: 'send' });
    expect(sent.json()).toMatchObject({ code: 400, missing: ['personalData.firstName'] });
  });

  it.each([
    ['a VAT number with the IT prefix', { partitaIva: 'IT07654320485' }, 'body.partitaIva', 'pattern'],
    [
      'a birth in 1800',
      { personalData: { dateOfBirth: '01/01/1800' } },
      'body.personalData.dateOfBirth',
      'min',
    ],
    [
      'a country with a digit',
      { personalData: { placeOfBirth: 'Ital1a' } },
      'body.personalData.placeOfBirth',
      'pattern',
    ],
  ])('refuses %s naming the rule it broke (issue 23)', async (_name, body, field, rule) => {
    const current = requestOf(await mario.get(url));
    const reply = await mario.put(url, { version: current.version, ...body });
    expect(reply.statusCode).toBe(400);
    expect((reply.json() as BadRequest).errors).toEqual([expect.objectContaining({ field, rule })]);
  });
});
