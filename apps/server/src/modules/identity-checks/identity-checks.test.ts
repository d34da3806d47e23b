import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { login, TestBrowser } from '../../../test/browser.js';
import { MARIO_ROSSI_CHECK } from '../../../test/person-checks.js';

const mario = MARIO_ROSSI_CHECK;

/** Fiscal code checks allowed per session and minute in this file (RATE_LIMIT_LOGIN_PER_MINUTE). */
const CHECKS_PER_MINUTE = 12;

describe('identity checks', async () => {
  const { app } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: CHECKS_PER_MINUTE });
  const giulia = new TestBrowser(app);
  await login(giulia, 'fo', 'giulia.bianchi');
  // The fiscal code check belongs to identity matching: an eIDAS login without a fiscal code waits for it.
  const matching = async () => {
    const browser = new TestBrowser(app);
    const res = await login(browser, 'fo', 'marie.dupont');
    expect(res.json().identityMatching, res.body).toBe(true);
    return browser;
  };
  const marie = await matching();
  const legalRep = (browser: TestBrowser, cfPersona: string, cfImpresa: string) =>
    browser.request({
      method: 'GET',
      url: `/api/acs/check-legal-rep?cfPersona=${cfPersona}&cfImpresa=${cfImpresa}&euPublicServiceId=startup-1&ipaCode=c_h501`,
    });

  it('confirms a fiscal code consistent with the data', async () => {
    const res = await marie.post('/api/acs/check/pf', mario);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      valido: true,
      codiceFiscale: 'RSSMRA80A01H501U',
      comuneNascita: 'Roma',
      dataNascita: '01/01/1980',
    });
  });

  it('answers 400 valido false for a wrong check character', async () => {
    const res = await marie.post('/api/acs/check/pf', { ...mario, codiceFiscale: 'RSSMRA80A01H501X' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, valido: false });
  });

  it.each([
    ['another birth date', { dataNascita: '02/01/1980' }],
    ['another gender', { sesso: 'F' }],
    ['another surname', { cognome: 'Bianchi' }],
    ['another place of birth', { comuneNascita: 'Milano' }],
    ['born abroad', { statoNascita: 'Francia', comuneNascita: '' }],
  ])('answers valido false for inconsistent data (%s)', async (_case, change) => {
    const res = await marie.post('/api/acs/check/pf', { ...mario, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().valido).toBe(false);
  });

  it('needs a session for the fiscal code check', async () => {
    const anonymous = new TestBrowser(app);
    expect((await anonymous.post('/api/acs/check/pf', mario)).statusCode).toBe(401);
  });

  it('refuses the fiscal code check outside identity matching', async () => {
    const res = await giulia.post('/api/acs/check/pf?lang=en', mario);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, description: expect.stringMatching(/identity/) });
    const italian = await giulia.post('/api/acs/check/pf?lang=it', mario);
    expect(italian.json().description).toMatch(/abbinamento/);
    // Whatever the body: the route tells nothing outside identity matching, not even which fields it wants.
    expect((await giulia.post('/api/acs/check/pf', {})).statusCode).toBe(403);
  });

  it('limits the fiscal code checks of a session per minute', async () => {
    const browser = await matching();
    for (let call = 0; call < CHECKS_PER_MINUTE; call += 1) {
      const res = await browser.post('/api/acs/check/pf', mario);
      expect(res.statusCode, `call ${call + 1}`).toBe(200);
    }
    const over = await browser.post('/api/acs/check/pf?lang=en', mario);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 429,
      description: expect.stringMatching(/fiscal code checks/),
    });
    // Another session is counted on its own.
    expect((await (await matching()).post('/api/acs/check/pf', mario)).statusCode).toBe(200);
  });

  it('answers OK for a legal representative of the company and KO otherwise', async () => {
    const ok = await legalRep(giulia, 'BNCGLI85M41D612C', '07654320485');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ code: 200, esito: 'OK' });
    expect((await legalRep(giulia, 'BNCGLI85M41D612C', '04319870632')).json().esito).toBe('KO');
  });

  it("refuses the legal-representative check without login and for another citizen's code", async () => {
    expect((await legalRep(new TestBrowser(app), 'BNCGLI85M41D612C', '07654320485')).statusCode).toBe(401);
    expect((await legalRep(giulia, 'SPSGNI68C14F839D', '04319870632')).statusCode).toBe(403);
  });
});
