// Where the outbox may POST: http(s) only, and never to a host on a private, loopback or link-local network
// (someone else's callback URL must not reach into the machine or the network the service runs in). The
// sandbox allows loopback, because its own BFF and a developer's shop listen on localhost.
import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const privateOrLocal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  privateOrLocal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  privateOrLocal.addSubnet(network, prefix, 'ipv6');

/** Why `address` may not be called, or undefined when it may. */
export function refusedAddress(address: string, allowLoopback: boolean): string | undefined {
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (isIP(ip) === 0) return `${address} is not an IP address`;
  if (loopback.check(ip, type)) return allowLoopback ? undefined : `${address} is a loopback address`;
  if (privateOrLocal.check(ip, type)) return `${address} is a private, link-local or reserved address`;
  return undefined;
}

/** Why `url` may never be called (not http(s), credentials in it, an IP literal that is refused), or undefined. */
export function refusedUrl(url: string, allowLoopback: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not a URL`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `${parsed.protocol} URLs are not called`;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return refusedAddress(host, allowLoopback);
  return undefined;
}

/**
 * A DNS lookup for the HTTP client that refuses a host when any of its addresses is refused, and connects to
 * exactly the address it checked (so a second, different DNS answer cannot slip a private address in).
 */
export function safeLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      const refused = list.map((a) => refusedAddress(a.address, allowLoopback)).find((r) => r !== undefined);
      if (refused || list.length === 0) {
        const reason = refused ?? 'no address';
        return callback(
          Object.assign(new Error(`refused ${hostname}: ${reason}`), { code: 'EREFUSED_ADDRESS' }),
          '',
          0,
        );
      }
      const first = list[0] as dns.LookupAddress;
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, [first]);
      callback(null, first.address, first.family);
    });
  };
}
