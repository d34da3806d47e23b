// Bulk-loads the benchmark's citizens and requests with INSERT ... SELECT generate_series, in chunks so a
// progress bar can follow. Rows have the shapes the server itself writes (requests.service.ts,
// migration 0013): owner's personal data copied into the request, a yearly reference code on sent ones, a
// deletion day on drafts, the search_text the back-office filter reads (the formula of requests_search_text(),
// checked on a sample at the end), and the procedure's states 6-10 with their responsible operators. The session runs with
// session_replication_role = replica, so neither the per-row checks of foreign keys (every id below comes from
// the reference tables) nor the statement triggers run; the trigger-kept columns and counts are recomputed at
// the end from the rows themselves, exactly as migrations 0004/0005/0006 define them.
import { buckets, FIRST_NAMES, firstNameWeights, LAST_NAMES, surnameWeights } from './names.mjs';
import { progressBar } from './progress.mjs';

const CHUNK = 25_000;

const MONTH_LETTERS = 'ABCDEHLMPR'; // the fiscal-code letters of January..October: one per digit

/**
 * Back-office operators (profile BO_COLLAB) in charge of requests (issue 27). A SUAP office of a large town has a
 * few dozen; each holds a few thousand requests of the dataset in the list's default states.
 */
export const OPERATORS = 40;
/** Requests in the newest tenth decided by an operator (the procedure's accepted and rejected ones). */
const DECIDED_WITH_OPERATOR = 0.1;

// States by share (percent, cumulated): drafts 10, deleted 5, sent 20, in review 10, integration requested 4,
// received 3, notice of refusal 2, observations 1, accepted 25, rejected 20.
const STATE_OF_ROLL = `case when h < 10 then 1 when h < 15 then 2 when h < 35 then 3 when h < 45 then 6
  when h < 49 then 7 when h < 52 then 8 when h < 54 then 9 when h < 55 then 10 when h < 80 then 4 else 5 end`;

