import { InvalidCaipAddressError } from './caip-errors.js';
import { describeAccountAddressProblem, describeChainPartsProblem, previewInput } from './caip-syntax.js';

/** A CAIP-10 account id, `namespace:reference:address`, e.g. 'eip155:1:0xab16…'. */
export type CaipAddress = `${string}:${string}:${string}`;

export interface ParsedCaipAddress {
  /** Any syntactically valid namespace; narrow with `isKnownNamespace`. */
  chainNamespace: string;
  chainId: string;
  /** The account address as written; its namespace-specific format is checked by address validators. */
  address: string;
}

/**
 * Splits a CAIP-10 account id. Throws InvalidCaipAddressError ('Invalid CAIP-10 address') unless it has
 * exactly three non-empty parts that follow the CAIP-2 / CAIP-10 character rules.
 */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  if (typeof caipAddress !== 'string') {
    throw new InvalidCaipAddressError(`Expected a string, got ${previewInput(caipAddress)}`);
  }
  const parts = caipAddress.split(':');
  const [chainNamespace, chainId, address] = parts;
  if (parts.length !== 3 || chainNamespace === undefined || chainId === undefined || address === undefined) {
    throw new InvalidCaipAddressError(
      `Expected 3 colon-separated parts (namespace:reference:address), got ${parts.length} in ${previewInput(caipAddress)}`,
    );
  }
  const problem =
    describeChainPartsProblem(chainNamespace, chainId) ?? describeAccountAddressProblem(address);
  if (problem !== undefined) {
    throw new InvalidCaipAddressError(`In ${previewInput(caipAddress)} ${problem}`);
  }
  return { chainNamespace, chainId, address };
}

/**
 * Joins the three parts of a CAIP-10 account id, keeping literal types. Throws like `parseCaipAddress`
 * for bad parts, so an id built here always parses back to the same parts.
 */
export function buildCaipAddress<
  const Namespace extends string,
  const Reference extends string | number,
  const Address extends string,
>(chainNamespace: Namespace, chainId: Reference, address: Address): `${Namespace}:${Reference}:${Address}` {
  const caipAddress = `${chainNamespace}:${chainId}:${address}` as const;
  parseCaipAddress(caipAddress);
  return caipAddress;
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false;
  try {
    parseCaipAddress(value);
    return true;
  } catch {
    return false;
  }
}
