import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-request';
import { ApiError } from './api-status';
import { inFlightCalls } from './in-flight';
import { setApiMockMode } from './mock-replies';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'suap_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  setApiMockMode(false);
});

describe('apiRequest', () => {
  it('prefixes /api, asks for JSON and sends no-cache headers', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, message: 'OK', description: 'OK', value: 1 }));
    const reply = await apiRequest<{ value: number }>({ path: '/suap/v1/request/list' });
    expect(reply.value).toBe(1);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/suap/v1/request/list');
    expect(init.method).toBe('GET');
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers.Pragma).toBe('no-cache');
    expect(headers.Accept).toBe('application/json');
  });

  it('sends the page language as Accept-Language, so server errors come in it (Italian by default)', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ code: 200, message: 'OK', description: 'OK' }));
    window.history.pushState({}, '', '/en/back-office/users');
    await apiRequest({ method: 'DELETE', path: '/suap/v1/request/1' });
    expect(lastCall().headers['Accept-Language']).toBe('en');
    window.history.pushState({}, '', '/');
    await apiRequest({ path: '/suap/v1/request/list' });
    expect(lastCall().headers['Accept-Language']).toBe('it');
  });

  it('omits empty query parameters', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200 }));
    await apiRequest({
      path: '/suap/v1/anagrafica/suap/list',
      query: {
        page: 1,
        size: 12,
        filter: '',
        type: undefined,
        municipalityId: null,
        sort: 'name;asc',
        blank: '  ',
      },
    });
    expect(lastCall().url).toBe('/api/suap/v1/anagrafica/suap/list?page=1&size=12&sort=name%3Basc');
  });

  it('sends a JSON body and the CSRF header from the cookie on same-origin writes', async () => {
    document.cookie = 'suap_csrf=tok%2Ben; path=/';
    fetchMock.mockResolvedValue(jsonResponse({ code: 200 }));
    await apiRequest({ method: 'POST', path: '/suap/v1/request', body: { a: 'è' } });
    const { init, headers } = lastCall();
    expect(init.body).toBe(JSON.stringify({ a: 'è' }));
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['x-csrf-token']).toBe('tok+en');
  });

  it('does not send the CSRF header on GET or HEAD', async () => {
    document.cookie = 'suap_csrf=token; path=/';
    fetchMock.mockImplementation(async () => jsonResponse({ code: 200 }));
    await apiRequest({ method: 'GET', path: '/x' });
    expect(lastCall().headers['x-csrf-token']).toBeUndefined();
    await apiRequest({ method: 'HEAD', path: '/x' }).catch(() => undefined);
    expect(lastCall().headers['x-csrf-token']).toBeUndefined();
    await apiRequest({ method: 'DELETE', path: '/x' });
    expect(lastCall().headers['x-csrf-token']).toBe('token');
  });

  it('fails with "Invalid API Parsed Result" when code is not 200, keeping the server status', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 400, message: 'email: invalid', description: 'd' }, 400),
    );
    const error = await failure(apiRequest({ method: 'POST', path: '/x', body: {} }));
    expect(error.message).toBe('Invalid API Parsed Result');
    expect(error.status).toEqual({ code: 400, message: 'email: invalid', description: 'd' });
  });

  it('treats a reply without code as code 999', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [] }));
    const error = await failure(apiRequest({ path: '/x' }));
    expect(error.message).toBe('Invalid API Parsed Result');
    expect(error.status.code).toBe(999);
  });

  it('turns a network failure into 999 Generic Error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest({ path: '/x' }));
    expect(error.message).toBe('Generic Error');
    expect(error.status).toEqual({ code: 999, message: 'Generic Error', description: 'Generic Error' });
  });

  it('turns an unparseable reply into 999 Generic Error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>proxy error</html>', { status: 502 }));
    const error = await failure(apiRequest({ path: '/x' }));
    expect(error.status).toEqual({ code: 999, message: 'Generic Error', description: 'Generic Error' });
  });

  it('makes no retry by default', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await failure(apiRequest({ path: '/x' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries temporary failures up to the given count', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(jsonResponse({ code: 503 }, 503))
      .mockResolvedValueOnce(jsonResponse({ code: 200, message: 'OK', description: 'OK' }));
    const reply = await apiRequest({ path: '/x', retries: 2 });
    expect(reply.code).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a refusal such as 400', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 400 }, 400));
    await failure(apiRequest({ path: '/x', retries: 3 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('validates the reply with a schema when given', async () => {
    const schema = z.object({ requestList: z.array(z.object({ requestId: z.number() })) });
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 200, requestList: [{ requestId: 3 }] }));
    await expect(apiRequest({ path: '/x', schema })).resolves.toMatchObject({
      requestList: [{ requestId: 3 }],
    });
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 200, requestList: 'nope' }));
    expect((await failure(apiRequest({ path: '/x', schema }))).message).toBe('Invalid API Parsed Result');
  });

  it('counts calls in flight while they run', async () => {
    let release!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const before = inFlightCalls.count();
    const call = apiRequest({ path: '/x' });
    expect(inFlightCalls.count()).toBe(before + 1);
    release(jsonResponse({ code: 200 }));
    await call;
    expect(inFlightCalls.count()).toBe(before);
  });

  it('releases the counter when the call fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const before = inFlightCalls.count();
    await failure(apiRequest({ path: '/x' }));
    expect(inFlightCalls.count()).toBe(before);
  });

  it('reads canned replies in mock mode without calling the server', async () => {
    setApiMockMode(true);
    const reply = await apiRequest({ path: '/health' });
    expect(reply).toMatchObject({ code: 200, message: 'OK' });
    expect(fetchMock).not.toHaveBeenCalled();
    const missing = await failure(apiRequest({ path: '/no/such/mock' }));
    expect(missing.status.code).toBe(999);
  });

  it('lets one call use a mock without the global mode', async () => {
    const reply = await apiRequest({ path: '/health', mock: true });
    expect(reply.code).toBe(200);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
