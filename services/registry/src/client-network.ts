/**
 * The network a client address belongs to, as the canary judges count visitors: an IPv4 address's
 * /24, an IPv6 address's /48 (an IPv4-mapped IPv6 address is the IPv4 one). A /48 rather than a
 * /64 because internet providers delegate a /56 or a /48 to one customer: counted by /64, one home
 * line could speak as 256 or 65,536 networks. Pure.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** `203.0.113.0/24` or `2001:db8:7::/48`; undefined for anything that is not an IP address. */
export function clientNetwork(address: string): string | undefined {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return undefined;
  return `${ipv6Groups(address)
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`;
}

const hexGroups = (text: string | undefined) => (text ? text.split(':').map((group) => Number.parseInt(group, 16)) : []);

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded; a trailing dotted IPv4 part read as two groups). */
function ipv6Groups(address: string): number[] {
  const withoutZone = address.split('%')[0] ?? address;
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(withoutZone)?.[1];
  const hex = dotted
    ? withoutZone.slice(0, -dotted.length) +
      (() => {
        const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
        return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
      })()
    : withoutZone;
  const [head = '', tail] = hex.split('::');
  const before = hexGroups(head);
  const after = hexGroups(tail);
  return tail === undefined ? before : [...before, ...Array.from({ length: 8 - before.length - after.length }, () => 0), ...after];
}
