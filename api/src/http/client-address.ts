// Who the client is (the rate limits' key): Fastify's `trustProxy` function over X-Forwarded-For.
// Walking from the socket leftwards, an address is a trusted hop when it is within the first
// TRUST_PROXY_HOPS (the load balancers in front, which append what they saw) or one of
// TRUSTED_PROXIES (our own servers calling for a visitor: the site's server rendering public pages
// puts the visitor's address there). The first untrusted address is the client; what a client wrote
// further left is never reached.
import { BlockList, isIP } from 'node:net';

/** '203.0.113.7', '10.0.0.0/8', '::1', 'fd00::/8' — what TRUSTED_PROXIES accepts. */
export function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** An IPv4 address as a dual-stack socket reports it ('::ffff:127.0.0.1') is that IPv4 address. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** The `trustProxy` option: false (the socket is the client) when nothing is trusted. */
export function clientAddressTrust(hops: number, proxies: readonly string[]): false | ((address: string, hop: number) => boolean) {
  if (hops <= 0 && proxies.length === 0) return false;
  const list = new BlockList();
  for (const entry of proxies) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  const listed = (address: string): boolean => {
    const ip = plain(address);
    const family = isIP(ip);
    return family !== 0 && list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
  };
  return (address, hop) => hop < hops || listed(address);
}
