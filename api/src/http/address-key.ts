/**
 * The key every per-address limit counts under (docs/security.md#request-limits). An IPv4
 * address is one key: in Honduras it is often shared by many shoppers (mobile carriers' CGNAT,
 * offices), so the limits keyed on it are sized as flood guards. An IPv6 address is keyed on its
 * /64: one subscriber gets a whole /64 and can use any of its 2^64 addresses, so keying on the
 * full address let 14 addresses of one /64 each get a fresh budget (issue 33).
 */
import { isIPv4, isIPv6 } from 'node:net';

/** `203.0.113.7` → itself; `::ffff:203.0.113.7` → `203.0.113.7`; `2001:db8:a:b:1:2:3:4` → `2001:db8:a:b::/64`. */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/u, '');
  if (!isIPv6(address)) return address;
  const groups = hextets(address);
  // A dual-stack socket reports IPv4 clients as IPv4-mapped IPv6 (::ffff:a.b.c.d): they are IPv4
  // clients, keyed on their own address, never on the /64 all of them would share.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    const ipv4 = [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
    if (isIPv4(ipv4)) return ipv4;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted quad as two groups). */
function hextets(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => 0);
  return [...left, ...zeros, ...right];
}
