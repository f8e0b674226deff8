/**
 * The rules a parsed sign-in message must pass before its signature is worth checking: the address is
 * well-formed, the chain is served here (eip155) or a Solana network id (solana), the domain and the
 * URI belong to the project (and the domain is the page that asks, when a browser asks), and the time
 * fields hold now. Pure: the caller passes the project's origins, the served chains and the time.
 */
import { getAddress, isAddress } from 'viem';
import { isOriginAllowed } from '../projects/index.js';
import {
  invalidAddressMessage,
  isSolanaSignIn,
  type SignInFields,
  type SiweMessageFields,
} from './read-siwe-message.js';
import { solanaAddressProblem } from './solana-signature.js';

/** How far in the future Issued At may be, for clocks that run a little ahead of the server's. */
export const ISSUED_AT_MAX_SKEW_MS = 60_000;

export interface SiwxRejection {
  status: 400 | 401;
  code: string;
  message: string;
}

export interface MessageRuleContext {
  allowedOrigins: readonly string[];
  /** The request's Origin header; undefined for a non-browser caller. */
  requestOrigin: string | undefined;
  servedChainIds: ReadonlySet<number>;
  nowMs: number;
}

function reject(status: 400 | 401, code: string, message: string): SiwxRejection {
  return { status, code, message };
}

/**
 * A Solana network's CAIP-2 reference is the first 32 characters of its base58 genesis hash (always 32:
 * a 32-byte hash takes 32 or more). Any such network may be signed in to: the signature is checked
 * without asking a chain.
 */
const SOLANA_NETWORK_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/;

/**
 * Whether the message's domain is the host of an allowed origin, spelled as that origin spells it.
 * EIP-4361 assumes https when the message names no scheme, but wallets and SDKs leave it out on
 * http://localhost too, so without a scheme either web scheme may match; with one, only that scheme.
 * The URL parser reads '127.1', '0x7f.1', '2130706433', '0177.0.0.1' or 'LOCALHOST' as the same host as
 * '127.0.0.1' or 'localhost'; only the spelling the parser writes back (the one a browser's Origin has)
 * is accepted, so a session never records a domain other than the page's own.
 */
export function isDomainAllowed(
  message: Pick<SiweMessageFields, 'scheme' | 'domain'>,
  allowedOrigins: readonly string[],
): boolean {
  const schemes = message.scheme === undefined ? ['https', 'http'] : [message.scheme.toLowerCase()];
  return schemes.some((scheme) => {
    const candidate = `${scheme}://${message.domain}`;
    if (!URL.canParse(candidate)) return false;
    const url = new URL(candidate);
    return url.host === message.domain && isOriginAllowed(url.origin, allowedOrigins);
  });
}

/** Whether the domain names the same host and port as the Origin header (default ports aside). */
function sameAuthority(domain: string, origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const originUrl = new URL(origin);
  const domainUrl = `${originUrl.protocol}//${domain}`;
  return URL.canParse(domainUrl) && new URL(domainUrl).host === originUrl.host;
}

function chainAndAddressRules(
  message: SignInFields,
  servedChainIds: ReadonlySet<number>,
): SiwxRejection | undefined {
  if (isSolanaSignIn(message)) {
    if (!SOLANA_NETWORK_REFERENCE.test(message.reference)) {
      return reject(
        400,
        'SIWX_UNSUPPORTED_CHAIN',
        `The message's chain solana:${message.reference} is not a Solana network id (the first 32 characters of its genesis hash).`,
      );
    }
    const problem = solanaAddressProblem(message.address);
    return problem === undefined ? undefined : reject(400, 'SIWX_INVALID_ADDRESS', problem);
  }
  if (!servedChainIds.has(message.chainId)) {
    return reject(
      400,
      'SIWX_UNSUPPORTED_CHAIN',
      `The message's chain id ${message.chainId} is not a chain this server serves.`,
    );
  }
  // EIP-4361 writes the EIP-55 form; the parser refuses others, and so does this rule on its own.
  if (!isAddress(message.address, { strict: true }) || getAddress(message.address) !== message.address) {
    return reject(400, 'SIWX_INVALID_ADDRESS', invalidAddressMessage(message.address));
  }
  return undefined;
}

function placeRules(message: SignInFields, context: MessageRuleContext): SiwxRejection | undefined {
  if (!isDomainAllowed(message, context.allowedOrigins)) {
    return reject(
      401,
      'SIWX_DOMAIN_NOT_ALLOWED',
      `The message's domain ${message.domain} is not the host of one of the project's allowed origins (spelled as the origin spells it).`,
    );
  }
  if (context.requestOrigin !== undefined && !sameAuthority(message.domain, context.requestOrigin)) {
    return reject(
      401,
      'SIWX_DOMAIN_MISMATCH',
      `The message's domain ${message.domain} is not the host of the requesting origin ${context.requestOrigin}.`,
    );
  }
  const uriOrigin = new URL(message.uri).origin;
  if (!isOriginAllowed(uriOrigin, context.allowedOrigins)) {
    return reject(
      401,
      'SIWX_URI_NOT_ALLOWED',
      `The message's URI origin ${uriOrigin} is not one of the project's allowed origins.`,
    );
  }
  return undefined;
}

function timeRules(message: SignInFields, nowMs: number): SiwxRejection | undefined {
  if (Date.parse(message.issuedAt) > nowMs + ISSUED_AT_MAX_SKEW_MS) {
    return reject(
      401,
      'SIWX_ISSUED_IN_FUTURE',
      `The message is issued in the future (Issued At ${message.issuedAt}).`,
    );
  }
  if (message.expirationTime !== undefined && Date.parse(message.expirationTime) <= nowMs) {
    return reject(401, 'SIWX_MESSAGE_EXPIRED', `The message expired at ${message.expirationTime}.`);
  }
  if (message.notBefore !== undefined && Date.parse(message.notBefore) > nowMs) {
    return reject(401, 'SIWX_MESSAGE_NOT_YET_VALID', `The message is not valid before ${message.notBefore}.`);
  }
  return undefined;
}

/** The first rule the message breaks, or undefined when it passes them all. */
export function checkMessageRules(
  message: SignInFields,
  context: MessageRuleContext,
): SiwxRejection | undefined {
  return (
    chainAndAddressRules(message, context.servedChainIds) ??
    placeRules(message, context) ??
    timeRules(message, context.nowMs)
  );
}
