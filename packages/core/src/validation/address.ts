import { type EthereumAddress, toChecksumAddress } from './checksum-address.js';

export interface EthereumAddressOptions {
  /**
   * When true (the default, as in viem), a mixed-case address must match its EIP-55 checksum.
   * All-lowercase and all-uppercase hex carry no checksum and pass in both modes: EIP-55 defines
   * only mixed case as checksummed, and wallets and explorers commonly hand out lowercase addresses.
   */
  strict?: boolean;
}

// Ethereum: 0x plus 40 hex characters. The prefix must be a lowercase `0x`, as in RPC hex.
const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
// eip155 (CAIP): 40 hex with optional 0x.
const EIP155_CAIP_ADDRESS_PART = /^(?:0x)?[0-9a-fA-F]{40}$/;
// solana: 32-44 base58 characters. Base58 leaves out 0, O, I and l.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const HAS_LOWERCASE_HEX_LETTER = /[a-f]/;
const HAS_UPPERCASE_HEX_LETTER = /[A-F]/;

/** Is `value` an Ethereum address (`0x` + 40 hex)? In strict mode mixed case must be a valid EIP-55 checksum. */
export function isEthereumAddress(
  value: unknown,
  options: EthereumAddressOptions = {},
): value is EthereumAddress {
  if (typeof value !== 'string' || !ETHEREUM_ADDRESS.test(value)) return false;
  if (options.strict === false) return true;
  const hex = value.slice(2);
  const isMixedCase = HAS_LOWERCASE_HEX_LETTER.test(hex) && HAS_UPPERCASE_HEX_LETTER.test(hex);
  if (!isMixedCase) return true;
  return toChecksumAddress(value) === value;
}

/** Is `value` the address part of an eip155 CAIP-10 account id: 40 hex characters, `0x` optional? */
export function isEip155CaipAddressPart(value: unknown): value is string {
  return typeof value === 'string' && EIP155_CAIP_ADDRESS_PART.test(value);
}

/** Is `value` shaped like a Solana address: 32 to 44 base58 characters? (The length alone is checked, not the decoded 32 bytes.) */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value);
}

/**
 * Is `address` valid for the chain namespace? eip155 uses the CAIP rule (optional `0x`, any case) and
 * solana the base58 rule. There is no address rule for other namespaces (polkadot, bip122, cosmos),
 * so they answer false: callers must not treat an unchecked address as checked.
 */
export function isAddressForNamespace(namespace: string, address: unknown): boolean {
  switch (namespace) {
    case 'eip155':
      return isEip155CaipAddressPart(address);
    case 'solana':
      return isSolanaAddress(address);
    default:
      return false;
  }
}
