import { keccak_256 } from '@noble/hashes/sha3';
import { utf8ToBytes } from '@noble/hashes/utils';
import { WalletportError } from '../errors/base.js';

/** A `0x`-prefixed 20-byte hex address as wallets and RPC nodes use it. */
export type EthereumAddress = `0x${string}`;

// The prefix is optional here so that CAIP-10 address parts (which may omit it) can be checksummed too.
const ANY_CASE_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/;

/**
 * Returns the EIP-55 mixed-case checksum form of an address.
 *
 * Accepts 40 hex characters in any case, with or without the `0x` prefix; the result always has
 * the prefix. Throws WalletportError (code INVALID_ADDRESS) for anything else, because a checksum of a
 * malformed address would look trustworthy while being meaningless.
 */
export function toChecksumAddress(address: string): EthereumAddress {
  if (typeof address !== 'string' || !ANY_CASE_ADDRESS.test(address)) {
    throw new WalletportError('Invalid address', {
      code: 'INVALID_ADDRESS',
      details: `Expected 40 hex characters with an optional 0x prefix, got ${describe(address)}.`,
    });
  }
  const lowerHex = address.slice(address.length - 40).toLowerCase();
  // EIP-55 hashes the ASCII text of the lowercase hex (not the address bytes).
  const hash = keccak_256(utf8ToBytes(lowerHex));
  let checksummed = '0x';
  for (let index = 0; index < 40; index += 1) {
    const character = lowerHex[index]!;
    const hashByte = hash[index >> 1]!;
    // Character i is governed by nibble i of the hash: high nibble for even i, low nibble for odd i.
    const nibble = index % 2 === 0 ? hashByte >> 4 : hashByte & 0x0f;
    checksummed += nibble >= 8 ? character.toUpperCase() : character;
  }
  return checksummed as EthereumAddress;
}

function describe(value: unknown): string {
  if (typeof value !== 'string') return `a value of type ${typeof value}`;
  return value.length > 60 ? `'${value.slice(0, 60)}…' (${value.length} characters)` : `'${value}'`;
}
