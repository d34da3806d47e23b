// The "repeated identical call" rows: the same URL again and again with autocannon (50 connections), the way the
// benchmark of issue 11 measured. A reply cache answers these from memory after the first call, so they show the
// best case of a cache, not what users get: the report labels them so and no budget reads them.
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;

/** The fixed URLs the old benchmark measured, with sessions of the new one. */
export function repeatedRoutes({ citizen, staff }) {
  return [
    {
      name: 'repeated identical call: citizen list',
      path: `/api/suap/v1/request/list?userId=${citizen.userId}`,
      cookie: citizen.cookie,
    },
    {
      name: 'repeated identical call: back-office list',
      path: `/api/suap/v1/backoffice/list?stateOfRequestId=3&sort=${encodeURIComponent('user.lastName;asc')}`,
      cookie: staff.cookie,
    },
  ];
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
export async function measureRepeated(url, route, seconds) {
  await run(url, route, WARM_UP_SECONDS);
  const result = await run(url, route, seconds);
  return {
    calls: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5, // autocannon reports p97.5, not p95
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** A check that a route answers 200 before it is loaded: a wrong path or a lost session fails here. */
export async function probe(url, route) {
  const reply = await fetch(url + route.path, { headers: route.cookie ? { cookie: route.cookie } : {} });
  const text = await reply.text();
  if (reply.status !== 200)
    throw new Error(`${route.name}: ${route.path} answered ${reply.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}
