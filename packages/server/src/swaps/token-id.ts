/**
 * Swap token ids are CAIP-10 (`eip155:<chainId>:<address>`); the chain's native currency is the
 * conventional placeholder address 0xeeee…eeee (docs/server.md, "Swaps").
 */
import { getAddress } from 'viem';
import type { HexAddress } from '../config.js';

export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as const;

export interface SwapTokenId {
  chainId: number;
  /** Checksummed contract address; NATIVE_TOKEN_ADDRESS (lower case) for the native currency. */
  address: HexAddress;
  native: boolean;
}

const TOKEN_ID = /^eip155:([1-9]\d{0,15}):(0x[0-9a-fA-F]{40})$/;
const PLAIN_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Parses `eip155:<chainId>:0x…`; undefined for anything else (other namespaces, bad hex, chain 0). */
export function parseSwapTokenId(value: string): SwapTokenId | undefined {
  const match = TOKEN_ID.exec(value);
  if (match === null) return undefined;
  const chainId = Number(match[1]);
  if (!Number.isSafeInteger(chainId)) return undefined;
  const raw = match[2] ?? '';
  if (raw.toLowerCase() === NATIVE_TOKEN_ADDRESS) {
    return { chainId, address: NATIVE_TOKEN_ADDRESS, native: true };
  }
  const address = checksummed(raw);
  return address === undefined ? undefined : { chainId, address, native: false };
}

/** The token's CAIP-10 id as this API writes it (checksummed; the native placeholder in lower case). */
export function formatSwapTokenId(chainId: number, address: string): string {
  const lower = address.toLowerCase();
  return `eip155:${chainId}:${lower === NATIVE_TOKEN_ADDRESS ? NATIVE_TOKEN_ADDRESS : getAddress(address)}`;
}

export interface AccountRef {
  address: HexAddress;
  /** The chain a CAIP-10 account id names; undefined for a plain 0x address. */
  chainId: number | undefined;
}

/**
 * A user address: CAIP-10 (`eip155:1:0x…`, what the modal holds) or a plain 0x address. Mixed case must
 * be a valid checksum, so a mistyped address is refused rather than used.
 */
export function parseAccount(value: string): AccountRef | undefined {
  if (PLAIN_ADDRESS.test(value)) {
    const address = checksummed(value);
    return address === undefined ? undefined : { address, chainId: undefined };
  }
  const match = TOKEN_ID.exec(value);
  if (match === null) return undefined;
  const address = checksummed(match[2] ?? '');
  const chainId = Number(match[1]);
  return address === undefined || !Number.isSafeInteger(chainId) ? undefined : { address, chainId };
}

function checksummed(hex: string): HexAddress | undefined {
  const body = hex.slice(2);
  const mixed = /[a-f]/.test(body) && /[A-F]/.test(body);
  const address = getAddress(hex.toLowerCase());
  return mixed && address !== hex ? undefined : address;
}
