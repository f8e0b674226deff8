/**
 * Whether a Sign In With Farcaster answer is good for a channel: the text is an EIP-4361 message (read
 * with the same strict parser as wallet sign-in, siwx/read-siwe-message.ts), it says what the channel
 * asked for (domain, URI, nonce, the registry's chain) and holds now, and it is signed by the custody
 * address the ID registry has for the fid. Cheap checks first: the chain is asked only about a message
 * that could be accepted. The chain reads come in as `SignInChain`, so the rules run the same against
 * the devnet, Farcaster's own registry, or a fixed table in a test.
 */
import { getAddress, type Hex, isAddress, isAddressEqual } from 'viem';
import { ApiError } from '../../http/api-error.js';
import { ISSUED_AT_MAX_SKEW_MS } from '../../siwx/message-rules.js';
import {
  invalidAddressMessage,
  readSiweMessage,
  type SiweMessageFields,
} from '../../siwx/read-siwe-message.js';

/** What the wallet sends to /authenticate. */
export interface SignInAnswer {
  message: string;
  signature: string;
  fid: number;
  /** The wallet's claim; checked against the registry where it keeps names. */
  username?: string;
}

/** What the channel asked the wallet to sign. */
export interface ExpectedSignIn {
  domain: string;
  siweUri: string;
  nonce: string;
  /** The host page's origin: a message naming a scheme must name this one's. */
  hostOrigin: string;
  chainId: number;
}

export interface SignInChain {
  /** custodyOf(fid); undefined for an fid nobody registered. */
  custodyOf(fid: number): Promise<Hex | undefined>;
  /** usernameOf(fid); undefined when the registry keeps no names or the fid has none. */
  usernameOf(fid: number): Promise<string | undefined>;
  isSignedBy(address: Hex, message: string, signature: Hex): Promise<boolean>;
}

export interface VerifiedSignIn {
  fid: number;
  /** The registry's name, never the wallet's unchecked claim. */
  username: string | undefined;
  custody: Hex;
}

/** SIWF names the signing fid as a resource: farcaster://fid/<fid>. */
const FID_RESOURCE = /^farcaster:\/\/fid\/([0-9]+)$/;
const HEX_SIGNATURE = /^0x[0-9a-fA-F]+$/;

function refuse(code: string, message: string): ApiError {
  return new ApiError(401, code, message);
}

/** The first rule the message's fields break, as a refusal; undefined when they keep them all. */
export function fieldProblem(
  fields: SiweMessageFields,
  expected: ExpectedSignIn,
  fid: number,
  nowMs: number,
): ApiError | undefined {
  if (fields.domain !== expected.domain) {
    return refuse(
      'FARCASTER_DOMAIN_MISMATCH',
      `The message is for ${fields.domain}, not ${expected.domain}.`,
    );
  }
  const hostScheme = new URL(expected.hostOrigin).protocol.slice(0, -1);
  if (fields.scheme !== undefined && fields.scheme.toLowerCase() !== hostScheme) {
    return refuse('FARCASTER_DOMAIN_MISMATCH', `The message's scheme ${fields.scheme} is not ${hostScheme}.`);
  }
  if (fields.uri !== expected.siweUri) {
    return refuse('FARCASTER_URI_MISMATCH', `The message's URI is ${fields.uri}, not ${expected.siweUri}.`);
  }
  if (fields.nonce !== expected.nonce) {
    return refuse('FARCASTER_NONCE_MISMATCH', "The message's nonce is not this channel's.");
  }
  if (fields.chainId !== expected.chainId) {
    return refuse(
      'FARCASTER_CHAIN_MISMATCH',
      `The message's chain id is ${fields.chainId}; the ID registry is on chain ${expected.chainId}.`,
    );
  }
  const namedFids = (fields.resources ?? []).flatMap((resource) => {
    const match = FID_RESOURCE.exec(resource);
    return match === null ? [] : [Number(match[1])];
  });
  if (namedFids.some((named) => named !== fid)) {
    return refuse('FARCASTER_FID_MISMATCH', `The message names another fid than ${fid}.`);
  }
  if (Date.parse(fields.issuedAt) > nowMs + ISSUED_AT_MAX_SKEW_MS) {
    return refuse('FARCASTER_ISSUED_IN_FUTURE', `The message is issued in the future (${fields.issuedAt}).`);
  }
  if (fields.expirationTime !== undefined && Date.parse(fields.expirationTime) <= nowMs) {
    return refuse('FARCASTER_MESSAGE_EXPIRED', `The message expired at ${fields.expirationTime}.`);
  }
  if (fields.notBefore !== undefined && Date.parse(fields.notBefore) > nowMs) {
    return refuse('FARCASTER_MESSAGE_NOT_YET_VALID', `The message is not valid before ${fields.notBefore}.`);
  }
  return undefined;
}

/** Checks an answer against the channel and the chain; throws ApiError (400, 401, 502) when it fails. */
export async function verifySignIn(
  answer: SignInAnswer,
  expected: ExpectedSignIn,
  chain: SignInChain,
  nowMs: number,
): Promise<VerifiedSignIn> {
  const fields = readSiweMessage(answer.message);
  const problem = fieldProblem(fields, expected, answer.fid, nowMs);
  if (problem !== undefined) throw problem;
  if (!isAddress(fields.address, { strict: true })) {
    throw new ApiError(400, 'SIWX_INVALID_ADDRESS', invalidAddressMessage(fields.address));
  }
  if (!HEX_SIGNATURE.test(answer.signature)) {
    throw new ApiError(400, 'FARCASTER_MALFORMED_SIGNATURE', 'The signature must be 0x and hex digits.');
  }
  const custody = await chain.custodyOf(answer.fid);
  if (custody === undefined) {
    throw refuse('FARCASTER_UNKNOWN_FID', `fid ${answer.fid} is not registered.`);
  }
  if (!isAddressEqual(custody, fields.address as Hex)) {
    throw refuse(
      'FARCASTER_NOT_CUSTODY',
      `${fields.address} is not the custody address of fid ${answer.fid}.`,
    );
  }
  if (!(await chain.isSignedBy(custody, answer.message, answer.signature as Hex))) {
    throw refuse(
      'FARCASTER_INVALID_SIGNATURE',
      `The signature is not by fid ${answer.fid}'s custody address.`,
    );
  }
  const username = await chain.usernameOf(answer.fid);
  if (answer.username !== undefined && username !== undefined && answer.username !== username) {
    throw refuse('FARCASTER_USERNAME_MISMATCH', `fid ${answer.fid} is ${username}, not ${answer.username}.`);
  }
  return { fid: answer.fid, username, custody: getAddress(custody) };
}
