import type { Request } from '@suap/shared';

// Reply envelopes of the list and detail endpoints, as the server answers them.

interface PageOptions {
  page?: number;
  totalResults?: number;
  size?: number;
  message?: string;
  description?: string;
}

/** One page of a paged list reply holding `items` under `key`, with the paging totals. */
export function page<K extends string, T>(key: K, items: T[], options: PageOptions = {}) {
  const size = options.size ?? 5;
  const totalResults = options.totalResults ?? items.length;
  return {
    code: 200,
    message: options.message ?? 'OK',
    description: options.description ?? '',
    page: options.page ?? 1,
    size,
    totalPages: Math.ceil(totalResults / size),
    totalResults,
    sort: null,
    filter: null,
    [key]: items,
  } as Record<K, T[]> & Record<string, unknown>;
}

const requestsMessage = (requests: Request[]) => (requests.length === 0 ? 'No Requests' : 'OK');

/**
 * GET request/list: the page `url` asks for (3 a page by default) of `requests`, in the order given, with
 * the totals. Without a URL, the first page.
 */
export function listReply(requests: Request[], url?: URL) {
  const number = Number(url?.searchParams.get('page') ?? 1);
  const size = Number(url?.searchParams.get('size') ?? 3);
  return page('requestList', requests.slice((number - 1) * size, number * size), {
    page: number,
    size,
    totalResults: requests.length,
    message: requestsMessage(requests),
    description: `${requests.length} requests`,
  });
}

/** GET request/list holding all of `requests` on one page. */
export const requestListReply = (requests: Request[]) =>
  page('requestList', requests, {
    size: Math.max(1, requests.length),
    message: requestsMessage(requests),
    description: 'Requests',
  });

export const requestReply = (request: Request) => ({
  code: 200,
  message: 'OK',
  description: 'Request found',
  request,
});
