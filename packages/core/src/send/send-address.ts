/**
 * The addresses a send moves between (docs/send-receive.md "Recipient"): an eip155 address in its EIP-55
 * form, or a solana account's public key in base58. Each is a type of its own, so an address read under
 * one namespace's rules cannot pass for the other's.
 */
import { base58 } from '@scure/base';
import { isSolanaAddress } from '../validation/address.js';
import type { EthereumAddress } from '../validation/checksum-address.js';

/** A base58 string that decodes to exactly 32 bytes: an ed25519 public key or a program-derived address. */
export type SolanaAddress = string & { readonly __solanaAddress: true };

/** An address the send flow holds: checksummed hex on eip155, base58 on solana. */
export type SendAddress = EthereumAddress | SolanaAddress;

/** The size of a solana account address once decoded. */
const SOLANA_ADDRESS_BYTES = 32;

/**
 * Is `value` a solana account address? The base58 alphabet and length rule (32–44 characters) first,
 * then the decoded size: a 43-character string of base58 can still decode to 31 or 33 bytes, which no
 * account has, and a transfer to it would be refused by the wallet at best.
 */
export function isSolanaAccountAddress(value: unknown): value is SolanaAddress {
  if (!isSolanaAddress(value)) return false;
  try {
    return base58.decode(value).length === SOLANA_ADDRESS_BYTES;
  } catch {
    return false;
  }
}
