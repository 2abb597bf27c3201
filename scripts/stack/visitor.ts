// The visitor's address as the site's server sees it, to pass on to the api (X-Forwarded-For) when
// it calls the api for a page: the same rule as the api's TRUST_PROXY_HOPS — behind N proxies that
// append to X-Forwarded-For, the address N entries from the right; with none, the socket's. What a
// client writes further left never counts, so a visitor cannot choose whose limit it spends.
export function visitorAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string | undefined {
  const socket = socketAddress?.startsWith('::ffff:') ? socketAddress.slice(7) : socketAddress;
  if (hops <= 0) return socket;
  const chain = ([] as string[])
    .concat(forwardedFor ?? [])
    .flatMap((h) => h.split(','))
    .map((a) => a.trim())
    .filter(Boolean);
  // the socket is the nearest proxy; each trusted hop further is an entry from the right
  return chain[chain.length - hops] ?? chain[0] ?? socket;
}
