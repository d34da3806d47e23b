import net from 'node:net';

/** What Fastify's `trustProxy` receives: nothing trusted, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for whole address ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` trusts no forwarded header; a number trusts that many proxy hops from the server;
 * a comma-separated list trusts only proxies at those addresses (IPs, CIDRs, `loopback`, `linklocal`,
 * `uniquelocal`). `true` is refused: it would let each client name its own address in X-Forwarded-For and so
 * choose its own rate-limit bucket. Returns an error sentence instead of a value when the setting is invalid.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true')
    return 'true would trust every X-Forwarded-For hop, so clients could pick their address: give the proxy addresses or the hop count';
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : 'a hop count must be between 1 and 10';
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0)
    return `not an IP address, CIDR range or one of loopback, linklocal, uniquelocal: ${invalid.join(', ')}`;
  return entries;
}
