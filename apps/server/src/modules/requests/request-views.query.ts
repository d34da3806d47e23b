import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { initiativeColumns, suapColumns } from '../../db/api-columns.js';
import type { Db } from '../../db/client.js';
import { initiatives, requests, requestStates, suap, typesOfService, users } from '../../db/schema.js';
import type { Executor } from './requests.repository.js';

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
};

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
    .leftJoin(initiatives, eq(initiatives.initiativeId, requests.initiativeId));
}

export type RequestViewRow = Awaited<ReturnType<ReturnType<typeof selectRequestViews>['execute']>>[number];

/** The list query of the private area, in one of its four shapes (a service type or not, deleted or not). */
function ownViewsQuery(db: Db, shape: { byType: boolean; includeDeleted: boolean }) {
  const conditions: SQL[] = [eq(requests.userId, sql.placeholder('userId'))];
  if (shape.byType) conditions.push(eq(requests.typeOfServiceId, sql.placeholder('typeOfServiceId')));
  if (!shape.includeDeleted) conditions.push(ne(requests.stateId, 2));
  const name = `own_request_views${shape.byType ? '_by_type' : ''}${shape.includeDeleted ? '' : '_live'}`;
  return selectRequestViews(db)
    .where(and(...conditions))
    .orderBy(desc(requests.requestId))
    .prepare(name);
}

/**
 * The hot reads of request views as named prepared statements: drizzle builds each SQL text once per process
 * (building the 5-join selection was the top CPU cost of the list calls), and each pooled connection has
 * PostgreSQL parse it once and then reuse its plan instead of planning the joins on every call. The names are
 * fixed, so every instance prepares the same text under the same name.
 */
export function preparedRequestViews(db: Db) {
  const own = {
    all: ownViewsQuery(db, { byType: false, includeDeleted: true }),
    live: ownViewsQuery(db, { byType: false, includeDeleted: false }),
    allByType: ownViewsQuery(db, { byType: true, includeDeleted: true }),
    liveByType: ownViewsQuery(db, { byType: true, includeDeleted: false }),
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
    own(filter: { userId: number; typeOfServiceId?: number; includeDeleted: boolean }) {
      const { userId, typeOfServiceId, includeDeleted } = filter;
      if (typeOfServiceId === undefined) return (includeDeleted ? own.all : own.live).execute({ userId });
      return (includeDeleted ? own.allByType : own.liveByType).execute({ userId, typeOfServiceId });
    },
  };
}
