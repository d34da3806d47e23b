import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { login, TestBrowser } from '../../test/browser.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const OUTSIDE = '203.0.113.7';

describe('GET /metrics', async () => {
  const { app } = await buildTestApp({
    METRICS_TOKEN: TOKEN,
    METRICS_ALLOW_CIDRS: '127.0.0.0/8, 10.1.0.0/16',
    // A notification worker (with its development sink) that ticks once at start: its tallies are reported.
    NOTIFICATION_POLL_SECONDS: 3600,
  });
  const scrape = async (options: { remoteAddress?: string; authorization?: string } = {}) =>
    app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      headers: options.authorization ? { authorization: options.authorization } : {},
    });

  it('answers the operator network, and anyone else only with the token', async () => {
    expect((await scrape()).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '10.1.200.3' })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '::ffff:10.1.0.9' })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: OUTSIDE, authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);

    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer ', TOKEN, `Basic ${TOKEN}`]) {
      const refused = await scrape({ remoteAddress: OUTSIDE, authorization });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 404, message: 'Risorsa non trovata' });
      expect(refused.body).not.toContain('http_request');
    }
  });

  it('trusts the socket address, not a forwarded header', async () => {
    const forged = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('counts requests by route pattern, never by URL', async () => {
    const browser = new TestBrowser(app);
    await login(browser, 'fo', 'mario.rossi');
    await browser.request({ method: 'GET', url: '/api/suap/v1/request/987654?lang=it' });
    await app.inject({ method: 'GET', url: '/api/users/RSSMRA80A01H501U/mario.rossi@example.com' });
    await app.inject({ method: 'GET', url: '/api/health/ready' });

    const reply = await scrape();
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.headers['cache-control']).toBe('no-store');
    const text = reply.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/suap\/v1\/request\/:id",status_code="\d+"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="__unknown__",status_code="404"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health\/ready"/,
    );
    for (const secret of ['987654', 'RSSMRA80A01H501U', 'example.com', 'lang='])
      expect(text).not.toContain(secret);
    // The scrapes themselves are not measured.
    expect(text).not.toContain('route="/metrics"');
  });

  it('reports the database pools, the draft expiry job, the list reply caches and the process', async () => {
    const text = (await scrape()).body;
    for (const pool of ['main', 'hot_reads', 'bounded_reads', 'batch_writes']) {
      for (const name of ['connections', 'idle_connections', 'waiting_clients', 'max_connections'])
        expect(text).toMatch(new RegExp(`^suap_db_pool_${name}\\{pool="${pool}"\\} \\d+$`, 'm'));
    }
    expect(text).toMatch(/^suap_draft_expiry_last_success_timestamp_seconds [\d.e+]+$/m);
    expect(text).toMatch(/^suap_draft_expiry_deleted_drafts \d+$/m);
    expect(text).toMatch(/^suap_draft_expiry_failed_runs 0$/m);
    // The deadline job and the notification worker (issue 28) report their tallies the same way.
    expect(text).toMatch(/^suap_deadline_job_marked_terms \d+$/m);
    expect(text).toMatch(/^suap_notifications_sent \d+$/m);
    expect(text).toMatch(/^suap_notification_worker_failed_runs 0$/m);
    expect(text).toMatch(/^suap_notifications_pending \d+$/m);
    // And the SSU worker and its outbox (issue 30).
    expect(text).toMatch(/^suap_ssu_calls_sent \d+$/m);
    expect(text).toMatch(/^suap_ssu_worker_failed_runs 0$/m);
    expect(text).toMatch(/^suap_ssu_calls_pending \d+$/m);
    expect(text).toMatch(/^suap_ssu_calls_oldest_pending_seconds [\d.e+]+$/m);
    for (const list of ['ownRequests', 'backOfficeRequests'])
      for (const name of ['hits', 'misses'])
        expect(text).toMatch(new RegExp(`^suap_list_reply_cache_${name}\\{list="${list}"\\} \\d+$`, 'm'));
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
  });

  it('stays out of the OpenAPI document', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths)).not.toContain('/metrics');
  });
});

describe('GET /metrics without a token and with no operator network', async () => {
  const { app } = await buildTestApp({ METRICS_ALLOW_CIDRS: '' });

  it('answers nobody', async () => {
    const reply = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer ' } });
    expect(reply.statusCode).toBe(404);
  });
});
