// The calls the benchmark makes, one generator per call type, each drawing varied inputs from the fixtures
// (fixtures.mjs): what the web app asks for its citizens and its staff, never one fixed URL. Writes are the
// wizard's own draft save (PUT /request/{id} with the version last read, body shaped like the wizard's
// toDraftInput) and the back office's change of a draft's deletion day; both move the change counters, so
// they invalidate whatever the server caches.
const API = '/api/suap/v1';

/** Call types, in table order. `write` marks the ~10 % of writes mixed into every measured phase. */
export const CALL_TYPES = [
  { id: 'health', name: 'GET /api/health', weight: 0 },
  { id: 'citizenList', name: 'citizen: own requests list', weight: 20 },
  { id: 'citizenOpen', name: 'citizen: open own request', weight: 15 },
  { id: 'citizenSave', name: 'citizen: save draft (write)', weight: 8, write: true },
  { id: 'staffList', name: 'back office: list (state, sort, page)', weight: 15 },
  { id: 'staffName', name: 'back office: name search', weight: 8 },
  { id: 'staffFiscalCode', name: 'back office: fiscal-code search', weight: 7 },
  { id: 'staffOpen', name: 'back office: open request', weight: 5 },
  { id: 'staffDraftDay', name: 'back office: draft deletion day (write)', weight: 2, write: true },
  { id: 'suapMunicipality', name: 'SUAP by municipality', weight: 7 },
  { id: 'suapText', name: 'SUAP text search', weight: 5 },
  { id: 'initiativeText', name: 'initiatives text search (it/en)', weight: 8 },
];

/** A small seeded generator (mulberry32): the same run asks the same sequence of questions. */
export function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}

const query = (params) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

// Pages as staff reach them with the paginator (SPEC §9: first, previous, the current page, next, last; no page
// number to type): mostly the first ones, some reached by "next" a few times, and the deep end: the last page and
// those "previous" leads to from it. A page in the middle of 34,000 is reached by no click, so it is not asked
// (its cost grows with its distance from the nearer end: docs/back-office-list-plans.md).
function pageOf(rnd, totalRows, size) {
  const pages = Math.max(1, Math.ceil(totalRows / size));
  const roll = rnd.next();
  if (roll < 0.6) return Math.min(pages, rnd.int(1, 3));
  if (roll < 0.85) return Math.min(pages, rnd.int(4, 20));
  return Math.max(1, pages - rnd.int(0, 9));
}

// A reply's draft as the wizard sends it back (toDraftInput): the fields of RequestDraftInputSchema only.
function draftBody(request, version, rnd, typeOfServiceId) {
  const person = request.personalData;
  const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(person?.dateOfBirth ?? '');
  return {
    requestId: request.requestId,
    typeOfService: { typeOfServiceId },
    language: request.language,
    suap: request.suap ? { suapId: request.suap.suapId } : null,
    iniziative: request.iniziative ? { iniziativeId: request.iniziative.iniziativeId } : null,
    // The change a person makes on the first step: another contact address.
    procedureNotification: {
      typeId: request.procedureNotification?.typeId ?? 1,
      address: `bench.${rnd.int(1, 1e6)}@example.com`,
    },
    personalData: person
      ? {
          firstName: person.firstName,
          lastName: person.lastName,
          fiscalCode: person.fiscalCode,
          dateOfBirth: isoDate ? `${isoDate[3]}/${isoDate[2]}/${isoDate[1]}` : person.dateOfBirth,
          placeOfBirth: person.placeOfBirth,
          cityOfBirth: person.cityOfBirth,
          gender: person.gender,
          email: person.email,
          legalRepresentative: person.legalRepresentative,
          companyName: person.companyName,
        }
      : null,
    partitaIva: request.partitaIva ?? null,
    version,
    action: 'save',
  };
}

const isoDay = (daysFromNow) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

/**
 * One virtual user per connection. It acts for its own share of the citizens (connection i: citizens i, i+N,
 * ...; no two connections save the same draft, so a 409 is a real failure) and for staff session i mod staff.
 * `make(typeId)` answers the next call of that type: { type, method, path, cookie, csrf, body, onReply }.
 */
