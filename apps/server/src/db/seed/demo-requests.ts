import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  municipalities,
  provinces,
  referenceCounters,
  requests,
  suap,
  suapMunicipalities,
} from '../schema.js';
import { requestSearchText } from '../search-text.js';
import { DEMO_COMPANIES } from './business-registry.js';
import { findDevAccount } from './dev-accounts.js';
import { INITIATIVES } from './initiatives-catalogue.js';
import { insertMissing, syncIdentity, type Executor } from './sql-helpers.js';
import { DEMO_DRAFT_RETENTION_DAYS, DEMO_REQUESTS, type DemoRequest } from './demo-requests-data.js';

const DAY_MS = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
// Calendar year in Italy, where reference codes are issued.
const romeYear = (date: Date) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(date));

/** Reference codes SUAP-YYYY-NNNNNN for the sent requests, numbered per year in the order they were sent. */
export function assignReferenceCodes(list: readonly DemoRequest[], today: Date): Map<number, string> {
  const codes = new Map<number, string>();
  const perYear = new Map<number, number>();
  const sent = list
    .filter((request) => request.sentDaysAgo !== undefined)
    .sort((a, b) => (b.sentDaysAgo ?? 0) - (a.sentDaysAgo ?? 0) || a.requestId - b.requestId);
  for (const request of sent) {
    const year = romeYear(new Date(today.getTime() - (request.sentDaysAgo ?? 0) * DAY_MS));
    const next = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, next);
    codes.set(request.requestId, `SUAP-${year}-${String(next).padStart(6, '0')}`);
  }
  return codes;
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
  const codes = assignReferenceCodes(DEMO_REQUESTS, today);
  const suapFor = await suapByMunicipality(db);

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
    const updatedOn = at(request.updatedDaysAgo, 17 * index);
    const applicant = {
      firstName: account.firstName,
      lastName: account.lastName,
      fiscalCode: account.fiscalCode,
      email: account.email,
    };
    return {
      requestId: request.requestId,
      referenceCode,
      version: request.stateId === 1 ? 3 : 5,
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
      sentRequestDate: request.sentDaysAgo === undefined ? null : at(request.sentDaysAgo, 17 * index + 5),
      createdOn: at(request.createdDaysAgo, 17 * index - 30),
      updatedOn,
      draftExpiresOn:
        request.stateId === 1
          ? isoDate(new Date(updatedOn.getTime() + DEMO_DRAFT_RETENTION_DAYS * DAY_MS))
          : null,
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
}

/**
 * Makes each year's counter at least the highest reference number of the demo requests, so new codes never
 * collide with them. Only the demo ids are read: every other code was taken from the counters themselves, and
 * reading all codes would scan the whole table at every start (10 s at a million requests).
 */
export async function syncReferenceCounters(db: Executor): Promise<void> {
  await db
    .insert(referenceCounters)
    .select(
      db
        .select({
          year: sql<number>`substring(${requests.referenceCode} from 6 for 4)::smallint`.as('year'),
          lastValue: sql<number>`max(substring(${requests.referenceCode} from 11)::integer)`.as('last_value'),
        })
        .from(requests)
        .where(
          and(
            inArray(
              requests.requestId,
              DEMO_REQUESTS.map((request) => request.requestId),
            ),
            sql`${requests.referenceCode} ~ '^SUAP-[0-9]{4}-[0-9]{6}$'`,
          ),
        )
        .groupBy(sql`1`),
    )
    .onConflictDoUpdate({
      target: referenceCounters.year,
      set: { lastValue: sql`excluded.last_value` },
      setWhere: sql`${referenceCounters.lastValue} < excluded.last_value`,
    });
}
