import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { auditLog, users } from '../../db/schema.js';
import { login, TestBrowser } from '../../../test/browser.js';
import { MARIO_ROSSI_CHECK } from '../../../test/person-checks.js';

const hans = {
  codiceFiscale: 'MLLHNS75C15Z112U',
  nome: 'Hans',
  cognome: 'Müller',
  dataNascita: '15/03/1975',
  sesso: 'M',
  statoNascita: 'Germania',
  comuneNascita: '',
};

describe('eIDAS identity matching', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });

  it('sends hans.mueller to identity matching, checks his fiscal code and links it', async () => {
    const browser = new TestBrowser(app);
    const res = await login(browser, 'fo', 'hans.mueller', '/en/startup-service');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      identityMatching: true,
      user: null,
      claims: { fiscalCode: null, userEidasId: 'DE/IT/HM1975DE', lastName: 'Müller' },
    });
    // Not a portal user yet: protected calls are refused.
    const info = await browser.request({
      method: 'GET',
      url: '/api/suap/v1/request/getUserInfo?fiscalCode=MLLHNS75C15Z112U',
    });
    expect(info.statusCode).toBe(401);

    const check = await browser.post('/api/acs/check/pf', hans);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ valido: true, codiceFiscale: 'MLLHNS75C15Z112U', sesso: 'M' });

    const before = browser.cookies.get('suap_sid');
    const linked = await browser.post('/api/login/identity-match', hans);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      identityMatching: false,
      origin: '/en/startup-service',
      user: {
        fiscalCode: 'MLLHNS75C15Z112U',
        userEidasId: 'DE/IT/HM1975DE',
        profile: { profileId: 1 },
        placeOfBirth: 'Germania',
      },
    });
    expect(browser.cookies.get('suap_sid')).not.toBe(before);
    const [row] = await database.db.select().from(users).where(eq(users.fiscalCode, 'MLLHNS75C15Z112U'));
    expect(row?.userEidasId).toBe('DE/IT/HM1975DE');
    const links = await database.db.select().from(auditLog).where(eq(auditLog.action, 'identity.link'));
    expect(links).toHaveLength(1);

    // Next time the linked eIDAS identity logs in directly.
    const again = await login(new TestBrowser(app), 'fo', 'hans.mueller');
    expect(again.json()).toMatchObject({ identityMatching: false, user: { fiscalCode: 'MLLHNS75C15Z112U' } });
  });

  it("refuses to link someone else's fiscal code", async () => {
    await database.db
      .update(users)
      .set({ userEidasId: null })
      .where(eq(users.fiscalCode, 'MLLHNS75C15Z112U'));
    await database.db.delete(users).where(eq(users.fiscalCode, 'MLLHNS75C15Z112U'));
    const browser = new TestBrowser(app);
    await login(browser, 'fo', 'hans.mueller');
    const res = await browser.post('/api/login/identity-match', MARIO_ROSSI_CHECK);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ valido: false });
    expect(res.json().description).toMatch(/identity you logged in with/);
  });

  it('refuses identity matching without a pending session', async () => {
    const browser = new TestBrowser(app);
    await login(browser, 'fo', 'mario.rossi');
    const res = await browser.post('/api/login/identity-match', hans);
    expect(res.statusCode).toBe(401);
  });
});
