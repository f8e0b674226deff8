/**
 * The adapter contract carries chain ids as `number | string`. For eip155 the modal passes numbers, but
 * apps and wallets also hand over '1', '0x1' or a CAIP-2 id 'eip155:1'; all mean chain 1.
 */
import { createError } from '../errors/index.js';

const DECIMAL = /^[0-9]+$/;
const HEX = /^0x[0-9a-f]+$/i;
const CAIP_EIP155 = /^eip155:([0-9]+)$/;

/**
 * The numeric eip155 chain id of `value`. Throws 'Chain is not supported' (code CHAIN_NOT_SUPPORTED)
 * for anything that is not a positive safe integer in one of the forms above, including ids of other
 * namespaces ('solana:…'), because wallets and nodes can only use a positive integer id.
 */
export function toEvmChainId(value: number | string): number {
  const id = typeof value === 'number' ? value : parseChainIdText(value.trim());
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw createError('CHAIN_NOT_SUPPORTED', {
      details: `${JSON.stringify(value)} is not an eip155 chain id (a positive integer, '0x…' or 'eip155:…').`,
    });
  }
  return id;
}

/** The chain id as wallets exchange it (EIP-695, EIP-3326): minimal lowercase hex, e.g. 31337 → '0x7a69'. */
export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${toEvmChainId(chainId).toString(16)}`;
}

function parseChainIdText(text: string): number {
  const caip = CAIP_EIP155.exec(text);
  const reference = caip?.[1] ?? text;
  // Number('1e3') or Number(' 1') would accept shapes no wallet sends; only plain digits and hex pass.
  if (DECIMAL.test(reference) || HEX.test(reference)) return Number(reference);
  return Number.NaN;
}
