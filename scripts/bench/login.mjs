// Real logins through the embedded identity providers, as `npm run load` does (the HTTP browser of the
// server's process tests): the front-office citizen with the helper as is, the back-office administrator with
// the same steps against /idp/bo and POST /api/login/token2. Returns the Cookie header autocannon sends.
const cookieHeader = (browser) => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

export async function logInCitizen(helpers, base, username) {
  const { browser, userId } = await helpers.logIn(base, username);
  return { cookie: cookieHeader(browser), userId };
}

export async function logInBackOffice(helpers, base, username) {
  const browser = new helpers.HttpBrowser(base);
  const page = await browser.follow(await browser.call('/api/login/start?idp=bo'));
  const form = /action="([^"]+\/login)"/.exec(page.text)?.[1];
  if (page.status !== 200 || !form) throw new Error(`no back-office login form (${page.status})`);
  const final = await browser.follow(
    await browser.call(form, { method: 'POST', form: { username, password: 'password' } }),
  );
  const callback = new URL(final.headers.get('location') ?? 'about:blank');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no back-office callback (${final.status}): ${final.text.slice(0, 200)}`);
  await browser.call('/api/session');
  const reply = await browser.write('POST', '/api/login/token2', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${callback.origin}${callback.pathname}`,
    state: callback.searchParams.get('state'),
  });
  if (reply.status !== 200) throw new Error(`${username} could not log in: ${reply.status} ${reply.text}`);
  return { cookie: cookieHeader(browser) };
}
