import type { InitiativeSortField, Language, SortSpec, SuapSortField, SuapType } from '@suap/shared';
import { and, asc, count, desc, eq, like, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { suapColumns } from '../../db/api-columns.js';
import type { Db } from '../../db/client.js';
import {
  initiatives,
  initiativeTypes,
  municipalities,
  provinces,
  publicServiceMappings,
  regions,
  requestStates,
  suap,
  suapMunicipalities,
  typesOfService,
} from '../../db/schema.js';

export interface PageWindow {
  offset: number;
  limit: number;
}

export interface InitiativeCriteria {
  lang: Language;
  sort: SortSpec<InitiativeSortField>;
  /** A LIKE pattern over the search text of `lang` (toContainsPattern), or none. */
  pattern?: string;
  typeId?: number;
}

export interface SuapCriteria {
  sort: SortSpec<SuapSortField>;
  pattern?: string;
  type?: SuapType;
  municipalityId?: number;
}

const INITIATIVE_SORT_COLUMNS: Record<InitiativeSortField, AnyColumn> = {
  iniziativeId: initiatives.initiativeId,
  code: initiatives.code,
  activityIt: initiatives.activityIt,
  activityEn: initiatives.activityEn,
  descriptionIt: initiatives.descriptionIt,
  descriptionEn: initiatives.descriptionEn,
  areaIt: initiatives.areaIt,
  areaEn: initiatives.areaEn,
};

const SUAP_SORT_COLUMNS: Record<SuapSortField, AnyColumn> = {
  suapId: suap.suapId,
  name: suap.name,
};

// The id breaks ties, so that a page boundary never shows a row twice or skips one.
const orderBy = (sort: SortSpec, column: AnyColumn, id: AnyColumn): SQL[] => [
  sort.type === 'asc' ? asc(column) : desc(column),
  asc(id),
];

const initiativeWhere = (criteria: InitiativeCriteria): SQL | undefined =>
  and(
    criteria.typeId === undefined ? undefined : eq(initiatives.typeInitiativeId, criteria.typeId),
    criteria.pattern === undefined
      ? undefined
      : like(criteria.lang === 'en' ? initiatives.searchTextEn : initiatives.searchTextIt, criteria.pattern),
  );

const suapWhere = (criteria: SuapCriteria): SQL | undefined =>
  and(
    criteria.type === undefined ? undefined : eq(suap.type, criteria.type),
    criteria.pattern === undefined ? undefined : like(suap.searchText, criteria.pattern),
    criteria.municipalityId === undefined
      ? undefined
      : eq(suapMunicipalities.municipalityId, criteria.municipalityId),
  );

export type InitiativeRow = typeof initiatives.$inferSelect;
export type SuapRow = Pick<typeof suap.$inferSelect, 'suapId' | 'name' | 'pec' | 'type' | 'url'>;

const provinceColumns = {
  provinceId: provinces.provinceId,
  name: provinces.name,
  regionId: regions.regionId,
  regionName: regions.name,
};

/**
 * The SUAP offices serving a municipality, without free text: what the select-initiative step asks at every change
 * of municipality (issue 25). One named statement per sort, planned once (Database.hotReads); the page and the total
 * (a window count) together. $1 municipality, $2 type (null for both), $3 size, $4 offset.
 */
const MUNICIPALITY_SUAPS = Object.fromEntries(
  (['suapId', 'name'] as const).flatMap((field) =>
    (['asc', 'desc'] as const).map((type) => {
      const column = field === 'name' ? 's.name' : 's.suap_id';
      return [
        `${field};${type}`,
        {
          name: `suap_by_municipality_${field}_${type}`,
          text: `select s.suap_id, s.name, s.pec, s.type, s.url, count(*) over () as total
            from suap s join suap_municipalities m on m.suap_id = s.suap_id
            where m.municipality_id = $1 and ($2::text is null or s.type = $2)
            order by ${column} ${type}, s.suap_id asc limit $3 offset $4`,
        },
      ];
    }),
  ),
);

/**
 * The statement of servedMunicipalitiesMatching: the offices' municipalities are read first (materialized), then
 * folded. Planned as one join, the fold ran on all 7,900 municipalities (33 ms a call under the benchmark's load)
 * for the hundred an office serves. An array literal for the ids: drizzle spreads a JS array into a list of
 * parameters (they are integers).
 */
export function servedMunicipalitiesMatching(suapIds: number[], pattern: string): SQL {
  return sql`with served as materialized (
      select ${suapMunicipalities.suapId} as "suapId", ${municipalities.name} as name
      from ${suapMunicipalities}
      join ${municipalities} on ${municipalities.municipalityId} = ${suapMunicipalities.municipalityId}
      where ${suapMunicipalities.suapId} = any(${`{${suapIds.join(',')}}`}::int[]))
    select "suapId", name from served where suap_fold(name) like ${pattern} order by name`;
}

export function referenceDataRepository(db: Db) {
  // A municipality filter joins the SUAP through the assignment table (one SUAP per municipality).
  const suapSource = (criteria: SuapCriteria) => {
    const base = db.select(suapColumns).from(suap);
    return criteria.municipalityId === undefined
      ? base.$dynamic()
      : base.innerJoin(suapMunicipalities, eq(suapMunicipalities.suapId, suap.suapId)).$dynamic();
  };
  const suapCount = (criteria: SuapCriteria) => {
    const base = db.select({ total: count() }).from(suap);
    return criteria.municipalityId === undefined
      ? base.$dynamic()
      : base.innerJoin(suapMunicipalities, eq(suapMunicipalities.suapId, suap.suapId)).$dynamic();
  };

  /** The page queries alone are exposed too, for the query-plan test. */
  const initiativePageQuery = (criteria: InitiativeCriteria, window: PageWindow) =>
    db
      .select()
      .from(initiatives)
      .where(initiativeWhere(criteria))
      .orderBy(
        ...orderBy(criteria.sort, INITIATIVE_SORT_COLUMNS[criteria.sort.field], initiatives.initiativeId),
      )
      .limit(window.limit)
      .offset(window.offset);

  // With a search, offices named after the term come first (a citizen typing "Roma" wants Rome's offices, not
  // the associated offices of towns called Romano or Romagnano), then the requested order within each group.
  const nameMatchesFirst = (criteria: SuapCriteria): SQL[] =>
    criteria.pattern === undefined ? [] : [sql`(suap_fold(${suap.name}) like ${criteria.pattern}) desc`];

  const suapPageQuery = (criteria: SuapCriteria, window: PageWindow) =>
    suapSource(criteria)
      .where(suapWhere(criteria))
      .orderBy(
        ...nameMatchesFirst(criteria),
        ...orderBy(criteria.sort, SUAP_SORT_COLUMNS[criteria.sort.field], suap.suapId),
      )
      .limit(window.limit)
      .offset(window.offset);

  return {
    initiativePageQuery,
    suapPageQuery,
    typesOfService: () => db.select().from(typesOfService).orderBy(asc(typesOfService.typeOfServiceId)),
    requestStates: () => db.select().from(requestStates).orderBy(asc(requestStates.stateId)),
    initiativeTypes: () => db.select().from(initiativeTypes).orderBy(asc(initiativeTypes.typeInitiativeId)),

    async initiativePage(criteria: InitiativeCriteria, window: PageWindow) {
      const [rows, [totals]] = await Promise.all([
        initiativePageQuery(criteria, window),
        db.select({ total: count() }).from(initiatives).where(initiativeWhere(criteria)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Per type, how many initiatives match the pattern (types without a match are absent). */
    initiativeMatchesByType(lang: Language, pattern: string) {
      return db
        .select({ typeId: initiatives.typeInitiativeId, total: count() })
        .from(initiatives)
        .where(initiativeWhere({ lang, pattern, sort: { field: 'code', type: 'asc' } }))
        .groupBy(initiatives.typeInitiativeId)
        .orderBy(asc(initiatives.typeInitiativeId));
    },

    /** The municipalities served by these offices whose name matches the pattern, to say why an office matched. */
    async servedMunicipalitiesMatching(
      suapIds: number[],
      pattern: string,
    ): Promise<{ suapId: number; name: string }[]> {
      if (suapIds.length === 0) return [];
      const { rows } = await db.execute<{ suapId: number; name: string }>(
        servedMunicipalitiesMatching(suapIds, pattern),
      );
      return rows.map((row) => ({ suapId: Number(row.suapId), name: row.name }));
    },

    async suapPage(criteria: SuapCriteria, window: PageWindow): Promise<{ rows: SuapRow[]; total: number }> {
      if (criteria.municipalityId !== undefined && criteria.pattern === undefined) {
        const statement = MUNICIPALITY_SUAPS[`${criteria.sort.field};${criteria.sort.type}`];
        if (statement) {
          const { rows } = await db.$reads.query<SuapRow & { suap_id: number; total: number }>({
            ...statement,
            values: [criteria.municipalityId, criteria.type ?? null, window.limit, window.offset],
          });
          if (rows.length > 0 || window.offset === 0)
            return {
              rows: rows.map((row) => ({
                suapId: row.suap_id,
                name: row.name,
                pec: row.pec,
                type: row.type,
                url: row.url,
              })),
              total: Number(rows[0]?.total ?? 0),
            };
        }
      }
      const [rows, [totals]] = await Promise.all([
        suapPageQuery(criteria, window),
        suapCount(criteria).where(suapWhere(criteria)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    regions(provinceId?: number) {
      if (provinceId === undefined) {
        return db
          .select({ regionId: regions.regionId, name: regions.name })
          .from(regions)
          .orderBy(asc(regions.name));
      }
      return db
        .select({ regionId: regions.regionId, name: regions.name })
        .from(regions)
        .innerJoin(provinces, eq(provinces.regionId, regions.regionId))
        .where(eq(provinces.provinceId, provinceId));
    },

    provinces(regionId?: number) {
      return db
        .select(provinceColumns)
        .from(provinces)
        .innerJoin(regions, eq(regions.regionId, provinces.regionId))
        .where(regionId === undefined ? undefined : eq(provinces.regionId, regionId))
        .orderBy(asc(provinces.name));
    },

    municipalities(provinceId?: number) {
      return db
        .select({
          municipalityId: municipalities.municipalityId,
          name: municipalities.name,
          provinceId: provinces.provinceId,
          provinceName: provinces.name,
          regionId: regions.regionId,
          regionName: regions.name,
        })
        .from(municipalities)
        .innerJoin(provinces, eq(provinces.provinceId, municipalities.provinceId))
        .innerJoin(regions, eq(regions.regionId, provinces.regionId))
        .where(provinceId === undefined ? undefined : eq(municipalities.provinceId, provinceId))
        .orderBy(asc(municipalities.name), asc(municipalities.municipalityId));
    },

    async publicService(nameIt: string, ipaCode: string) {
      const [row] = await db
        .select({
          ipaCode: publicServiceMappings.ipaCode,
          publicService: publicServiceMappings.publicService,
        })
        .from(publicServiceMappings)
        .where(and(eq(publicServiceMappings.nameIt, nameIt), eq(publicServiceMappings.ipaCode, ipaCode)))
        .limit(1);
      return row;
    },
  };
}

export type ReferenceDataRepository = ReturnType<typeof referenceDataRepository>;
