// Bulk-loads the benchmark's citizens and requests with INSERT ... SELECT generate_series, in chunks so a
// progress bar can follow. Rows have the shapes the server itself writes (requests.service.ts,
// search-text.ts): owner's personal data copied into the request, a yearly reference code on sent ones, a
// deletion day on drafts, the search_text the back-office filter reads. The session runs with
// session_replication_role = replica, so neither the per-row checks of foreign keys (every id below comes from
// the reference tables) nor the statement triggers run; the trigger-kept columns and counts are recomputed at
// the end from the rows themselves, exactly as migrations 0004/0005/0006 define them.
import { progressBar } from './progress.mjs';

const CHUNK = 25_000;

// Common Italian names, ASCII only: the SQL lower() below is then the same as the server's toSearchText.
const FIRST_NAMES = {
  M: [
    'Mario',
    'Luca',
    'Marco',
    'Giuseppe',
    'Francesco',
    'Alessandro',
    'Andrea',
    'Matteo',
    'Lorenzo',
    'Davide',
    'Simone',
    'Federico',
    'Riccardo',
    'Stefano',
    'Paolo',
    'Giovanni',
    'Antonio',
    'Roberto',
    'Fabio',
    'Enrico',
  ],
  F: [
    'Giulia',
    'Anna',
    'Sara',
    'Chiara',
    'Francesca',
    'Martina',
    'Elena',
    'Valentina',
    'Alessia',
    'Laura',
    'Silvia',
    'Federica',
    'Elisa',
    'Paola',
    'Roberta',
    'Giorgia',
    'Ilaria',
    'Marta',
    'Beatrice',
    'Camilla',
  ],
};
const LAST_NAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'De Santis',
  "D'Angelo",
  'Marchetti',
  'Parisi',
  'Villa',
  'Conte',
  'Ferri',
  'Fabbri',
  'Bianco',
  'Marini',
  'Grasso',
  'Valentini',
  'Messina',
];
const MONTH_LETTERS = 'ABCDEHLMPR'; // the fiscal-code letters of January..October: one per digit

