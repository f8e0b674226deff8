/**
 * The recipient field (docs/send-receive.md "Recipient"), read by the rules of the send's namespace:
 * - eip155: an address (in strict mode a mixed-case address must carry a valid EIP-55 checksum, so a
 *   mistyped character is caught rather than sent to), a CAIP-10 account id of the network the send is
 *   on, or a name the Walletport server resolves;
 * - solana: a base58 address that decodes to 32 bytes, or a CAIP-10 account id of the network. Base58
 *   has no checksum, and names hold eip155 addresses only, so neither rule applies there.
 */
import type { CaipNetworkId } from '../caip/index.js';
import { isEthereumAddress } from '../validation/address.js';
import { type EthereumAddress, toChecksumAddress } from '../validation/checksum-address.js';
import { chainIdToCoinType, EVM_COIN_TYPE_FLAG } from '../validation/coin-type.js';
import type { NameRecord } from '../api/names-api.js';
import { isSolanaAccountAddress, type SendAddress } from './send-address.js';

export type RecipientProblem =
  /** Neither an address, a CAIP-10 account id nor a name (on solana: not a base58 address). */
  | 'format'
  /** A mixed-case address whose EIP-55 checksum does not match: likely a typo. */
  | 'checksum'
  /** A CAIP-10 account id of another chain of the same namespace. */
  | 'other-network'
  /**
   * An address of another namespace: a CAIP-10 account id of one (e.g. a Solana account on an EVM send),
   * or a 0x address on a solana send.
   */
  | 'other-namespace';

export type RecipientInput =
  | { readonly kind: 'empty' }
  | { readonly kind: 'address'; readonly address: SendAddress }
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'invalid'; readonly problem: RecipientProblem };

export interface RecipientRules {
  /** The network the send is on, e.g. 'eip155:31337'. */
  caipNetworkId: CaipNetworkId;
  /** Enforce EIP-55 on mixed-case addresses; default true. */
  strict?: boolean;
}

const HEX_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/;
/** As wallets and explorers write an address: a lowercase 0x and 40 hex characters. */
const PREFIXED_HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** Labels of letters, digits and hyphens joined by dots, with at least one dot: 'alice.walletport.id'. */
const NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;
const MAX_NAME_LENGTH = 255;

/**
 * Reads what the visitor typed; never throws. An eip155 address comes back in its checksummed form, a
 * solana one as typed (base58 is case-sensitive: there is no other form).
 */
export function classifyRecipient(input: string, rules: RecipientRules): RecipientInput {
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  const parts = text.split(':');
  if (parts.length === 3) return classifyCaipAccount(parts as [string, string, string], rules);
  if (parts.length !== 1) return invalid('format');
  if (isSolanaSend(rules)) return classifySolanaAddress(text);
  if (/^0x/i.test(text)) return classifyHexAddress(text, rules);
  if (text.length <= MAX_NAME_LENGTH && NAME.test(text)) return { kind: 'name', name: text.toLowerCase() };
  return invalid('format');
}

function isSolanaSend(rules: RecipientRules): boolean {
  return rules.caipNetworkId.startsWith('solana:');
}

function classifyCaipAccount(
  [namespace, reference, address]: [string, string, string],
  rules: RecipientRules,
) {
  const [sendNamespace, sendReference] = rules.caipNetworkId.split(':');
  if (namespace !== sendNamespace) return invalid(namespace === '' ? 'format' : 'other-namespace');
  if (reference !== sendReference) return invalid('other-network');
  if (isSolanaSend(rules)) return classifySolanaAddress(address);
  // CAIP-10 lets an eip155 address leave out its 0x.
  const prefixed = HEX_ADDRESS.test(address) && !address.startsWith('0x') ? `0x${address}` : address;
  return classifyHexAddress(prefixed, rules);
}

function classifyHexAddress(text: string, rules: RecipientRules): RecipientInput {
  if (!PREFIXED_HEX_ADDRESS.test(text)) return invalid('format');
  if (!isEthereumAddress(text, { strict: rules.strict !== false })) return invalid('checksum');
  return { kind: 'address', address: toChecksumAddress(text) };
}

/** A 0x address on a solana send is an EVM account: say so, rather than "not an address". */
function classifySolanaAddress(text: string): RecipientInput {
  if (isSolanaAccountAddress(text)) return { kind: 'address', address: text };
  return invalid(PREFIXED_HEX_ADDRESS.test(text) ? 'other-namespace' : 'format');
}

function invalid(problem: RecipientProblem): RecipientInput {
  return { kind: 'invalid', problem };
}

/** ENSIP-11's coin type for "any EVM chain": an address registered for it holds on every chain. */
export const DEFAULT_EVM_COIN_TYPE = EVM_COIN_TYPE_FLAG;

/**
 * The address a name points to on `chainId`: the entry of that chain's coin type, else the default EVM
 * one. Entries of other chains are not used: a contract account on one chain may be nobody's on another.
 */
export function addressOfName(record: NameRecord, chainId: number): EthereumAddress | undefined {
  let coinType: number;
  try {
    coinType = chainIdToCoinType(chainId);
  } catch {
    return undefined;
  }
  for (const key of [coinType, DEFAULT_EVM_COIN_TYPE]) {
    const address = record.addresses[String(key)]?.address;
    // The server stores what the owner registered; checksum is not required of it, the shape is.
    if (address !== undefined && isEthereumAddress(address, { strict: false }))
      return toChecksumAddress(address);
  }
  return undefined;
}
