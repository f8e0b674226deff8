/**
 * The "Label: value" lines of a sign-in message, shared by the builder and the parser so that both
 * spell every label and check every value the same way: what the parser accepts is what the builder
 * writes.
 */
import { checkDateTime, checkNonce, checkRequestId, checkUri, checkVersion } from './message-fields.js';
import type { SiwxMessageData } from './types.js';

interface LabelledLine<Value extends string> {
  label: string;
  check(value: unknown): Value;
}

/** The lines every message has, in the grammar's order around "Chain ID" (which CHAIN_ID_LABEL names). */
export const REQUIRED_LINES = {
  uri: { label: 'URI: ', check: (value) => checkUri('uri', value) },
  version: { label: 'Version: ', check: checkVersion },
  nonce: { label: 'Nonce: ', check: checkNonce },
  issuedAt: { label: 'Issued At: ', check: (value) => checkDateTime('issuedAt', value) },
} as const satisfies Record<string, LabelledLine<string>>;

export const CHAIN_ID_LABEL = 'Chain ID: ';

/**
 * Namespaces whose sign-in profile fixes the header's chain name: under it "Chain ID" carries the bare
 * CAIP-2 reference (EIP-4361's decimal chain id; the Solana network's genesis-hash prefix), so the
 * header is what names the namespace. Other namespaces write the full CAIP-2 id.
 */
export const FIXED_CHAIN_NAMES: Readonly<Record<string, string>> = Object.freeze({
  eip155: 'Ethereum',
  solana: 'Solana',
});

/** The namespace whose fixed header is `chainName`, if any. */
export function namespaceOfFixedChainName(chainName: string): string | undefined {
  return Object.keys(FIXED_CHAIN_NAMES).find((namespace) => FIXED_CHAIN_NAMES[namespace] === chainName);
}

type OptionalLineKey = 'expirationTime' | 'notBefore' | 'requestId';

/** The optional lines after "Issued At", in the order the grammar writes them. */
export const OPTIONAL_LINES: ReadonlyArray<LabelledLine<string> & { key: OptionalLineKey }> = [
  {
    key: 'expirationTime',
    label: 'Expiration Time: ',
    check: (value) => checkDateTime('expirationTime', value),
  },
  { key: 'notBefore', label: 'Not Before: ', check: (value) => checkDateTime('notBefore', value) },
  { key: 'requestId', label: 'Request ID: ', check: checkRequestId },
];

/** Optional text fields count as absent when empty, as in viem and AppKit. */
export function isPresent(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}

/** The optional lines `data` has, checked and labelled, in order. */
export function optionalLinesOf(data: SiwxMessageData): string[] {
  return OPTIONAL_LINES.flatMap(({ key, label, check }) => {
    const value = data[key];
    return isPresent(value) ? [`${label}${check(value)}`] : [];
  });
}
