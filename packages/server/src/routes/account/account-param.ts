/**
 * The {account} path parameter of the history route: a 0x address, or a CAIP-10 account id
 * (eip155:<chain>:0x…), whose chain must then be the one the query names. Mixed-case addresses must carry
 * a valid EIP-55 checksum (core's rule, as everywhere in the API). Failures are 400s naming the field.
 */
import { isEthereumAddress, parseCaipAddress } from '@walletport/core/internal';
import { invalidParameter } from '../../http/api-error.js';

export interface AccountParam {
  /** Lower-case 0x address. */
  address: string;
  /** The CAIP-2 chain of a CAIP-10 account id; undefined for a bare address. */
  caipNetworkId: string | undefined;
}

const ADDRESS_RULE = 'must be a 0x address or a CAIP-10 account id (eip155:<chain>:0x…)';

export function parseAccountParam(value: string, field: string): AccountParam {
  if (value.startsWith('0x') || value.startsWith('0X')) {
    if (!isEthereumAddress(value)) throw invalidParameter(field, ADDRESS_RULE);
    return { address: value.toLowerCase(), caipNetworkId: undefined };
  }
  let parsed: ReturnType<typeof parseCaipAddress>;
  try {
    parsed = parseCaipAddress(value);
  } catch {
    throw invalidParameter(field, ADDRESS_RULE);
  }
  if (parsed.chainNamespace !== 'eip155' || !isEthereumAddress(parsed.address)) {
    throw invalidParameter(field, ADDRESS_RULE);
  }
  return {
    address: parsed.address.toLowerCase(),
    caipNetworkId: `${parsed.chainNamespace}:${parsed.chainId}`,
  };
}
