import { clientAddressTrust, isAddressOrRange } from './client-address';

describe('client address behind trusted hops', () => {
  it('accepts addresses and CIDR ranges, IPv4 and IPv6, and nothing else', () => {
    for (const ok of ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '0.0.0.0/0']) expect(isAddressOrRange(ok)).toBe(true);
    for (const bad of ['', 'localhost', '10.0.0.1/33', '::/129', '10.0.0/8', '10.0.0.1/', '1.2.3.4/8/8']) expect(isAddressOrRange(bad)).toBe(false);
  });

  it('trusts nothing by default: the socket is the client', () => {
    expect(clientAddressTrust(0, [])).toBe(false);
  });

  it('trusts the first N hops, and the listed servers at any hop', () => {
    const trust = clientAddressTrust(1, ['10.20.0.0/16', '::1']) as (a: string, hop: number) => boolean;
    expect(trust('203.0.113.1', 0)).toBe(true); // the balancer (socket)
    expect(trust('203.0.113.1', 1)).toBe(false); // the client
    expect(trust('10.20.3.4', 1)).toBe(true); // the site's server, further left
    expect(trust('::ffff:10.20.3.4', 1)).toBe(true); // as a dual-stack socket reports it
    expect(trust('::1', 2)).toBe(true);
    expect(trust('10.21.0.1', 1)).toBe(false);
    expect(trust('não é ip', 1)).toBe(false);
  });
});
