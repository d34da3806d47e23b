// What the benchmark's sessions ask for, drawn from the benchmark database itself before the server starts (the
// bench owns that database): citizens of the loaded dataset (never the demo account) with their request ids and
// newest draft, staff accounts, the other citizens' drafts staff may change, and search terms (surnames, first
// names, fiscal codes, SUAP and initiative words, municipalities with a SUAP), operators in charge of requests.
//
// Sessions: logging hundreds of generated citizens in through the embedded identity provider is not possible
// (the development provider knows only its few demo accounts), so the bench writes the session rows the server
// itself writes at login (plugins/session.repository.ts): the sha256 of a random cookie value as the key,
// `data` of kind 'session' with the person's claims, a CSRF token, idle and absolute deadlines. The server reads
// them exactly as it reads its own; rows of an earlier run (subject 'bench-...') are deleted first.
import { createHash, randomBytes } from 'node:crypto';

const token = () => randomBytes(32).toString('base64url');
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
// Generated citizens only (bulk-load.mjs writes `<name>.<n>@example.com`): never a demo account.
const GENERATED = String.raw`u.email ~ '\.\d+@example\.com$'`;

/** Inserts one session per person; answers the cookie values and CSRF tokens the load loop sends. */
async function createSessions(pool, people, idp) {
  const sessions = [];
  for (const person of people) {
    const cookie = token();
    const csrf = token();
    const data = {
      kind: 'session',
      tokens: {
        accessToken: 'bench',
        refreshToken: null,
        idToken: 'bench',
        tokenType: 'Bearer',
        accessTokenExpiresAt: null,
      },
      subject: `bench-${idp}-${person.userId}`,
      identity: {
        firstName: person.firstName,
        lastName: person.lastName,
        fiscalCode: person.fiscalCode,
        dateOfBirth: null,
        gender: null,
        email: null,
        userEidasId: null,
      },
      origin: null,
      identityMatching: false,
    };
    await pool.query(
      `insert into sessions (id, idp, user_id, data, csrf_token, expires_at, absolute_expires_at)
       values ($1, $2, $3, $4, $5, now() + interval '2 hours', now() + interval '12 hours')`,
      [sha256(cookie), idp, person.userId, JSON.stringify(data), csrf],
    );
    sessions.push({ ...person, cookie: `suap_sid=${cookie}; suap_csrf=${csrf}`, csrf });
  }
  return sessions;
}

const words = (rows, min) => [
  ...new Set(
    rows
      .flatMap((row) =>
        String(row.text)
          .toLowerCase()
          .split(/[^a-zà-ù]+/u),
      )
      .filter((word) => word.length >= min),
  ),
];

/** Reads the fixtures and creates the sessions; `citizens` and `staff` are how many sessions of each. */
export async function prepareFixtures(pool, { citizens, staff }) {
  await pool.query("delete from sessions where data->>'subject' like 'bench-%'");
  // A deterministic sample (md5 order), so two runs on the same data ask the same questions.
  const { rows: people } = await pool.query(
    `select u.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName",
            u.fiscal_code as "fiscalCode", array_agg(r.request_id order by r.request_id) filter (where r.state_id <> 2) as "requestIds",
            (array_agg(r.request_id order by r.updated_on desc) filter (where r.state_id = 1))[1] as "draftId"
     from (select * from users u where u.profile_id = 1 and u.active = 1 and ${GENERATED}
           order by md5(u.user_id::text) limit $1) u
     join requests r on r.user_id = u.user_id
     group by u.user_id, u.first_name, u.last_name, u.fiscal_code
     having count(*) filter (where r.state_id = 1) > 0
     limit $2`,
    [citizens * 4, citizens],
  );
  if (people.length < citizens) throw new Error(`only ${people.length} citizens with a draft in the dataset`);
  // Staff: the operators in charge of the most requests (bulk-load.mjs), one per session, each with how many
  // requests it holds in each state (what its "assigned to me" list pages through).
  const { rows: staffRows } = await pool.query(
    `select u.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName",
            u.fiscal_code as "fiscalCode",
            (select jsonb_object_agg(state_id, n) from (select state_id, count(*)::int as n from requests r
              where r.assignee_user_id = u.user_id group by state_id) as s) as "assigned"
     from users u where u.profile_id = 3 and u.active = 1
       and exists (select 1 from requests r where r.assignee_user_id = u.user_id)
     order by u.user_id limit $1`,
    [staff],
  );
  if (staffRows.length < staff) throw new Error(`only ${staffRows.length} operators in charge of requests`);
  const ids = people.map((person) => person.userId);
  // Drafts of citizens the bench does not log in: staff move their deletion day without racing a citizen's save.
  const { rows: otherDrafts } = await pool.query(
    `select request_id as id from requests where state_id = 1 and user_id <> all($1::int[])
     order by md5(request_id::text) limit 2000`,
    [ids],
  );
  const { rows: others } = await pool.query(
    `select u.first_name, u.last_name, u.fiscal_code from users u where ${GENERATED}
     order by md5(u.user_id::text || 'terms') limit 400`,
  );
  const { rows: stateCounts } = await pool.query(
    'select state_id as "stateId", count(*)::int as total from requests group by state_id',
  );
  const { rows: municipalities } = await pool.query(
    'select distinct municipality_id as id from suap_municipalities order by 1',
  );
  const { rows: suapNames } = await pool.query('select name as text from suap');
  const { rows: initiativeIt } = await pool.query('select activity_it as text from initiatives');
  const { rows: initiativeEn } = await pool.query('select activity_en as text from initiatives');

  return {
    citizens: (await createSessions(pool, people, 'fo')).map((citizen) => ({
      ...citizen,
      requestIds: citizen.requestIds.map(Number),
      draftId: Number(citizen.draftId),
    })),
    staff: await createSessions(pool, staffRows, 'bo'),
    otherDrafts: otherDrafts.map((row) => Number(row.id)),
    stateCounts: Object.fromEntries(stateCounts.map((row) => [row.stateId, row.total])),
    totalRequests: stateCounts.reduce((sum, row) => sum + row.total, 0),
    terms: {
      // The people staff look for: citizens drawn at random, so a name is searched as often as people bear it.
      people: others.map((row) => ({ firstName: row.first_name, lastName: row.last_name })),
      fiscalCodes: others.map((row) => row.fiscal_code),
      municipalities: municipalities.map((row) => row.id),
      suapWords: words(suapNames, 3),
      initiativeWords: { it: words(initiativeIt, 3), en: words(initiativeEn, 3) },
    },
  };
}
