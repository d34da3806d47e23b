// The measured routes and one autocannon run per route: 50 connections for 10 s against 127.0.0.1, after a
// short unmeasured warm-up (JIT, pool connections, PostgreSQL's caches) so each figure is the steady state.
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const SECONDS = 10;
const WARM_UP_SECONDS = 2;

const ROMA = 58091; // ISTAT id of the municipality of Roma

/**
 * `who` gives the sessions and ids the routes need. The back-office text search looks for one applicant by
 * fiscal code (how staff find a citizen's file): it matches that citizen's requests, about ten, whatever the
 * table size.
 */
export function routes(who) {
  const requests = '/api/suap/v1/request/list';
  const backOffice = '/api/suap/v1/backoffice/list';
  const suaps = '/api/suap/v1/anagrafica/suap/list';
  return [
    { name: 'GET /api/health', path: '/api/health', data: false },
    {
      name: "citizen's own requests",
      path: `${requests}?userId=${who.citizen.userId}`,
      cookie: who.citizen.cookie,
    },
    {
      name: 'back office: state 3, by surname, total',
      path: `${backOffice}?stateOfRequestId=3&sort=${encodeURIComponent('user.lastName;asc')}`,
      cookie: who.admin.cookie,
    },
    {
      name: 'back office: text search, by SUAP, total',
      path: `${backOffice}?filter=${who.applicantFiscalCode}&sort=${encodeURIComponent('suap.name;desc')}`,
      cookie: who.admin.cookie,
    },
    { name: 'SUAP by municipality', path: `${suaps}?municipalityId=${ROMA}` },
    { name: 'SUAP by free text', path: `${suaps}?filter=bologna` },
    { name: 'initiatives, text filter', path: '/api/suap/v1/anagrafica/iniziative/list?filter=bar&lang=it' },
  ].map((route) => ({ data: true, ...route }));
}

function run(url, route, seconds) {
  return autocannon({
    url: url + route.path,
    connections: CONNECTIONS,
    duration: seconds,
    headers: route.cookie ? { cookie: route.cookie } : {},
  });
}

/** One route: warm-up, then the measured run. Errors = non-2xx answers + socket errors + timeouts. */
export async function measure(url, route) {
  await run(url, route, WARM_UP_SECONDS);
  const result = await run(url, route, SECONDS);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** A check that the route answers 200 before it is hammered: a wrong path or a lost session fails here. */
export async function probe(url, route) {
  const reply = await fetch(url + route.path, { headers: route.cookie ? { cookie: route.cookie } : {} });
  const text = await reply.text();
  if (reply.status !== 200)
    throw new Error(`${route.name}: ${route.path} answered ${reply.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}
