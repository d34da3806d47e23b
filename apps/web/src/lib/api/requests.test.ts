import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  conflictReason,
  draftLimitOf,
  fetchLatestDraft,
  deleteRequest,
  fetchPdfRecap,
  fetchRequestList,
  missingFieldsOf,
  reloadRequests,
  requestKeys,
  updateRequest,
} from './requests';
import { ApiError } from './api-status';

function stubFetch(body: unknown, status = 200, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => {
    const [input, init] = fetchMock.mock.calls[0]!;
    return { url: new URL(String(input), 'http://localhost'), init: init! };
  };
}

afterEach(() => vi.unstubAllGlobals());

/**
 * On Node 24, `Response.blob()` builds the global Blob, which under jsdom is jsdom's own: it has no
 * `text()`, so the test reads it the way jsdom supports (older Nodes gave Node's Blob, which has it).
 */
const readText = (blob: Blob): Promise<string> =>
  typeof blob.text === 'function'
    ? blob.text()
    : new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(blob);
      });

describe('citizen request calls', () => {
  it('updates with the version read and the action, naming the request in the body too', async () => {
    const call = stubFetch(
      { code: 409, message: 'Conflict', description: 'changed', reason: 'stale-version' },
      409,
    );
    const failure = await updateRequest(7, { partitaIva: null }, 4, 'save', 'en').catch(
      (error: unknown) => error,
    );
    expect(call().init.method).toBe('PUT');
    expect(call().url.pathname).toBe('/api/suap/v1/request/7');
    expect(JSON.parse(String(call().init.body))).toEqual({
      partitaIva: null,
      requestId: 7,
      version: 4,
      action: 'save',
    });
    expect(conflictReason(failure)).toBe('stale-version');
  });

  it('tells a read-only conflict from a stale one, and reads the missing fields of a refused send', () => {
    const readOnly = new ApiError(
      'x',
      { code: 409, message: 'Conflict', description: '' },
      { reason: 'read-only' },
    );
    readOnly.httpStatus = 409;
    expect(conflictReason(readOnly)).toBe('read-only');
    const missing = new ApiError(
      'x',
      { code: 400, message: 'Bad', description: '' },
      { missing: ['suap', 3] },
    );
    missing.httpStatus = 400;
    expect(missingFieldsOf(missing)).toEqual(['suap']);
    expect(conflictReason(missing)).toBeNull();
    expect(draftLimitOf(missing)).toBeNull();
    expect(draftLimitOf(readOnly)).toBeNull();
  });

  it('tells a creation refused for the draft limit apart: it is no stale version', () => {
    const limit = new ApiError(
      'x',
      { code: 409, message: 'Conflict', description: '' },
      { reason: 'draft-limit', limit: 10 },
    );
    limit.httpStatus = 409;
    expect(conflictReason(limit)).toBeNull();
    expect(draftLimitOf(limit)).toBe(10);
  });

  it('deletes with the version in the query', async () => {
    const call = stubFetch({ code: 200, message: 'OK', description: 'Draft deleted' });
    await deleteRequest(7, 2);
    expect(call().init.method).toBe('DELETE');
    expect(call().url.search).toBe('?version=2');
  });

  const page = { page: 1, size: 3, totalPages: 0, totalResults: 0, sort: null, filter: null };

  it('lists the startup requests of a user without deleted ones when asked', async () => {
    const call = stubFetch({ code: 200, message: 'OK', description: '', requestList: [], ...page });
    await fetchRequestList(11, 'it', { typeOfServiceId: 1, includeDeleted: false });
    expect(Object.fromEntries(call().url.searchParams)).toEqual({
      userId: '11',
      typeOfServiceId: '1',
      includeDeleted: 'false',
      lang: 'it',
    });
  });

  it('asks the server for one page, or for the latest draft alone', async () => {
    const call = stubFetch({ code: 200, message: 'OK', description: '', requestList: [], ...page });
    await fetchRequestList(11, 'en', { typeOfServiceId: 1, page: 2 });
    expect(Object.fromEntries(call().url.searchParams)).toEqual({
      userId: '11',
      typeOfServiceId: '1',
      page: '2',
      lang: 'en',
    });
    const latest = stubFetch({
      code: 200,
      message: 'No Requests',
      description: '',
      requestList: [],
      ...page,
    });
    expect(await fetchLatestDraft(11, 'it')).toBeNull();
    expect(Object.fromEntries(latest().url.searchParams)).toEqual({
      userId: '11',
      typeOfServiceId: '1',
      stateOfRequestId: '1',
      size: '1',
      lang: 'it',
    });
  });

  it('fetches the PDF recap and refuses a reply that is not a PDF', async () => {
    stubFetch('%PDF-1.7', 200, { 'content-type': 'application/pdf' });
    expect(await readText(await fetchPdfRecap(5))).toBe('%PDF-1.7');
    stubFetch({ code: 404, message: 'Not Found' }, 404, { 'content-type': 'application/json' });
    await expect(fetchPdfRecap(5)).rejects.toBeInstanceOf(ApiError);
  });

  it('reloading requests marks every request list stale', async () => {
    const client = new QueryClient();
    client.setQueryData(requestKeys.list(11, 'it'), { requestList: [] });
    client.setQueryData(requestKeys.detail(3, 'it'), {});
    await reloadRequests(client);
    expect(client.getQueryState(requestKeys.list(11, 'it'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(requestKeys.detail(3, 'it'))?.isInvalidated).toBe(false);
  });
});
