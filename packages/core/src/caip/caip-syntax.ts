/**
 * Character rules of CAIP-2 (https://chainagnostic.org/CAIPs/caip-2) and CAIP-10
 * (https://chainagnostic.org/CAIPs/caip-10). Anchored, no flags: `$` then only matches at the very end,
 * so a trailing newline is rejected.
 */
const NAMESPACE_PATTERN = /^[-a-z0-9]{3,8}$/;
const REFERENCE_PATTERN = /^[-_a-zA-Z0-9]{1,32}$/;
const ACCOUNT_ADDRESS_PATTERN = /^[-.%a-zA-Z0-9]{1,128}$/;

export const CAIP_NAMESPACE_RULE = '[-a-z0-9]{3,8}';
export const CAIP_REFERENCE_RULE = '[-_a-zA-Z0-9]{1,32}';
export const CAIP_ACCOUNT_ADDRESS_RULE = '[-.%a-zA-Z0-9]{1,128}';

export function isValidCaipNamespace(value: string): boolean {
  return NAMESPACE_PATTERN.test(value);
}

export function isValidCaipReference(value: string): boolean {
  return REFERENCE_PATTERN.test(value);
}

export function isValidCaipAccountAddress(value: string): boolean {
  return ACCOUNT_ADDRESS_PATTERN.test(value);
}

const PREVIEW_LENGTH = 80;

/** Quotes (and shortens) user input for error details, so a huge or binary input cannot flood a log line. */
export function previewInput(value: unknown): string {
  if (typeof value !== 'string') return `a value of type ${value === null ? 'null' : typeof value}`;
  const shortened = value.length > PREVIEW_LENGTH ? `${value.slice(0, PREVIEW_LENGTH)}…` : value;
  return JSON.stringify(shortened);
}

/**
 * Says what is wrong with the two parts of a CAIP-2 id, or undefined when both are fine.
 * Shared by the CAIP-2 and CAIP-10 parsers so both explain a bad chain part the same way.
 */
export function describeChainPartsProblem(namespace: string, reference: string): string | undefined {
  if (namespace === '') return 'the chain namespace is empty';
  if (reference === '') return 'the chain reference is empty';
  if (!isValidCaipNamespace(namespace)) {
    return `the chain namespace ${previewInput(namespace)} does not match ${CAIP_NAMESPACE_RULE}`;
  }
  if (!isValidCaipReference(reference)) {
    return `the chain reference ${previewInput(reference)} does not match ${CAIP_REFERENCE_RULE}`;
  }
  return undefined;
}

/** Says what is wrong with the address part of a CAIP-10 id, or undefined when it is fine. */
export function describeAccountAddressProblem(address: string): string | undefined {
  if (address === '') return 'the account address is empty';
  if (!isValidCaipAccountAddress(address)) {
    return `the account address ${previewInput(address)} does not match ${CAIP_ACCOUNT_ADDRESS_RULE}`;
  }
  return undefined;
}
