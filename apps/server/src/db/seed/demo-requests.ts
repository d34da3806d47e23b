import { and, eq, inArray } from 'drizzle-orm';
import { municipalities, provinces, requests, suap, suapMunicipalities } from '../schema.js';
import { requestSearchText } from '../search-text.js';
import { DEMO_COMPANIES } from './business-registry.js';
import { findDevAccount } from './dev-accounts.js';
import { demoProcedure, insertDemoHistory, type DemoHistoryRow } from './demo-history.js';
import { assignReferenceCodes, freeReferenceCodes, syncReferenceCounters } from './demo-reference-codes.js';
import { INITIATIVES } from './initiatives-catalogue.js';
import { insertMissing, syncIdentity, type Executor } from './sql-helpers.js';
import { DEMO_DRAFT_RETENTION_DAYS, DEMO_REQUESTS, type DemoRequest } from './demo-requests-data.js';

const DAY_MS = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The user id of a seeded development account (its portal user is matched by fiscal code). */
function userIdOf(userIds: Map<string, number>, idp: 'fo' | 'bo', username: string): number {
  const fiscalCode = findDevAccount(idp, username)?.fiscalCode;
  const userId = fiscalCode ? userIds.get(fiscalCode) : undefined;
  if (userId === undefined) throw new Error(`demo data: no portal user for ${username}`);
  return userId;
}

async function suapByMunicipality(db: Executor) {
  const names = [...new Set(DEMO_REQUESTS.map((request) => request.municipality.name))];
  const rows = await db
    .select({
      municipality: municipalities.name,
      province: provinces.abbreviation,
      suapId: suap.suapId,
      suapName: suap.name,
      type: suap.type,
    })
    .from(municipalities)
    .innerJoin(provinces, eq(provinces.provinceId, municipalities.provinceId))
    .innerJoin(suapMunicipalities, eq(suapMunicipalities.municipalityId, municipalities.municipalityId))
    .innerJoin(suap, and(eq(suap.suapId, suapMunicipalities.suapId), eq(suap.type, 'INT')))
    .where(inArray(municipalities.name, names));
  return (place: DemoRequest['municipality']) => {
    const found = rows.find((row) => row.municipality === place.name && row.province === place.province);
    // The portal files only with INT offices (EXT ones send the citizen elsewhere): a demo must use one.
    if (!found) throw new Error(`demo data: no INT SUAP serves ${place.name} (${place.province})`);
    return found;
  };
}

export async function seedDemoRequests(db: Executor, userIds: Map<string, number>, now: Date): Promise<void> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9));
  const at = (daysAgo: number, minutes: number) =>
    new Date(today.getTime() - daysAgo * DAY_MS + minutes * 60_000);
  const codes = await freeReferenceCodes(db, assignReferenceCodes(DEMO_REQUESTS, today));
  const suapFor = await suapByMunicipality(db);
  const operators = { collab: userIdOf(userIds, 'bo', 'collab'), admin: userIdOf(userIds, 'bo', 'admin') };
  const history: DemoHistoryRow[] = [];
  const createdOn = new Map<number, Date>();

  const rows = DEMO_REQUESTS.map((request, index) => {
    const account = findDevAccount('fo', request.username);
    const userId = account?.fiscalCode ? userIds.get(account.fiscalCode) : undefined;
    const initiative = INITIATIVES.find((entry) => entry.code === request.initiativeCode);
    const company = DEMO_COMPANIES.find((entry) => entry.companyId === request.companyId);
    if (!account || userId === undefined || !initiative) {
      throw new Error(`demo data: request ${request.requestId} refers to an unknown user or initiative`);
    }
    const office = suapFor(request.municipality);
    const referenceCode = codes.get(request.requestId) ?? null;
    // Every event of a request happens at its own time of day, so its last step is exactly its last change.
    const when = (daysAgo: number) => at(daysAgo, 17 * index + 5);
    const updatedOn = when(request.updatedDaysAgo);
    const procedure = demoProcedure(request, when, { owner: userId, ...operators });
    if (procedure) history.push(...procedure.history);
    const created = at(request.createdDaysAgo, 17 * index - 30);
    createdOn.set(request.requestId, created);
    const applicant = {
      firstName: account.firstName,
      lastName: account.lastName,
      fiscalCode: account.fiscalCode,
      email: account.email,
    };
    return {
      requestId: request.requestId,
      referenceCode,
      version: procedure?.columns.version ?? (request.stateId === 1 ? 3 : 5),
      typeOfServiceId: 1,
      stateId: request.stateId,
      userId,
      suapId: office.suapId,
      initiativeId: initiative.initiativeId,
      notificationTypeId: request.notification.typeId,
      notificationAddress: request.notification.address,
      ...applicant,
      dateOfBirth: account.birthDate,
      placeOfBirth: account.placeOfBirth,
      cityOfBirth: account.cityOfBirth,
      gender: account.gender,
      legalRepresentative: company !== undefined,
      partitaIva: company?.vatNumber ?? null,
      companyName: company?.name ?? null,
      language: request.language,
      sentRequestDate: request.sentDaysAgo === undefined ? null : when(request.sentDaysAgo),
      createdOn: created,
      updatedOn,
      draftExpiresOn:
        request.stateId === 1
          ? isoDate(new Date(updatedOn.getTime() + DEMO_DRAFT_RETENTION_DAYS * DAY_MS))
          : null,
      assigneeUserId: procedure?.columns.assigneeUserId ?? null,
      termDueOn: procedure?.columns.termDueOn ?? null,
      termExpiredAt: procedure?.columns.termExpiredAt ?? null,
      searchText: requestSearchText({
        ...applicant,
        referenceCode,
        companyName: company?.name,
        partitaIva: company?.vatNumber,
        suapName: office.suapName,
        initiativeCode: initiative.code,
      }),
    } satisfies typeof requests.$inferInsert;
  });

  await insertMissing(db, requests, rows);
  await syncIdentity(db, 'requests', 'request_id');
  await syncReferenceCounters(db);
  await insertDemoHistory(db, history, createdOn);
}
