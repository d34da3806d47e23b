import net from 'node:net';

/** IPv4 clients of a dual-stack socket show as `::ffff:a.b.c.d`: compared as the IPv4 address they are. */
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * A comma-separated list of addresses and CIDR ranges (`127.0.0.0/8, ::1, 10.20.0.0/16`) as a BlockList, or the
 * sentence saying which entries are not valid. An empty list matches nothing.
 */
export function parseAddressList(raw: string): net.BlockList | string {
  const list = new net.BlockList();
  const invalid: string[] = [];
  for (const entry of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const bits = Number(prefix ?? (family === 4 ? 32 : 128));
    const validPrefix =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128));
    if (family === 0 || rest.length > 0 || !validPrefix) invalid.push(entry);
    else list.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6');
  }
  return invalid.length > 0 ? `not an IP address or CIDR range: ${invalid.join(', ')}` : list;
}

export const isAddressList = (raw: string) => typeof parseAddressList(raw) !== 'string';

/** Whether a socket's remote address is in the list (false for a socket without one). */
export function addressInList(list: net.BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const plain = MAPPED_IPV4.exec(address)?.[1] ?? address;
  const family = net.isIP(plain);
  return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}
