import { apiPaths, InitiativeListReplySchema, PAGE_SIZES } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, italianOrder } from '../../../test/helper.js';
import { INITIATIVES } from '../../db/seed/initiatives-catalogue.js';

const url = `/api${apiPaths.reference.initiatives}`;
const ids = (body: { iniziativeList: { iniziativeId: number }[] }) =>
  body.iniziativeList.map((i) => i.iniziativeId);

describe(`GET ${url}`, async () => {
  const { app } = await buildTestApp();
  const get = async (query = '', headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: `${url}${query}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const total = INITIATIVES.length;

  it('answers page 1 of 5, ordered by the Italian activity, with totals', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    const reply = InitiativeListReplySchema.parse(body);
    expect(reply).toMatchObject({ page: 1, size: PAGE_SIZES.initiatives, totalResults: total, filter: null });
    expect(reply.totalPages).toBe(Math.ceil(total / 5));
    expect(reply.sort).toEqual({ field: 'activityIt', type: 'asc' });
    expect(reply.iniziativeList).toHaveLength(5);
    const all = (await get('?size=100')).body.iniziativeList.map((i: { activityIt: string }) => i.activityIt);
    expect(all).toEqual([...all].sort(italianOrder));
  });

  it('writes description, activity and area in Italian by default', async () => {
    const [first] = (await get('?size=1')).body.iniziativeList;
    expect(first.description).toBe(first.descriptionIt);
    expect(first.activity).toBe(first.activityIt);
    expect(first.area).toBe(first.areaIt);
    expect(first.descriptionEn).not.toBe(first.descriptionIt);
  });

  it('follows ?lang=en: English fields and the English activity order', async () => {
    const { body } = await get('?lang=en&size=100');
    expect(body.sort).toEqual({ field: 'activityEn', type: 'asc' });
    const [first] = body.iniziativeList;
    expect(first.description).toBe(first.descriptionEn);
    expect(first.activity).toBe(first.activityEn);
    expect(first.area).toBe(first.areaEn);
    const activities = body.iniziativeList.map((i: { activityEn: string }) => i.activityEn);
    expect(activities).toEqual([...activities].sort(italianOrder));
  });

  it('follows Accept-Language when lang is absent', async () => {
    const { body } = await get('?size=1', { 'accept-language': 'en-US,en;q=0.8' });
    expect(body.sort.field).toBe('activityEn');
    expect(body.iniziativeList[0].activity).toBe(body.iniziativeList[0].activityEn);
  });

  it('sorts by any listed field and direction', async () => {
    const { body } = await get('?sort=iniziativeId;desc&size=3');
    expect(body.sort).toEqual({ field: 'iniziativeId', type: 'desc' });
    const maxId = Math.max(...INITIATIVES.map((i) => i.initiativeId));
    expect(ids(body)[0]).toBe(maxId);
    const codes = (await get('?sort=code;asc&size=100')).body.iniziativeList.map(
      (i: { code: string }) => i.code,
    );
    expect(codes).toEqual([...codes].sort());
  });

  it('pages are 1-based and do not overlap', async () => {
    const first = ids((await get('?page=1&size=5')).body);
    const second = ids((await get('?page=2&size=5')).body);
    expect([...first, ...second]).toEqual(ids((await get('?size=10')).body));
  });

  it('filters by initiative type; an unknown type is an empty list', async () => {
    const { body } = await get('?typeId=2&size=100');
    const expected = INITIATIVES.filter((i) => i.typeInitiativeId === 2).length;
    expect(expected).toBeGreaterThan(0);
    expect(body.totalResults).toBe(expected);
    expect(body.iniziativeList.every((i: { typeIniziativeId: number }) => i.typeIniziativeId === 2)).toBe(
      true,
    );
    const unknown = await get('?typeId=9999');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ iniziativeList: [], totalResults: 0, totalPages: 0 });
  });

  it('with a filter, counts the matches of every type, so a search in the wrong type can say where to look', async () => {
    const expected = (typeId: number) =>
      INITIATIVES.filter(
        (i) =>
          i.typeInitiativeId === typeId &&
          /ristorante/i.test([i.code, i.descriptionIt, i.activityIt, i.areaIt].join(' ')),
      ).length;
    const { body } = await get('?filter=ristorante&typeId=1');
    const reply = InitiativeListReplySchema.parse(body);
    // Type 1 (Commercio) has no restaurant; type 2 (Somministrazione) has.
    expect(reply.totalResults).toBe(expected(1));
    expect(reply.matchesByType).toContainEqual({ typeIniziativeId: 2, totalResults: expected(2) });
    expect(expected(2)).toBeGreaterThan(0);
    expect(reply.matchesByType?.every((entry) => entry.totalResults > 0)).toBe(true);
    // Without a filter there is nothing to count.
    expect((await get('?typeId=1')).body.matchesByType).toBeUndefined();
  });

  it('searches code, description, activity and area in the language of the call, ignoring case and accents', async () => {
    const italian = (await get('?filter=ACCONCIATORE')).body;
    expect(italian.totalResults).toBeGreaterThan(0);
    expect(
      italian.iniziativeList.every((i: { activityIt: string }) => /acconciatore/i.test(i.activityIt)),
    ).toBe(true);
    // Italian words are not searched in English, and vice versa.
    expect((await get('?filter=acconciatore&lang=en')).body.totalResults).toBe(0);
    expect((await get('?filter=hairdress&lang=en')).body.totalResults).toBe(italian.totalResults);
    // "attivita" finds "attività"; a code is found in both languages.
    expect((await get('?filter=attivita')).body.totalResults).toBeGreaterThan(0);
    for (const lang of ['it', 'en']) {
      const byCode = (await get(`?filter=MSV&lang=${lang}`)).body.iniziativeList.map(
        (i: { code: string }) => i.code,
      );
      expect(byCode).toEqual(['COM-MSV-APE']);
    }
  });

  it('combines type and text filters', async () => {
    const both = (await get('?typeId=3&filter=acconciatore')).body;
    expect(both.totalResults).toBeGreaterThan(0);
    expect((await get('?typeId=1&filter=acconciatore')).body.totalResults).toBe(0);
  });

  it.each([
    ['page=0', 'querystring.page'],
    ['size=0', 'querystring.size'],
    ['size=10000', 'querystring.size'],
    ['sort=activity;asc', 'querystring.sort'],
    ['sort=code;sideways', 'querystring.sort'],
    [`filter=${'b'.repeat(256)}`, 'querystring.filter'],
    ['filter=drop%3Btable', 'querystring.filter'],
    ['typeId=0', 'querystring.typeId'],
    ['typeId=x', 'querystring.typeId'],
    ['lang=de', 'querystring.lang'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    const { status, body } = await get(`?${query}`);
    expect(status).toBe(400);
    // The description is the sentence for people; the field path is in errors[].
    expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
  });
});
