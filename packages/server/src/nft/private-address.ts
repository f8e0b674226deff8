/**
 * Addresses the server must not fetch NFT metadata from unless told to (NFT_METADATA_ALLOW_PRIVATE_HOSTS):
 * a tokenURI is written by whoever deployed the contract, so without this check any contract could make
 * the server request its own loopback, the cloud's metadata service or the private network.
 */
import { BlockList, isIP } from 'node:net';

// Two lists: a BlockList checks IPv4 addresses against its IPv6 rules too (as IPv4-mapped addresses).
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96], // IPv4-mapped, other than in dotted form (checked against the IPv4 rules below)
  ['64:ff9b::', 96], // NAT64 reaches IPv4 addresses
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether `address` (an IPv4 or IPv6 literal) is loopback, private, link-local or otherwise internal. */
export function isPrivateAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  const version = isIP(plain);
  if (version === 4) return blockedV4.check(plain, 'ipv4');
  if (version !== 6) return true; // not an address at all: refuse rather than guess
  const mapped = MAPPED_IPV4.exec(plain);
  if (mapped?.[1] !== undefined) return blockedV4.check(mapped[1], 'ipv4');
  return blockedV6.check(plain, 'ipv6');
}
