import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';

// The reference rows a request view shows (types of service, states, SUAP offices, initiatives), kept in the
// process. They are a few hundred rows that the API never writes; every statement that reads request views also
// reads the `reference_data` change counter (migration 0020), which triggers on those tables move in the
// transaction of any change, so a view is built from the catalog of the same version or the catalog is read again
// first: a SUAP renamed directly in the database shows in the very next view, on every instance.

export interface TypeOfServiceEntry {
  typeOfServiceId: number;
  nameIt: string;
  nameEn: string;
  descriptionIt: string;
  descriptionEn: string;
}

export interface StateEntry {
  stateId: number;
  descriptionIt: string;
  descriptionEn: string;
}

export interface SuapEntry {
  suapId: number;
  name: string;
  pec: string;
  type: string;
  url: string | null;
}

export interface InitiativeEntry {
  initiativeId: number;
  code: string;
  descriptionIt: string;
  descriptionEn: string;
  activityIt: string;
  activityEn: string;
  areaIt: string;
  areaEn: string;
  typeInitiativeId: number;
}

export interface ReferenceCatalog {
  /** The `reference_data` counter the catalog was read at. */
  version: number;
  typesOfService: ReadonlyMap<number, TypeOfServiceEntry>;
  states: ReadonlyMap<number, StateEntry>;
  suaps: ReadonlyMap<number, SuapEntry>;
  initiatives: ReadonlyMap<number, InitiativeEntry>;
}

/** The counter's current value, as a scalar subquery a view statement selects beside its rows. */
export const REFERENCE_VERSION_SQL = `(select value from change_counters where name = 'reference_data')`;

// One statement, so the four lists and the counter come from one snapshot.
const CATALOG_SQL = sql.raw(`select ${REFERENCE_VERSION_SQL} as version,
  (select coalesce(json_agg(json_build_object('typeOfServiceId', type_of_service_id, 'nameIt', name_it,
     'nameEn', name_en, 'descriptionIt', description_it, 'descriptionEn', description_en)), '[]')
   from types_of_service) as types,
  (select coalesce(json_agg(json_build_object('stateId', state_id, 'descriptionIt', description_it,
     'descriptionEn', description_en)), '[]') from request_states) as states,
  (select coalesce(json_agg(json_build_object('suapId', suap_id, 'name', name, 'pec', pec, 'type', type,
     'url', url)), '[]') from suap) as suaps,
  (select coalesce(json_agg(json_build_object('initiativeId', initiative_id, 'code', code,
     'descriptionIt', description_it, 'descriptionEn', description_en, 'activityIt', activity_it,
     'activityEn', activity_en, 'areaIt', area_it, 'areaEn', area_en,
     'typeInitiativeId', type_initiative_id)), '[]') from initiatives) as initiatives`);

interface CatalogRow {
  version: number | string | null;
  types: TypeOfServiceEntry[];
  states: StateEntry[];
  suaps: SuapEntry[];
  initiatives: InitiativeEntry[];
}

// Shared by every reply that holds them, so nobody may change them.
const byId = <T extends object>(rows: T[], id: (row: T) => number): ReadonlyMap<number, T> =>
  new Map(rows.map((row) => [id(row), Object.freeze(row)]));

async function readCatalog(executor: Executor): Promise<ReferenceCatalog> {
  const result = await executor.execute(CATALOG_SQL);
  const row = result.rows[0] as unknown as CatalogRow;
  return {
    version: Number(row.version ?? 0),
    typesOfService: byId(row.types, (entry) => entry.typeOfServiceId),
    states: byId(row.states, (entry) => entry.stateId),
    suaps: byId(row.suaps, (entry) => entry.suapId),
    initiatives: byId(row.initiatives, (entry) => entry.initiativeId),
  };
}

export interface ReferenceCatalogs {
  /**
   * The catalog at `version` (the counter a statement read beside its rows). When the kept one is older, it is
   * read again, through `executor` when given (a transaction sees its own changes).
   */
  at(version: number, executor?: Executor): Promise<ReferenceCatalog>;
}

// One catalog per connection pool: every module reading views in this process shares it.
const catalogs = new WeakMap<pg.Pool, ReferenceCatalogs>();

export function referenceCatalogs(db: Executor & { $client: pg.Pool }): ReferenceCatalogs {
  const known = catalogs.get(db.$client);
  if (known) return known;
  let kept: ReferenceCatalog | undefined;
  let reading: Promise<ReferenceCatalog> | undefined;
  const created: ReferenceCatalogs = {
    async at(version, executor) {
      if (kept && kept.version === version) return kept;
      if (executor && executor !== db) return readCatalog(executor);
      // Calls that find it stale together wait for one read.
      reading ??= readCatalog(db).finally(() => (reading = undefined));
      const fresh = await reading;
      if (!kept || fresh.version >= kept.version) kept = fresh;
      return fresh;
    },
  };
  catalogs.set(db.$client, created);
  return created;
}
