import { isIPv4, isIPv6 } from 'node:net';

const mappedIPv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The network a client address stands for when counting what one requester holds: an IPv4
 * address is itself; an IPv6 address is its /64, the block one home or server is routed and can
 * draw addresses from at will; an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, as a dual-stack
 * listener reports IPv4 peers) is its IPv4 address. Anything else ('unknown') is kept as given.
 */
export function addressNetwork(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return address;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return mappedToIPv4(plain, groups);
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail folded in. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').flatMap(groupsOf));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function groupsOf(piece: string): number[] {
  if (!piece.includes('.')) return [Number.parseInt(piece, 16)];
  const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
  return [a * 256 + b, c * 256 + d];
}

function mappedToIPv4(address: string, groups: number[]): string {
  const dotted = mappedIPv4.exec(address)?.[1];
  if (dotted) return dotted;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
