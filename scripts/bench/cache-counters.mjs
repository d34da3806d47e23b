// The list reply caches' counters, read from the server's /metrics between phases for the hit rate.

/** The list reply caches' hits and misses in a /metrics text (plugins/metrics.ts), summed over the lists. */
export function parseCacheCounters(text) {
  const sum = (name) =>
    [...text.matchAll(new RegExp(`^suap_list_reply_cache_${name}\\{[^}]*\\} ([0-9.e+]+)$`, 'gm'))].reduce(
      (total, match) => total + Number(match[1]),
      0,
    );
  return text.includes('suap_list_reply_cache_hits')
    ? { hits: sum('hits'), misses: sum('misses') }
    : undefined;
}

/** The server's cache counters now (it serves /metrics to loopback), or undefined when unreadable. */
export async function cacheCounters(url) {
  const reply = await fetch(`${url}/metrics`).catch(() => undefined);
  return reply?.ok ? parseCacheCounters(await reply.text()) : undefined;
}
