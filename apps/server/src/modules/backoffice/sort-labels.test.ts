import {
  apiPaths,
  SENT_REQUEST_STATES,
  type BackOfficeRequestListReply,
  type RequestListItem,
} from '@suap/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, italianOrder } from '../../../test/helper.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const LIST = `/api${apiPaths.backOffice.requests}`;

// Issue 22 item 5: the request list sorts state and type by the label shown in the page's language (not by id),
// and the citizen's names with the Italian collation (case and accents only break ties).
describe('request list sorted by labels and names', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const { db } = database;
  const staff = await signedIn(app, 'bo', 'collab');

  async function listed(query: string): Promise<RequestListItem[]> {
    const res = await call(staff, 'GET', `${LIST}?${query.includes('size=') ? '' : 'size=100&'}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as BackOfficeRequestListReply).requestList;
  }
  const runs = (values: string[]) => values.filter((value, index) => value !== values[index - 1]);

  it('sorts by state label in Italian and in English, both ways, newest first within a state', async () => {
    // The demo data has a request in every state a sent request can be in (the procedure's included).
    const italian = await listed('lang=it&sort=stateOfRequest;asc');
    const italianLabels = runs(italian.map((request) => request.stateOfRequest.descriptionIt));
    expect(italianLabels).toHaveLength(SENT_REQUEST_STATES.length);
    expect(italianLabels).toEqual([...italianLabels].sort(italianOrder));
    expect(italianLabels.slice(0, 2)).toEqual(['Accettata', 'In istruttoria']);
    expect(italianLabels.slice(-2)).toEqual(['Rifiutata', 'Ritirata']);
    const firstRun = italian.filter((request) => request.stateOfRequest.stateOfRequestId === 4);
    const ids = firstRun.map((request) => request.requestId ?? 0);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const english = await listed('lang=en&sort=stateOfRequest;asc');
    const englishLabels = runs(english.map((request) => request.stateOfRequest.descriptionEn));
    expect(englishLabels).toEqual([...englishLabels].sort(italianOrder));
    expect(englishLabels.at(0)).toBe('Accepted');
    expect(englishLabels.slice(-3)).toEqual(['Rejected', 'Sent', 'Withdrawn']);
    const englishDesc = await listed('lang=en&sort=stateOfRequest;desc');
    expect(runs(englishDesc.map((request) => request.stateOfRequest.descriptionEn))).toEqual(
      [...englishLabels].reverse(),
    );
    // Paging walks the same order.
    const page = (n: number) => listed(`lang=en&sort=stateOfRequest;desc&size=5&page=${n}`);
    const pages = [...(await page(1)), ...(await page(2)), ...(await page(3)), ...(await page(4))];
    expect(pages.map((request) => request.requestId)).toEqual(
      englishDesc.map((request) => request.requestId),
    );
    // With a free-text filter the matched rows sort the same way.
    const filtered = await listed('lang=en&sort=stateOfRequest;asc&filter=SUAP');
    expect(runs(filtered.map((request) => request.stateOfRequest.descriptionEn))).toEqual(
      runs(
        english
          .filter((request) => filtered.some((f) => f.requestId === request.requestId))
          .map((request) => request.stateOfRequest.descriptionEn),
      ),
    );
  });

  it('sorts by type-of-service label in the page’s language', async () => {
    await db.execute(sql`insert into types_of_service (type_of_service_id, code, name_it, name_en, description_it, description_en)
      values (2, 'ZOO', 'Zoo comunale', 'Animal park', 'Prova', 'Test')`);
    await db.execute(sql`update requests set type_of_service_id = 2 where request_id in (1, 2)`);
    const italian = await listed('lang=it&sort=typeOfService;asc');
    expect(runs(italian.map((request) => request.typeOfService.nameIt))).toEqual([
      "Avvio di un'attività d'impresa",
      'Zoo comunale',
    ]);
    const english = await listed('lang=en&sort=typeOfService;asc');
    expect(runs(english.map((request) => request.typeOfService.nameEn))).toEqual([
      'Animal park',
      'Starting a business activity',
    ]);
  });

  it('sorts citizens by name with the Italian collation', async () => {
    const names = ['Verdi', 'de Luca', 'Ágata', 'zanetti', 'Sara'];
    for (const [index, lastName] of names.entries()) {
      await db.execute(sql`update users set last_name = ${lastName}
        where user_id = (select user_id from requests where request_id = ${[1, 2, 3, 5, 6][index] ?? 0})`);
    }
    const byName = (await listed('sort=user.lastName;asc')).map((request) => request.user.lastName);
    expect(runs(byName)).toEqual(
      runs([...byName].sort((a, b) => a.localeCompare(b, 'it', { sensitivity: 'base' }))),
    );
    expect(byName.indexOf('Ágata')).toBeLessThan(byName.indexOf('Sara'));
    expect(byName.indexOf('de Luca')).toBeLessThan(byName.indexOf('Verdi'));
  });
});
