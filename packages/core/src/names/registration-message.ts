/**
 * The message a wallet signs to register a name (docs/names.md "What the wallet signs"): JSON holding the
 * full name, empty attributes and the time in unix seconds. The server checks the signature against the
 * address and refuses a timestamp more than 10 minutes old, so the message is built right before signing.
 */
import { chainIdToCoinType } from '../validation/coin-type.js';

export interface RegistrationMessage {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly timestamp: number;
}

/** The text to sign for `fullName` at `nowMs` (ms since epoch); seconds are floored, as the server counts them. */
export function buildRegistrationMessage(fullName: string, nowMs: number): string {
  const message: RegistrationMessage = {
    name: fullName,
    attributes: {},
    timestamp: Math.floor(nowMs / 1000),
  };
  return JSON.stringify(message);
}

/**
 * The ENSIP-11 coin type the server checks the signature on: that of the account's eip155 chain (60 on
 * Ethereum mainnet, 0x80000000 | chainId elsewhere). Throws INVALID_CHAIN_ID for a chain id of
 * 0x80000000 or more, which has no coin type.
 */
export function registrationCoinType(chainId: number): number {
  return chainIdToCoinType(chainId);
}
