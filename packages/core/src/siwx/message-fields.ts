/**
 * Field rules of a sign-in message (EIP-4361, CAIP-122). Each check throws SiwxMessageError naming
 * the field, so the builder and the parser enforce exactly the same rules.
 */
import { type CaipNetworkId, isCaipNetworkId, isValidCaipAccountAddress } from '../caip/index.js';
import { isEthereumAddress, isSolanaAddress, toChecksumAddress } from '../validation/index.js';
import { type SiwxMessageField, SiwxMessageError } from './siwx-errors.js';

/** EIP-4361: "nonce = 8*( ALPHA / DIGIT )". */
const NONCE = /^[a-zA-Z0-9]{8,}$/;
/** RFC 3339 date-time as EIP-4361 asks for it: seconds required, fraction and offset optional parts. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|z|([+-])(\d{2}):(\d{2}))$/;
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
/**
 * RFC 3986 authority without userinfo: a host name (labels of letters, digits and inner hyphens; this
 * also covers IPv4 and 'localhost'), or a bracketed IPv6 literal, then an optional port.
 */
const AUTHORITY = new RegExp(`^(?:\\[[0-9a-fA-F:.]+\\]|${LABEL}(?:\\.${LABEL})*)(?::([0-9]{1,5}))?$`);
/** Characters RFC 3986 allows anywhere in a URI (reserved, unreserved and '%'). */
const URI_CHARACTERS = /^[a-zA-Z0-9:/?#[\]@!$&'()*+,;=.\-_~%]+$/;
const BROKEN_PERCENT_ESCAPE = /%(?![0-9a-fA-F]{2})/;
const SCHEME = /^[a-zA-Z][a-zA-Z0-9+\-.]*$/;
const URI_PARTS = /^([a-zA-Z][a-zA-Z0-9+\-.]*):(\/\/([^/?#]*))?([^?#]*)(\?[^#]*)?(#.*)?$/;
/**
 * EIP-4361's (and CAIP-122's) ABNF: statement = *( reserved / unreserved / " " ), RFC 3986's characters
 * and the space. No other text: a bidi override or a line separator would make the wallet show the
 * visitor something else than what the verifier reads.
 */
const STATEMENT_CHARACTER = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]$/;
/** request-id = *pchar: unreserved, sub-delims, ":" and "@", or a percent escape. */
const REQUEST_ID = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/;
const REQUEST_ID_CHARACTER = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%]$/;
/** A chain name in a CAIP-122 header: visible text and inner spaces (no controls, no bidi or format marks). */
const CHAIN_NAME =
  /^[\p{L}\p{M}\p{N}\p{P}\p{S}](?:[\p{L}\p{M}\p{N}\p{P}\p{S} ]{0,62}[\p{L}\p{M}\p{N}\p{P}\p{S}])?$/u;
/** EIP-155 chain ids are positive; beyond 2^53 - 1 a verifier could not hold the id as a number. */
const POSITIVE_DECIMAL = /^[1-9][0-9]*$/;
/** A Solana network's CAIP-2 reference: the start (up to 32 characters) of its base58 genesis hash. */
const SOLANA_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{1,32}$/;

function fail(field: SiwxMessageField, details: string): never {
  throw new SiwxMessageError(field, details);
}

function preview(value: unknown): string {
  if (typeof value !== 'string') return `a value of type ${typeof value}`;
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
}

function requireString(field: SiwxMessageField, value: unknown): string {
  if (typeof value !== 'string') fail(field, `Expected a string, got ${preview(value)}.`);
  return value;
}

export function checkDomain(value: unknown): string {
  const domain = requireString('domain', value);
  const match = AUTHORITY.exec(domain);
  if (match === null || Number(match[1] ?? 0) > 65_535) {
    fail('domain', `Expected an RFC 3986 authority such as "app.example.com:8443", got ${preview(value)}.`);
  }
  return domain;
}

/** Whether the WHATWG URL parser reads `value`: a verifier takes the URI's origin with it. */
function isWhatwgUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * An RFC 3986 URI: a scheme, then a non-empty hierarchical part; with an authority the path is empty or
 * absolute. It must also be a URL the WHATWG parser reads (no bad ports or host names), since a verifier
 * reads its origin that way.
 */
export function isUri(value: string): boolean {
  if (!URI_CHARACTERS.test(value) || BROKEN_PERCENT_ESCAPE.test(value)) return false;
  const parts = URI_PARTS.exec(value);
  if (parts === null) return false;
  const [, scheme = '', hasAuthority, , path = ''] = parts;
  if (value.length === scheme.length + 1) return false;
  if (hasAuthority !== undefined ? path !== '' && !path.startsWith('/') : path.startsWith('//')) return false;
  return isWhatwgUrl(value);
}

export function checkUri(field: 'uri' | 'resources', value: unknown): string {
  const uri = requireString(field, value);
  if (!isUri(uri))
    fail(field, `Expected an RFC 3986 URI such as "https://app.example.com", got ${preview(value)}.`);
  return uri;
}

export function checkNonce(value: unknown): string {
  const nonce = requireString('nonce', value);
  if (!NONCE.test(nonce)) fail('nonce', `Expected at least 8 letters or digits, got ${preview(value)}.`);
  return nonce;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An RFC 3339 date-time whose parts are in range (JS Date alone would roll 31 April over to 1 May). */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (match === null) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as number[];
  const offsetHours = match[8] === undefined ? 0 : Number(match[8]);
  const offsetMinutes = match[9] === undefined ? 0 : Number(match[9]);
  return (
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth(year!, month!) &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59 &&
    // Verifiers compare the times with Date.parse; a text it cannot read must not pass as "no time".
    !Number.isNaN(Date.parse(value))
  );
}

export function checkDateTime(field: 'issuedAt' | 'expirationTime' | 'notBefore', value: unknown): string {
  const text = requireString(field, value);
  if (!isDateTime(text)) {
    fail(field, `Expected an ISO-8601 date-time such as "2024-05-01T12:00:00.000Z", got ${preview(value)}.`);
  }
  return text;
}

/** "U+202E": names a character without writing it (it may be invisible, or reorder the text). */
export function codePointName(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

function firstCharacterNotMatching(text: string, allowed: RegExp): string | undefined {
  for (const character of text) if (!allowed.test(character)) return character;
  return undefined;
}

export function checkStatement(value: unknown): string {
  const statement = requireString('statement', value);
  const forbidden = firstCharacterNotMatching(statement, STATEMENT_CHARACTER);
  if (forbidden !== undefined) {
    const what = forbidden === '\n' || forbidden === '\r' ? 'a line break' : codePointName(forbidden);
    fail(
      'statement',
      `The statement is one line of ASCII letters, digits, spaces and RFC 3986 punctuation (EIP-4361); it has ${what}.`,
    );
  }
  return statement;
}

export function checkRequestId(value: unknown): string {
  const requestId = requireString('requestId', value);
  if (!REQUEST_ID.test(requestId)) {
    const forbidden = firstCharacterNotMatching(requestId, REQUEST_ID_CHARACTER);
    const what = forbidden === undefined ? 'a broken percent escape' : codePointName(forbidden);
    fail('requestId', `The request id is RFC 3986 path characters (EIP-4361 pchar); it has ${what}.`);
  }
  return requestId;
}

/** The chain name of a CAIP-122 header: one line of visible text, at most 64 characters. */
export function checkChainName(value: unknown): string {
  const name = requireString('chainId', value);
  if (!CHAIN_NAME.test(name)) {
    fail('chainId', 'The chain name must be 1 to 64 visible characters, without controls or format marks.');
  }
  return name;
}

/** Whether `value` is an RFC 3986 scheme (what EIP-4361 allows before the domain). */
export function isScheme(value: string): boolean {
  return SCHEME.test(value);
}

/** EIP-4361's optional `scheme "://"` before the domain: an RFC 3986 scheme. */
export function checkScheme(value: unknown): string {
  const scheme = requireString('domain', value);
  if (!isScheme(scheme)) fail('domain', `Expected a URI scheme such as "https", got ${preview(value)}.`);
  return scheme;
}

export function checkVersion(value: unknown): '1' {
  if (value !== '1') fail('version', `Expected version '1', got ${preview(value)}.`);
  return '1';
}

/**
 * The CAIP-2 id split; eip155 references must be positive decimal chain ids (EIP-155) below 2^53,
 * solana references base58 (a genesis-hash prefix).
 */
export function checkChainId(value: unknown): {
  chainId: CaipNetworkId;
  namespace: string;
  reference: string;
} {
  if (!isCaipNetworkId(value))
    fail('chainId', `Expected a CAIP-2 network id such as "eip155:1", got ${preview(value)}.`);
  const separator = value.indexOf(':');
  const namespace = value.slice(0, separator);
  const reference = value.slice(separator + 1);
  if (
    namespace === 'eip155' &&
    !(POSITIVE_DECIMAL.test(reference) && Number.isSafeInteger(Number(reference)))
  ) {
    fail(
      'chainId',
      `An eip155 chain id must be a positive decimal number up to 2^53 - 1, got ${preview(value)}.`,
    );
  }
  if (namespace === 'solana' && !SOLANA_REFERENCE.test(reference)) {
    fail(
      'chainId',
      `A solana network reference is up to 32 base58 characters of its genesis hash, got ${preview(value)}.`,
    );
  }
  return { chainId: value, namespace, reference };
}

/**
 * The account address as the message writes it: EIP-55 for eip155 (a mixed-case address must already
 * carry a valid checksum), base58 for solana, the CAIP-10 address syntax for other namespaces.
 */
export function checkAddress(namespace: string, value: unknown): string {
  const address = requireString('accountAddress', value);
  if (namespace === 'eip155') {
    if (!isEthereumAddress(address)) {
      fail(
        'accountAddress',
        `Expected an Ethereum address (0x + 40 hex, EIP-55 when mixed case), got ${preview(value)}.`,
      );
    }
    return toChecksumAddress(address);
  }
  const valid = namespace === 'solana' ? isSolanaAddress(address) : isValidCaipAccountAddress(address);
  if (!valid) fail('accountAddress', `Expected a ${namespace} address, got ${preview(value)}.`);
  return address;
}
