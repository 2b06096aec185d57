import { isIP } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (any spelling: `::`, an IPv4 tail, a zone). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0].toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = groups(head);
  const back = groups(tail);
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key a per-address rate limit counts a caller under: an IPv4 address whole; an IPv4-mapped IPv6
 * address (`::ffff:1.2.3.4`) as that IPv4 address; any other IPv6 address by its /64, since one host
 * commonly holds a whole /64 and could otherwise take a fresh budget with every address in it
 * (docs/architecture.md#rate-limits). Spellings of one address give one key.
 */
export function rateLimitKeyOf(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