const literalArray = (values) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** Creates `citizens` front-office users and `total` requests owned by them; calls `tick` after each chunk. */
export async function bulkLoad(client, { citizens, total, startupServiceTypeId }) {
  // Secondary indexes of requests (not those of constraints), rebuilt after the load: see below.
  const { rows: indexes } = await client.query(`select indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename = 'requests'
      and not exists (select 1 from pg_constraint c where c.conindid = format('%I', indexname)::regclass)`);
  const label = `Loading ${citizens.toLocaleString('en')} citizens, ${total.toLocaleString('en')} requests`;
  const bar = progressBar(label, Math.ceil(citizens / CHUNK) + Math.ceil(total / CHUNK) + indexes.length + 3);
  await client.query('set session_replication_role = replica');
  await client.query("set maintenance_work_mem = '512MB'");

  // Small lookup tables: the SUAPs that accept requests here (INT) and the initiatives with their search text.
  const suaps = (await client.query("select suap_id, name from suap where type = 'INT' order by suap_id"))
    .rows;
  // The initiative's part of the search text, as requests_search_text() writes it (migrations 0010, 0013).
  const initiatives = (
    await client.query(`select initiative_id,
      suap_fold(concat_ws(' ', code, description_it, description_en, activity_it, activity_en)) as text
      from initiatives order by initiative_id`)
  ).rows;
  await client.query(
    `create temp table bench_suap as
    select ordinality as n, suap_id, name from unnest($1::int[], $2::text[]) with ordinality as t(suap_id, name)`,
    [suaps.map((s) => s.suap_id), suaps.map((s) => s.name)],
  );
  await client.query(
    `create temp table bench_initiative as
    select ordinality as n, initiative_id, text from unnest($1::int[], $2::text[])
      with ordinality as t(initiative_id, text)`,
    [initiatives.map((i) => i.initiative_id), initiatives.map((i) => i.text)],
  );

  // The names' buckets (names.mjs): a uniform draw in [0, 1,000,000) falls in one name's bucket.
  for (const [table, weights] of [
    ['bench_last_name', surnameWeights()],
    ['bench_first_name_m', firstNameWeights('M')],
    ['bench_first_name_f', firstNameWeights('F')],
  ]) {
    const { los, his, names } = buckets(weights);
    await client.query(
      `create temp table ${table} as select * from unnest($1::int[], $2::int[], $3::text[]) as t(lo, hi, name)`,
      [los, his, names],
    );
    await client.query(`create index on ${table} (hi)`);
  }

  const userBase = Number((await client.query('select coalesce(max(user_id), 0) as m from users')).rows[0].m);
  const requestBase = Number(
    (await client.query('select coalesce(max(request_id), 0) as m from requests')).rows[0].m,
  );

  // Citizens. Fiscal codes start as real ones do (the surname's consonants, then the first name's: Mario Rossi is
  // RSSMRA), so a code's letters hold no name; the digits are made up. Surnames and first names are drawn
  // independently, each as often as Italians bear them (names.mjs): a few common names, many rare surnames.
  for (let from = 1; from <= citizens; from += CHUNK) {
    const to = Math.min(citizens, from + CHUNK - 1);
    await client.query(
      `insert into users (user_id, first_name, last_name, date_of_birth, place_of_birth, city_of_birth,
         fiscal_code, gender, email, profile_id, active, created_at, updated_at, search_text)
       select $1::int + g, fn, ln, dob, 'Italia', city, fc, gender, email, 1, 1, ts, ts,
              lower(fn || ' ' || ln || ' ' || fc || ' ' || email)
       from generate_series($2::int, $3::int) as g,
       lateral (select case when g % 2 = 0 then 'M' else 'F' end as gender,
                       lpad(g::text, 6, '0') as d) as a,
       lateral (select case when gender = 'M'
                         then (select name from bench_first_name_m where hi > (hashint4(g + 31) & 2147483647) % 1000000
                               order by hi limit 1)
                         else (select name from bench_first_name_f where hi > (hashint4(g + 31) & 2147483647) % 1000000
                               order by hi limit 1) end as fn,
                       (select name from bench_last_name where hi > (hashint4(g) & 2147483647) % 1000000
                        order by hi limit 1) as ln) as n,
       lateral (select date '1950-01-01' + (g * 37) % 18000 as dob,
                       (array['Roma','Milano','Napoli','Torino','Bologna','Firenze','Bari','Palermo'])[1 + g % 8] as city,
                       now() - make_interval(days => 1200 - (g * 1100 / $4::int)) as ts) as b,
       lateral (select regexp_replace(upper(ln), '[^BCDFGHJKLMNPQRSTVWXYZ]', '', 'g') as lc,
                       regexp_replace(upper(ln), '[^AEIOU]', '', 'g') as lv,
                       regexp_replace(upper(fn), '[^BCDFGHJKLMNPQRSTVWXYZ]', '', 'g') as fc_,
                       regexp_replace(upper(fn), '[^AEIOU]', '', 'g') as fv) as letters,
       lateral (select substr(lc || lv || 'XXX', 1, 3)
                       || case when length(fc_) >= 4 then substr(fc_, 1, 1) || substr(fc_, 3, 2)
                               else substr(fc_ || fv || 'XXX', 1, 3) end
                       || substr(d, 1, 2) || substr('${MONTH_LETTERS}', substr(d, 3, 1)::int + 1, 1)
                       || lpad((1 + (g % 28) + case when gender = 'F' then 40 else 0 end)::text, 2, '0')
                       || 'B' || substr(d, 4, 3) || chr(65 + g % 26) as fc,
                       lower(regexp_replace(fn || '.' || ln, '[^A-Za-z.]', '', 'g')) || '.' || g || '@example.com'
                         as email) as c`,
      [userBase, from, to, citizens],
    );
    bar.tick();
  }

  // The operators, after the citizens: BO_COLLAB, active, with a work e-mail (never the citizens' pattern).
  const operatorBase = userBase + citizens;
  await client.query(
    `insert into users (user_id, first_name, last_name, date_of_birth, place_of_birth, city_of_birth,
       fiscal_code, gender, email, profile_id, active, created_at, updated_at, search_text)
     select $1::int + k, fn, ln, date '1970-01-01' + k * 211, 'Italia', 'Roma',
            'OPR' || upper(substr(fn, 1, 3)) || '70A' || lpad(k::text, 2, '0') || 'H501' || chr(65 + k % 26),
            'F', email, 3, 1, now() - interval '3 years', now() - interval '3 years',
            lower(fn || ' ' || ln || ' ' || email)
     from generate_series(1, $2::int) as k,
     lateral (select (${literalArray(FIRST_NAMES.F)})[1 + k % ${FIRST_NAMES.F.length}] as fn,
                     (${literalArray(LAST_NAMES)})[1 + (k * 3) % ${LAST_NAMES.length}] as ln) as n,
     lateral (select 'operatore.' || k || '@comune.example.it' as email) as e`,
    [operatorBase, OPERATORS],
  );

  // Requests: ids (and dates) grow together, as in the portal; states 1..10 in realistic shares; owners drawn at
  // random, so each citizen has about total/citizens requests. State and owner come from independent hashes of
  // the row number: with linear formulas (as before) a state's rows fell on a fixed subset of owners, and a
  // common name never appeared in some states, which no real register does. Sent ones get SUAP-<year>-<progressive> codes that
  // continue the reference_counters the server allocates from.
  // Secondary indexes are built once after the load (far faster than a million index insertions, the trigram
  // GIN above all), from their own definitions: the schema stays exactly what the migrations made.
  // (A load cut short leaves no dataset.json, so the next run starts over from an empty directory.)
  for (const index of indexes) await client.query(`drop index "${index.indexname}"`);

  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    await client.query(
      `with base as (
         select $1::bigint + g as request_id, g,
                $2::int + 1 + (hashint8(g + 7919) & 2147483647) % $3::int as user_id,
                ${STATE_OF_ROLL} as state_id,
                now() - make_interval(secs => (1095 * 86400)::float8 * (1 - g::float8 / $4::int)) as created_on
         from generate_series($5::int, $6::int) as g,
         lateral (select (hashint8(g) & 2147483647) % 100 as h) as hh
       ), shaped as (
         select b.*, u.first_name, u.last_name, u.fiscal_code, u.date_of_birth, u.place_of_birth, u.city_of_birth,
                u.gender, u.email, s.suap_id, s.name as suap_name,
                i.initiative_id, i.text as initiative_text,
                b.g % 5 = 0 as legal,
                case when b.state_id >= 3
                     then least(now(), b.created_on + make_interval(days => (b.g % 20)::int)) end as sent_on
         from base b
         join users u on u.user_id = b.user_id
         join bench_suap s on s.n = 1 + (b.g * 31) % (select count(*) from bench_suap)
         join bench_initiative i on i.n = 1 + (b.g * 17) % (select count(*) from bench_initiative)
       ), coded as (
         select sh.*, case when sent_on is not null then
                  'SUAP-' || extract(year from sent_on)::int || '-' || lpad((coalesce(rc.last_value, 0)
                    + row_number() over (partition by extract(year from sent_on) order by sent_on, request_id))::text, 6, '0')
                end as reference_code
         from shaped sh left join reference_counters rc on rc.year = extract(year from sh.sent_on)
       )
       insert into requests (request_id, reference_code, version, type_of_service_id, state_id, user_id, suap_id,
         initiative_id, notification_type_id, notification_address, first_name, last_name, fiscal_code,
         date_of_birth, place_of_birth, city_of_birth, gender, email, legal_representative, partita_iva,
         company_name, language, sent_request_date, created_on, updated_on, draft_expires_on, search_text,
         search_rest, owner_first_name, owner_last_name, suap_name, assignee_user_id, term_due_on, term_expired_at)
       select request_id, reference_code, case when state_id = 1 then 1 + g % 4 else 3 + g % 4 end,
              $7::smallint, state_id, user_id, suap_id, initiative_id, 1 + (g % 2)::int,
              case when g % 2 = 0 then email else replace(email, '@example.com', '@pec.example.com') end,
              first_name, last_name, fiscal_code, date_of_birth, place_of_birth, city_of_birth, gender, email,
              legal, pi, company, case when g % 10 = 0 then 'en' else 'it' end, sent_on, created_on, updated_on,
              case when state_id = 1 then (updated_on + interval '365 days')::date end,
              -- requests_search_text() (0013): the owner's names, the SUAP and the initiative; what was typed
              -- only once sent. (Owner and typed names are the same person here.)
              suap_fold(concat_ws(' ', reference_code, first_name, last_name, suap_name, initiative_text,
                case when state_id >= 3 then concat_ws(' ', first_name, last_name, fiscal_code, email, company, pi)
                end)),
              -- requests_search_rest() (0022): code and typed data without the owner's names and fiscal code.
              btrim(replace(replace(replace(replace(search_spaced(concat_ws(' ', reference_code,
                case when state_id >= 3 then concat_ws(' ', first_name, last_name, email, company, pi)
                end)), search_spaced(last_name), '  '), search_spaced(last_name), '  '),
                search_spaced(first_name), '  '), search_spaced(first_name), '  ')),
              first_name, last_name, suap_name,
              -- The procedure's requests have their operator, and so do the newest decided ones; the citizen's
              -- term (states 7 and 9) runs from the last change: 30 days for documents, 10 for observations.
              case when state_id >= 6 or (state_id in (4, 5) and g > $4::int * (1 - $8::float8))
                   then $9::int + 1 + (g * 13) % $10::int end,
              term_due_on,
              -- A term already over is marked, as the deadline job marks it the next morning: a running portal
              -- keeps up with its terms (left unmarked, the job would be marking thousands during the benchmark).
              case when term_due_on < (now() at time zone 'Europe/Rome')::date then term_due_on + 1 end
       from coded,
       lateral (select case when legal then lpad(((g::int8 * 104729) % 100000000000)::text, 11, '0') end as pi,
                       case when legal then 'Impresa ' || last_name || ' S.r.l.' end as company,
                       case when state_id = 1 then greatest(created_on, now() - make_interval(days => (g % 300)::int))
                            when state_id = 2 then created_on + make_interval(days => (g % 10)::int)
                            else least(now(), sent_on + make_interval(days => (g % 30)::int)) end as updated_on) as x,
       lateral (select case state_id when 7 then (x.updated_on + interval '30 days')::date
                                     when 9 then (x.updated_on + interval '10 days')::date end as term_due_on) as t`,
      [
        requestBase,
        userBase,
        citizens,
        total,
        from,
        to,
        startupServiceTypeId,
        DECIDED_WITH_OPERATOR,
        operatorBase,
        OPERATORS,
      ],
    );
    await client.query(
      `insert into reference_counters (year, last_value)
      select substring(reference_code from 6 for 4)::smallint, max(substring(reference_code from 11)::int)
      from requests where request_id between $1::bigint and $2::bigint and reference_code is not null group by 1
      on conflict (year) do update set last_value = greatest(reference_counters.last_value, excluded.last_value)`,
      [requestBase + from, requestBase + to],
    );
    bar.tick();
  }

  for (const index of indexes) {
    await client.query(index.indexdef);
    bar.tick();
  }

  // What the triggers would have kept: the change counters (0006), so a list a running server keeps is out of
  // date, the per-state counts (0004) and the identity sequences.
  await client.query(`insert into user_change_counters as c (user_id, value) select user_id, 1 from users
    on conflict (user_id) do update set value = c.value + 1`);
  await client.query("update change_counters set value = value + 1 where name = 'backoffice_requests'");
  // What the search finds requests through (0014), as the triggers keep it: every user's names (the generated
  // citizens' and operators' were inserted without triggers), the SUAPs' and the initiatives'.
  await client.query(`insert into search_names (kind, name, folded)
    select kind, name, suap_fold(name) from (select 1 as kind, first_name as name from users
      union select 2, last_name from users union select 3, name from suap) as names
    on conflict do nothing`);
  await client.query(`insert into search_names (kind, name, folded)
    select 4, initiative_id::text,
      suap_fold(concat_ws(' ', code, description_it, description_en, activity_it, activity_en)) from initiatives
    on conflict do nothing`);
  await client.query('set session_replication_role = origin');
  await client.query(`insert into request_state_counts (state_id, total)
    select state_id, count(*) from requests group by state_id
    on conflict (state_id) do update set total = excluded.total`);
  await client.query(`insert into request_assignee_counts (assignee_user_id, state_id, total)
    select assignee_user_id, state_id, count(*) from requests where assignee_user_id is not null
    group by assignee_user_id, state_id
    on conflict (assignee_user_id, state_id) do update set total = excluded.total`);
  await client.query(
    "select setval(pg_get_serial_sequence('users', 'user_id'), (select max(user_id) from users))",
  );
  await client.query(
    "select setval(pg_get_serial_sequence('requests', 'request_id'), (select max(request_id) from requests))",
  );
  bar.tick();
  // Vacuumed as well as analyzed: the bulk rows get their visibility and hint bits now, not in the first minutes of
  // the measurement.
  await client.query('vacuum (analyze) users');
  bar.tick();
  await client.query('vacuum (analyze) requests');
  bar.tick();
  bar.done();
  // The search texts must be what the database computes (a loader left behind a migration would measure another
  // search): a sample of every state is compared with requests_search_text() and requests_search_rest().
  const { rows: differing } = await client.query(`select count(*)::int as n from (select * from requests
    order by md5(request_id::text) limit 2000) as r where r.search_text is distinct from requests_search_text(r)
      or r.search_rest is distinct from requests_search_rest(r)`);
  if (differing[0].n > 0)
    throw new Error(
      `bulk-load.mjs: ${differing[0].n} of 2000 search texts differ from the database's functions`,
    );
}
