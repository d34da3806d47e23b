import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';

const LIMIT = 30;

/** 33 login starts in a row, each with another address of the client's choosing in X-Forwarded-For. */
async function spoofedLoginStarts(app: FastifyInstance, forwardedFor: (spoofed: string) => string) {
  const codes: number[] = [];
  for (let i = 1; i <= LIMIT + 3; i += 1) {
    const reply = await app.inject({
      method: 'GET',
      url: '/api/login/start?idp=fo',
      headers: { 'x-forwarded-for': forwardedFor(`198.51.100.${i}`) },
    });
    codes.push(reply.statusCode);
  }
  return codes;
}

const expectLimited = (codes: number[]) => {
  expect(codes.slice(0, LIMIT).every((code) => code === 302)).toBe(true);
  expect(codes.slice(LIMIT)).toEqual([429, 429, 429]);
};

// app.inject's socket address is 127.0.0.1: the proxy, when there is one. The proxy appends the address it saw
// to what the client sent, so the client's own choice is everything left of the last hop.
describe('the login rate limit with forwarded addresses', () => {
  it('ignores X-Forwarded-For when no proxy is configured', async () => {
    const { app } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: LIMIT });
    expectLimited(await spoofedLoginStarts(app, (spoofed) => spoofed));
  });

  it.each([
    ['a hop count', '1'],
    ['the proxy address', '127.0.0.1'],
    ['the proxy network', 'loopback'],
  ])('trusts only the hop the proxy added, with %s', async (_label, trustProxy) => {
    const { app } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: LIMIT, TRUST_PROXY: trustProxy });
    expectLimited(await spoofedLoginStarts(app, (spoofed) => `${spoofed}, 203.0.113.7`));
    // Another client behind the same proxy has its own allowance.
    const other = await app.inject({
      method: 'GET',
      url: '/api/login/start?idp=fo',
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(other.statusCode).toBe(302);
  });

  it('does not trust a forwarded header from an address that is not the proxy', async () => {
    const { app } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: LIMIT, TRUST_PROXY: '10.0.0.5' });
    expectLimited(await spoofedLoginStarts(app, (spoofed) => spoofed));
  });
});
