import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the benchmark, without type declarations
import { parseCacheCounters } from './cache-counters.mjs';

describe("the benchmark's reading of the cache counters", () => {
  it('sums the hits and misses of every list, as plugins/metrics.ts names them', () => {
    const text = [
      '# HELP suap_list_reply_cache_hits List calls answered from the reply cache since the start',
      'suap_list_reply_cache_hits{list="ownRequests"} 12',
      'suap_list_reply_cache_hits{list="backOfficeRequests"} 3',
      'suap_list_reply_cache_misses{list="ownRequests"} 5',
      'suap_list_reply_cache_misses{list="backOfficeRequests"} 40',
      'suap_db_pool_connections{pool="main"} 9',
    ].join('\n');
    expect(parseCacheCounters(text)).toEqual({ hits: 15, misses: 45 });
  });

  it('says nothing when the server has no such counter', () => {
    expect(parseCacheCounters('suap_db_pool_connections{pool="main"} 9')).toBeUndefined();
  });
});
