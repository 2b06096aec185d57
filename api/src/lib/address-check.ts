import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may never reach unless the operator allows private targets (WEBHOOKS_ALLOW_PRIVATE):
 * this network, private, loopback, link-local (cloud metadata at 169.254.169.254), CGNAT, benchmarking,
 * multicast and reserved IPv4; unspecified, loopback, link-local, unique-local (AWS metadata at
 * fd00:ec2::254), multicast and NAT64 IPv6. IPv4-mapped IPv6 is judged by its IPv4 address.
 */
const refused = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fe80::', 10],
  ['fc00::', 7],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  refused.addSubnet(network, bits, 'ipv6');

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether an IP address is one a webhook must not be sent to (an address that is not an IP is refused too). */
export function isRefusedAddress(address: string): boolean {
  const mapped = MAPPED_V4.exec(address);
  if (mapped) return isRefusedAddress(mapped[1]);
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family === 6) return refused.check(address, 'ipv6');
  return true;
}
