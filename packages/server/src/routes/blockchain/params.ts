/**
 * Checks for the parameters the blockchain API, names and RPC routes share, with core's rules, so the
 * server refuses exactly what the SDK would. Failures are 400s that name the field.
 */
import { isEthereumAddress, parseCaipNetworkId } from '@walletport/core/internal';
import type { Address } from 'viem';
import { type ChainConfig, findChain } from '../../config.js';
import { invalidParameter } from '../../http/api-error.js';

/** The address, or a 400 naming `field`. Mixed case must be a valid EIP-55 checksum (core's strict mode). */
export function requireEthereumAddress(value: unknown, field: string): Address {
  if (!isEthereumAddress(value)) {
    throw invalidParameter(field, 'must be 0x plus 40 hex characters, with a valid checksum when mixed-case');
  }
  return value as Address;
}

export type ChainLookup =
  /** A chain this server serves. */
  | { kind: 'served'; chain: ChainConfig }
  /** A well-formed id of a chain this server does not serve (other namespaces included). */
  | { kind: 'unsupported' };

const DECIMAL_CHAIN_ID = /^(0|[1-9]\d{0,15})$/;

/**
 * Looks up a CAIP-2 network id ('eip155:31337'). `allowBareId` also takes a bare decimal chain id
 * ('31337'), as many RPC clients send. Malformed ids are a 400 naming `field`; well-formed ids of
 * chains the server does not serve are 'unsupported', which routes answer with an empty result.
 */
export function lookupChain(
  chains: readonly ChainConfig[],
  value: string,
  field: string,
  options: { allowBareId?: boolean } = {},
): ChainLookup {
  let namespace: string;
  let reference: string;
  if (options.allowBareId === true && DECIMAL_CHAIN_ID.test(value)) {
    namespace = 'eip155';
    reference = value;
  } else {
    try {
      ({ chainNamespace: namespace, chainId: reference } = parseCaipNetworkId(value));
    } catch {
      throw invalidParameter(field, 'must be a CAIP-2 network id such as eip155:1');
    }
  }
  if (namespace !== 'eip155' || !DECIMAL_CHAIN_ID.test(reference)) return { kind: 'unsupported' };
  const chain = findChain({ chains }, Number(reference));
  return chain === undefined || chain.rpcUrls.length === 0
    ? { kind: 'unsupported' }
    : { kind: 'served', chain };
}
