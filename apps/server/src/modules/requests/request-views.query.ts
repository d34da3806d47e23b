import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { initiativeColumns, suapColumns } from '../../db/api-columns.js';
import type { Db, Executor } from '../../db/client.js';
import { initiatives, requests, requestStates, suap, typesOfService, users } from '../../db/schema.js';

/**
 * The columns a request view shows (request-view.ts) and the services read, not whole rows: search_text and
 * the trigger-kept sort copies of requests, and the search texts of SUAPs and initiatives, are long and the
 * API never reads them.
 */
const requestColumns = {
  requestId: requests.requestId,
  referenceCode: requests.referenceCode,
  version: requests.version,
  typeOfServiceId: requests.typeOfServiceId,
  stateId: requests.stateId,
  userId: requests.userId,
  suapId: requests.suapId,
  initiativeId: requests.initiativeId,
  notificationTypeId: requests.notificationTypeId,
  notificationAddress: requests.notificationAddress,
  firstName: requests.firstName,
  lastName: requests.lastName,
  fiscalCode: requests.fiscalCode,
  dateOfBirth: requests.dateOfBirth,
  placeOfBirth: requests.placeOfBirth,
  cityOfBirth: requests.cityOfBirth,
  gender: requests.gender,
  email: requests.email,
  legalRepresentative: requests.legalRepresentative,
  partitaIva: requests.partitaIva,
  companyName: requests.companyName,
  language: requests.language,
  sentRequestDate: requests.sentRequestDate,
  createdOn: requests.createdOn,
  updatedOn: requests.updatedOn,
  draftExpiresOn: requests.draftExpiresOn,
  termDueOn: requests.termDueOn,
  // By the database's clock and Italy's calendar, like every other date rule: true once the term's last day has
  // passed, whether or not the deadline job has marked it yet.
  termExpired: sql<boolean>`coalesce(${requests.termDueOn} < (now() at time zone 'Europe/Rome')::date, false)`,
};

/** The responsible operator (issue 27): a second reading of users, beside the owner. */
const assignee = alias(users, 'assignee');

const viewSelection = {
  request: requestColumns,
  typeOfService: {
    typeOfServiceId: typesOfService.typeOfServiceId,
    nameIt: typesOfService.nameIt,
    nameEn: typesOfService.nameEn,
    descriptionIt: typesOfService.descriptionIt,
    descriptionEn: typesOfService.descriptionEn,
  },
  state: {
    stateId: requestStates.stateId,
    descriptionIt: requestStates.descriptionIt,
    descriptionEn: requestStates.descriptionEn,
  },
  owner: {
    userId: users.userId,
    firstName: users.firstName,
    lastName: users.lastName,
    fiscalCode: users.fiscalCode,
    profileId: users.profileId,
  },
  suap: suapColumns,
  initiative: initiativeColumns,
  assignee: { userId: assignee.userId, firstName: assignee.firstName, lastName: assignee.lastName },
};

/** A request with everything its view needs (service, state, owner, SUAP, initiative); shared with the back office. */
export function selectRequestViews(db: Executor) {
  return db
    .select(viewSelection)
    .from(requests)
    .innerJoin(typesOfService, eq(typesOfService.typeOfServiceId, requests.typeOfServiceId))
    .innerJoin(requestStates, eq(requestStates.stateId, requests.stateId))
    .innerJoin(users, eq(users.userId, requests.userId))
    .leftJoin(suap, eq(suap.suapId, requests.suapId))
    .leftJoin(initiatives, eq(initiatives.initiativeId, requests.initiativeId))
    .leftJoin(assignee, eq(assignee.userId, requests.assigneeUserId));
}

export type RequestViewRow = Awaited<ReturnType<ReturnType<typeof selectRequestViews>['execute']>>[number];

/** Which conditions an own-list statement has; each combination is its own prepared statement. */
interface OwnShape {
  byType: boolean;
  byState: boolean;
  includeDeleted: boolean;
}

export interface OwnViewsFilter {
  userId: number;
  typeOfServiceId?: number;
  stateId?: number;
  includeDeleted: boolean;
  limit: number;
  offset: number;
}

