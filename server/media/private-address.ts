import { BlockList, isIP } from 'node:net';

/**
 * Addresses the image optimiser must never connect to: anything not on the public internet.
 * Fetching a URL for a visitor would otherwise let them reach the cloud metadata service, the
 * database or the admin panel next to us by naming a host that resolves there.
 */
const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}

const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible block
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo and friends)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}

/**
 * True for private, loopback, link-local, CGNAT, multicast, reserved and unspecified addresses,
 * and for anything that is not an IP address at all.
 */
export function isForbiddenAddress(address: string): boolean {
  const plain = address.replace(/%.*$/, ''); // a zone id (fe80::1%eth0) says nothing about the range
  const version = isIP(plain);
  if (version === 4) return blockedV4.check(plain, 'ipv4');
  if (version !== 6) return true;
  const groups = ipv6Groups(plain);
  const embedded = embeddedIpv4(groups);
  // IPv4-mapped (::ffff:a.b.c.d), NAT64 and 6to4 addresses lead to the IPv4 address inside them.
  if (embedded !== null) return isForbiddenAddress(embedded);
  return blockedV6.check(plain, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address (with or without a dotted IPv4 tail). */
export function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return v4(g6, g7); // ::ffff:0:0/96
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return v4(g6, g7); // 64:ff9b::/96
  if (g0 === 0x2002) return v4(g1 ?? 0, g2 ?? 0); // 6to4: 2002:aabb:ccdd::/48
  return null;
}