const literalArray = (values) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** Creates `citizens` front-office users and `total` requests owned by them; calls `tick` after each chunk. */
export async function bulkLoad(client, { citizens, total, toSearchText, startupServiceTypeId }) {
  // Secondary indexes of requests (not those of constraints), rebuilt after the load: see below.
  const { rows: indexes } = await client.query(`select indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename = 'requests'
      and not exists (select 1 from pg_constraint c where c.conindid = format('%I', indexname)::regclass)`);
  const label = `Loading ${citizens.toLocaleString('en')} citizens, ${total.toLocaleString('en')} requests`;
  const bar = progressBar(label, Math.ceil(citizens / CHUNK) + Math.ceil(total / CHUNK) + indexes.length + 3);
  await client.query('set session_replication_role = replica');
  await client.query("set maintenance_work_mem = '512MB'");

  // Small lookup tables: the SUAPs that accept requests here (INT) and the initiatives, with their search keys
  // computed by the server's own function (SUAP names carry accents).
  const suaps = (await client.query("select suap_id, name from suap where type = 'INT' order by suap_id"))
    .rows;
  const initiatives = (
    await client.query('select initiative_id, code from initiatives order by initiative_id')
  ).rows;
  await client.query(
    `create temp table bench_suap as
    select ordinality as n, suap_id, name, key from unnest($1::int[], $2::text[], $3::text[])
      with ordinality as t(suap_id, name, key)`,
    [suaps.map((s) => s.suap_id), suaps.map((s) => s.name), suaps.map((s) => toSearchText(s.name))],
  );
  await client.query(
    `create temp table bench_initiative as
    select ordinality as n, initiative_id, code, key from unnest($1::int[], $2::text[], $3::text[])
      with ordinality as t(initiative_id, code, key)`,
    [
      initiatives.map((i) => i.initiative_id),
      initiatives.map((i) => i.code),
      initiatives.map((i) => toSearchText(i.code)),
    ],
  );

  const userBase = Number((await client.query('select coalesce(max(user_id), 0) as m from users')).rows[0].m);
  const requestBase = Number(
    (await client.query('select coalesce(max(request_id), 0) as m from requests')).rows[0].m,
  );

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
       lateral (select (case when gender = 'M' then ${literalArray(FIRST_NAMES.M)}
                             else ${literalArray(FIRST_NAMES.F)} end)[1 + (g / 2) % 20] as fn,
                       (${literalArray(LAST_NAMES)})[1 + (g * 7) % ${LAST_NAMES.length}] as ln) as n,
       lateral (select date '1950-01-01' + (g * 37) % 18000 as dob,
                       (array['Roma','Milano','Napoli','Torino','Bologna','Firenze','Bari','Palermo'])[1 + g % 8] as city,
                       now() - make_interval(days => 1200 - (g * 1100 / $4::int)) as ts) as b,
       lateral (select upper(substr(regexp_replace(ln, '[^A-Za-z]', '', 'g') || 'XXX', 1, 3)
                             || substr(fn || 'XXX', 1, 3))
                       || substr(d, 1, 2) || substr('${MONTH_LETTERS}', substr(d, 3, 1)::int + 1, 1)
                       || lpad((1 + (g % 28) + case when gender = 'F' then 40 else 0 end)::text, 2, '0')
                       || 'B' || substr(d, 4, 3) || chr(65 + g % 26) as fc,
                       lower(regexp_replace(fn || '.' || ln, '[^A-Za-z.]', '', 'g')) || '.' || g || '@example.com'
                         as email) as c`,
      [userBase, from, to, citizens],
    );
    bar.tick();
  }

  // Requests: ids (and dates) grow together, as in the portal; states 1..5 in realistic shares; owners spread
  // so each citizen has about total/citizens requests. Sent ones get SUAP-<year>-<progressive> codes that
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
                $2::int + 1 + ((g::int8 * 7919) % $3::int) as user_id,
                case when h < 10 then 1 when h < 15 then 2 when h < 50 then 3 when h < 80 then 4 else 5 end as state_id,
                now() - make_interval(secs => (1095 * 86400)::float8 * (1 - g::float8 / $4::int)) as created_on
         from generate_series($5::int, $6::int) as g,
         lateral (select ((g::int8 * 2654435761) % 4294967296) % 100 as h) as hh
       ), shaped as (
         select b.*, u.first_name, u.last_name, u.fiscal_code, u.date_of_birth, u.place_of_birth, u.city_of_birth,
                u.gender, u.email, s.suap_id, s.name as suap_name, s.key as suap_key,
                i.initiative_id, i.key as initiative_key,
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
         owner_first_name, owner_last_name, suap_name)
       select request_id, reference_code, case when state_id = 1 then 1 + g % 4 else 3 + g % 4 end,
              $7::smallint, state_id, user_id, suap_id, initiative_id, 1 + (g % 2)::int,
              case when g % 2 = 0 then email else replace(email, '@example.com', '@pec.example.com') end,
              first_name, last_name, fiscal_code, date_of_birth, place_of_birth, city_of_birth, gender, email,
              legal, pi, company, case when g % 10 = 0 then 'en' else 'it' end, sent_on, created_on, updated_on,
              case when state_id = 1 then (updated_on + interval '365 days')::date end,
              concat_ws(' ', lower(reference_code), lower(first_name), lower(last_name), lower(fiscal_code),
                        lower(email), lower(company), pi, suap_key, initiative_key),
              first_name, last_name, suap_name
       from coded,
       lateral (select case when legal then lpad(((g::int8 * 104729) % 100000000000)::text, 11, '0') end as pi,
                       case when legal then 'Impresa ' || last_name || ' S.r.l.' end as company,
                       case when state_id = 1 then greatest(created_on, now() - make_interval(days => (g % 300)::int))
                            when state_id = 2 then created_on + make_interval(days => (g % 10)::int)
                            else least(now(), sent_on + make_interval(days => (g % 30)::int)) end as updated_on) as x`,
      [requestBase, userBase, citizens, total, from, to, startupServiceTypeId],
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
  await client.query('set session_replication_role = origin');
  await client.query(`insert into request_state_counts (state_id, total)
    select state_id, count(*) from requests group by state_id
    on conflict (state_id) do update set total = excluded.total`);
  await client.query(
    "select setval(pg_get_serial_sequence('users', 'user_id'), (select max(user_id) from users))",
  );
  await client.query(
    "select setval(pg_get_serial_sequence('requests', 'request_id'), (select max(request_id) from requests))",
  );
  bar.tick();
  await client.query('analyze users');
  bar.tick();
  await client.query('vacuum (analyze) requests');
  bar.tick();
  bar.done();
}