export function virtualUser(index, connections, fixtures) {
  const rnd = random(1000 + index);
  const mine = fixtures.citizens.filter((_, i) => i % connections === index);
  const staff = fixtures.staff[index % fixtures.staff.length];
  const drafts = new Map(); // draftId -> { version, request } as last read or saved
  // The contract's facts come with the fixtures (run.mjs reads them from the shared package), never copied here.
  const { terms, stateCounts, totalRequests, sortFields, startupServiceTypeId: STARTUP } = fixtures;
  let turn = 0;
  const citizen = () => mine[turn++ % mine.length];
  const lang = () => (rnd.next() < 0.8 ? 'it' : 'en');
  const asStaff = (call) => ({ cookie: staff.cookie, csrf: staff.csrf, method: 'GET', ...call });
  const asCitizen = (who, call) => ({ cookie: who.cookie, csrf: who.csrf, method: 'GET', ...call });

  // Only when the reply is needed (the wizard saving what it read) is the body parsed.
  const remember = (id) => (status, body) => {
    if (status === 200) drafts.set(id, { version: body.request.version, request: body.request });
    else drafts.delete(id); // read again before the next save
  };

  // A quarter of the plain lists are the operator's own ("assigned to me"), over the states of the procedure.
  const assignedRows = (state) =>
    state ? (staff.assigned?.[state] ?? 0) : Object.values(staff.assigned ?? {}).reduce((a, b) => a + b, 0);
  const staffListParams = (filter) => {
    const mine = !filter && rnd.next() < 0.25;
    const state = mine
      ? rnd.pick([undefined, undefined, 4, 5, 6, 7, 8, 9, 10])
      : rnd.next() < 0.2
        ? undefined
        : rnd.int(1, 10);
    const size = rnd.pick([5, 10, 25]);
    const rows = filter ? 20 : mine ? assignedRows(state) : state ? (stateCounts[state] ?? 0) : totalRequests;
    return {
      page: filter ? rnd.int(1, 2) : pageOf(rnd, rows, size),
      size,
      sort: `${rnd.pick(sortFields)};${rnd.pick(['asc', 'desc'])}`,
      filter,
      stateOfRequestId: state,
      assignedToMe: mine ? 'true' : undefined,
      lang: lang(),
    };
  };

  const makers = {
    health: () => ({ method: 'GET', path: '/api/health' }),
    citizenList: () => {
      const who = citizen();
      const latestDraft = rnd.next() < 0.3;
      const params = latestDraft
        ? { userId: who.userId, typeOfServiceId: STARTUP, stateOfRequestId: 1, size: 1, lang: lang() }
        : { userId: who.userId, typeOfServiceId: STARTUP, page: rnd.int(1, 4), size: 3, lang: lang() };
      return asCitizen(who, { path: `${API}/request/list?${query(params)}` });
    },
    citizenOpen: () => {
      const who = citizen();
      return asCitizen(who, { path: `${API}/request/${rnd.pick(who.requestIds)}?lang=${lang()}` });
    },
    citizenSave: () => {
      const who = citizen();
      const known = drafts.get(who.draftId);
      // The wizard saves what it has read: a draft not read yet (or refused last time) is opened first,
      // and that read is counted as what it is.
      if (!known)
        return asCitizen(who, {
          type: 'citizenOpen',
          path: `${API}/request/${who.draftId}?lang=it`,
          onReply: remember(who.draftId),
        });
      return asCitizen(who, {
        method: 'PUT',
        path: `${API}/request/${who.draftId}?lang=it`,
        body: draftBody(known.request, known.version, rnd, STARTUP),
        onReply: remember(who.draftId),
      });
    },
    staffList: () => asStaff({ path: `${API}/backoffice/list?${query(staffListParams(undefined))}` }),
    staffName: () => {
      // Someone's surname, full name or first name (a first name alone matches thousands).
      const roll = rnd.next();
      const who = rnd.pick(terms.people);
      const filter =
        roll < 0.5 ? who.lastName : roll < 0.8 ? `${who.firstName} ${who.lastName}` : who.firstName;
      return asStaff({ path: `${API}/backoffice/list?${query(staffListParams(filter.toLowerCase()))}` });
    },
    staffFiscalCode: () => {
      const code = rnd.pick(terms.fiscalCodes);
      const filter = rnd.next() < 0.7 ? code : code.slice(0, rnd.int(6, 11));
      return asStaff({ path: `${API}/backoffice/list?${query(staffListParams(filter))}` });
    },
    staffOpen: () => {
      const who = rnd.pick(fixtures.citizens);
      return asStaff({ path: `${API}/backoffice/request/${rnd.pick(who.requestIds)}?lang=${lang()}` });
    },
    staffDraftDay: () =>
      asStaff({
        method: 'PUT',
        path: `${API}/backoffice/updateDraftStorageLimit/${rnd.pick(fixtures.otherDrafts)}?lang=${lang()}`,
        body: { draftExpiresOn: isoDay(rnd.int(10, 300)) },
      }),
    suapMunicipality: () => ({
      method: 'GET',
      path: `${API}/anagrafica/suap/list?${query({ municipalityId: rnd.pick(terms.municipalities), lang: lang() })}`,
    }),
    suapText: () => ({
      method: 'GET',
      path: `${API}/anagrafica/suap/list?${query({ filter: rnd.pick(terms.suapWords), page: rnd.int(1, 2), lang: lang() })}`,
    }),
    initiativeText: () => {
      const language = lang();
      const filter = rnd.pick(terms.initiativeWords[language]);
      return {
        method: 'GET',
        path: `${API}/anagrafica/iniziative/list?${query({ filter, lang: language })}`,
      };
    },
  };
  return {
    make: (typeId) => ({ type: typeId, ...makers[typeId]() }),
    rnd,
  };
}

/**
 * A chooser of call types by weight: `only` measures one type alone with the writes mixed in at their usual
 * share (~10 %); without it, the full mix. Health alone is `only: 'health'` with no writes.
 */
export function chooser(only) {
  const writes = CALL_TYPES.filter((type) => type.write);
  let table;
  if (!only) table = CALL_TYPES.filter((type) => type.weight > 0);
  else if (only === 'health' || CALL_TYPES.find((type) => type.id === only)?.write)
    table = [{ id: only, weight: 1 }];
  else table = [{ id: only, weight: 90 }, ...writes];
  const total = table.reduce((sum, type) => sum + type.weight, 0);
  return (rnd) => {
    let roll = rnd.next() * total;
    for (const type of table) {
      roll -= type.weight;
      if (roll < 0) return type.id;
    }
    return table[table.length - 1].id;
  };
}
