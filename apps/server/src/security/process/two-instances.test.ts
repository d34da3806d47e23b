import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.js';
import { startFailoverProxy, type FailoverProxy } from './failover-proxy.js';
import { HttpBrowser, logIn } from './http-browser.js';
import { pickSuapAndInitiative, REQUESTS, requestOf } from './journey.js';
import { startServer, stopAllServers } from './server-process.js';
import { makeTempDir, removeTempDirs } from './temp-dirs.js';

describe('two server instances on one PostgreSQL', async () => {
  const database = await createTestDatabase();
  let proxy: FailoverProxy | undefined;
  afterAll(async () => {
    await stopAllServers();
    await proxy?.close();
    await removeTempDirs();
  }, 120_000);

  it('a citizen logs in across both, continues on the second, and finishes there when the first dies', async () => {
    // Both believe they are the proxy (BASE_URL), as instances behind a load balancer do.
    proxy = await startFailoverProxy();
    const settings = { databaseUrl: database.url, baseUrl: proxy.url };
    // Started together, as a deployment does: start-up (migrations, seeds, provider keys) must not collide.
    const [one, two] = await Promise.all([
      startServer({ ...settings, dataDir: await makeTempDir('instance-1') }),
      startServer({ ...settings, dataDir: await makeTempDir('instance-2') }),
    ]);
    const [first, second] = [one.url, two.url];
    proxy.targets.push(first, second);

    // The login starts on the first: the pre-login state and the provider's authorization request...
    const browser = new HttpBrowser(one.url);
    const started = await browser.call('/api/login/start?idp=fo');
    expect(started.status).toBe(302);
    const authorize = await browser.call(started.headers.get('location') ?? '');
    expect(authorize.headers.get('location'), 'the provider sends the browser to its login page').toMatch(
      /\/idp\/fo\/interaction\//,
    );
    // ...and the provider's form, its outcome and the token call happen on the second.
    browser.base = two.url;
    const page = await browser.follow(authorize);
    const form = /action="([^"]+\/login)"/.exec(page.text)?.[1];
    expect(form, page.text.slice(0, 300)).toBeTruthy();
    const submitted = await browser.call(form ?? '', {
      method: 'POST',
      form: { username: 'mario.rossi', password: 'password' },
    });
    const callback = new URL((await browser.follow(submitted)).headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(`${proxy.url}/auth/login`);
    await browser.call('/api/session');
    const token = await browser.write('POST', '/api/login/token', {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code'),
      redirect_uri: `${callback.origin}${callback.pathname}`,
      state: callback.searchParams.get('state'),
    });
    expect(token.status, token.text).toBe(200);
    const user = (token.json as { user: { userId: number; fiscalCode: string } }).user;

    // The session made on the second is valid on the first.
    browser.base = one.url;
    const session = await browser.call('/api/session');
    expect(session.json).toMatchObject({ authenticated: true, user: { userId: user.userId } });

    // A draft created on the first is seen and updated on the second, and the update is seen on the first.
    const created = requestOf(
      await browser.write('POST', REQUESTS, {
        procedureNotification: { typeId: 1, address: 'two-instances@example.com' },
      }),
    );
    browser.base = two.url;
    const seenBySecond = requestOf(await browser.call(`${REQUESTS}/${created.requestId}`));
    expect(seenBySecond).toMatchObject({
      version: 1,
      procedureNotification: { address: 'two-instances@example.com' },
    });
    const choice = await pickSuapAndInitiative(browser);
    const updated = requestOf(
      await browser.write('PUT', `${REQUESTS}/${created.requestId}`, {
        version: 1,
        action: 'save',
        suap: { suapId: choice.suapId },
        iniziative: { iniziativeId: choice.iniziativeId },
      }),
    );
    expect(updated.version).toBe(2);
    browser.base = one.url;
    expect(requestOf(await browser.call(`${REQUESTS}/${created.requestId}`))).toMatchObject({
      version: 2,
      suap: { suapId: choice.suapId },
    });

    await one.kill();

    // The journey finishes on the second: personal data, then send.
    browser.base = two.url;
    const completed = requestOf(
      await browser.write('PUT', `${REQUESTS}/${created.requestId}`, {
        version: 2,
        action: 'save',
        personalData: { firstName: 'Mario', lastName: 'Rossi', fiscalCode: user.fiscalCode },
      }),
    );
    const sent = requestOf(
      await browser.write('PUT', `${REQUESTS}/${created.requestId}`, {
        version: completed.version,
        action: 'send',
      }),
    );
    expect(sent.stateOfRequest.stateOfRequestId).toBe(3);
    expect(sent.referenceCode).toMatch(/\S/);
    const list = await browser.call(`${REQUESTS}/list?userId=${user.userId}`);
    expect(
      (list.json as { requestList: { requestId: number; referenceCode: string }[] }).requestList,
    ).toContainEqual(
      expect.objectContaining({ requestId: created.requestId, referenceCode: sent.referenceCode }),
    );

    // With the first gone, a whole new login through the load balancer works: the provider calls the
    // server makes to itself (token endpoint, keys) reach the survivor.
    const served = proxy.served.get(second) ?? 0;
    const anna = await logIn(proxy.url, 'anna.verdi');
    expect(anna.userId).not.toBe(user.userId);
    expect(proxy.served.get(second) ?? 0).toBeGreaterThan(served);
    expect(two.alive()).toBe(true);
    await two.stop();
  }, 300_000);
});