function ownConditions(shape: OwnShape): SQL | undefined {
  const conditions: SQL[] = [eq(requests.userId, sql.placeholder('userId'))];
  if (shape.byType) conditions.push(eq(requests.typeOfServiceId, sql.placeholder('typeOfServiceId')));
  if (shape.byState) conditions.push(eq(requests.stateId, sql.placeholder('stateId')));
  if (!shape.includeDeleted) conditions.push(ne(requests.stateId, 2));
  return and(...conditions);
}

function ownShapeName(shape: OwnShape): string {
  return `${shape.byType ? '_by_type' : ''}${shape.byState ? '_by_state' : ''}${shape.includeDeleted ? '' : '_live'}`;
}

/**
 * One page of the private area's list, with the number of matching requests on every row (the window count is
 * taken before LIMIT, so one statement serves page and total). Newest first; narrowed to one state, most
 * recently changed first, so the draft to resume is the first row of the drafts.
 */
function ownPageQuery(db: Db, shape: OwnShape) {
  // The joins of selectRequestViews: drizzle's builder loses its join methods behind a generic selection.
  return db
    .select({ ...viewSelection, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(requests)
    .innerJoin(typesOfService, eq(typesOfService.typeOfServiceId, requests.typeOfServiceId))
    .innerJoin(requestStates, eq(requestStates.stateId, requests.stateId))
    .innerJoin(users, eq(users.userId, requests.userId))
    .leftJoin(suap, eq(suap.suapId, requests.suapId))
    .leftJoin(initiatives, eq(initiatives.initiativeId, requests.initiativeId))
    .leftJoin(assignee, eq(assignee.userId, requests.assigneeUserId))
    .where(ownConditions(shape))
    .orderBy(...(shape.byState ? [desc(requests.updatedOn)] : []), desc(requests.requestId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`own_request_page${ownShapeName(shape)}`);
}

/** The total alone, for a page past the last one (it has no row to carry the window count). */
function ownCountQuery(db: Db, shape: OwnShape) {
  return db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(requests)
    .where(ownConditions(shape))
    .prepare(`own_request_count${ownShapeName(shape)}`);
}

/**
 * The hot reads of request views as named prepared statements: drizzle builds each SQL text once per process
 * (building the 5-join selection was the top CPU cost of the list calls), and each pooled connection has
 * PostgreSQL parse it once and then reuse its plan instead of planning the joins on every call. The names are
 * fixed, so every instance prepares the same text under the same name.
 */
export function preparedRequestViews(db: Db) {
  // Built on first use: eight shapes, of which a deployment mostly uses two or three.
  const pages = new Map<string, ReturnType<typeof ownPageQuery>>();
  const counts = new Map<string, ReturnType<typeof ownCountQuery>>();
  const cached = <T>(map: Map<string, T>, shape: OwnShape, build: (db: Db, shape: OwnShape) => T): T => {
    const name = ownShapeName(shape);
    let statement = map.get(name);
    if (!statement) map.set(name, (statement = build(db, shape)));
    return statement;
  };
  const byId = selectRequestViews(db)
    .where(eq(requests.requestId, sql.placeholder('requestId')))
    .prepare('request_view_by_id');
  // One array parameter, whatever the page size, so a single statement serves every page.
  const byIds = selectRequestViews(db)
    .where(sql`${requests.requestId} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('request_views_by_ids');
  return {
    byId: (requestId: number) => byId.execute({ requestId }),
    /** The views of these requests, in no particular order. */
    byIds: (ids: number[]) => byIds.execute({ ids }),
    /** One page of a citizen's own requests and how many there are in all. */
    async own(filter: OwnViewsFilter): Promise<{ rows: RequestViewRow[]; total: number }> {
      const shape: OwnShape = {
        byType: filter.typeOfServiceId !== undefined,
        byState: filter.stateId !== undefined,
        includeDeleted: filter.includeDeleted,
      };
      const values = {
        userId: filter.userId,
        typeOfServiceId: filter.typeOfServiceId,
        stateId: filter.stateId,
        limit: filter.limit,
        offset: filter.offset,
      };
      const found = await cached(pages, shape, ownPageQuery).execute(values);
      if (found.length === 0 && filter.offset > 0) {
        const [counted] = await cached(counts, shape, ownCountQuery).execute(values);
        return { rows: [], total: counted?.total ?? 0 };
      }
      return {
        rows: found.map(({ total: _total, ...row }): RequestViewRow => row),
        total: found[0]?.total ?? 0,
      };
    },
  };
}
