/**
 * Reads the text of POST /auth/v1/authenticate as a sign-in message with core's strict parser, the same
 * one the SDK builds and reads messages with: lines in the grammar's order, LF only, no trailing
 * newline, every field checked. viem's parseSiweMessage would find fields anywhere in the text; a
 * verifier must not, since the wallet showed the user the whole text. Two kinds are signed in here:
 * EIP-4361 (Sign-In with Ethereum) and CAIP-122's Solana profile (docs/siwx.md).
 * Here the parser's typed error becomes the server's 400 text, naming the line that is wrong, and the
 * fields take the shape the server's rules use (a numeric chain id, EIP-4361's optional scheme).
 */
import type { SiwxMessageData } from '@walletport/core/internal';
import { readSiwxMessage, SiwxMessageError, type SiwxMessageField } from '@walletport/core/siwx';
import { isAddress } from 'viem';
import { ApiError } from '../http/api-error.js';

/**
 * Core's message fields in the server's terms: the EIP-155 chain id as a number, the address as the
 * signed text writes it, and EIP-4361's optional scheme before the domain. Date-times stay as written.
 */
export interface SiweMessageFields extends Omit<SiwxMessageData, 'accountAddress' | 'chainId'> {
  scheme?: string;
  address: string;
  chainId: number;
}

/** A Solana sign-in's fields: the base58 address as signed, the network's CAIP-2 reference. */
export interface SolanaSignInFields extends Omit<SiwxMessageData, 'accountAddress' | 'chainId'> {
  namespace: 'solana';
  scheme?: string;
  address: string;
  /** The CAIP-2 reference of the Solana network (its genesis hash's first characters). */
  reference: string;
}

/** What POST /auth/v1/authenticate signs in: an Ethereum (eip155) or a Solana account. */
export type SignInFields = SiweMessageFields | SolanaSignInFields;

export function isSolanaSignIn(fields: SignInFields): fields is SolanaSignInFields {
  return 'namespace' in fields && fields.namespace === 'solana';
}

const NOT_EIP4361 = 'The message is not an EIP-4361 message';
const NOT_SOLANA = 'The message is not a Sign-In With Solana (CAIP-122) message';
const SOLANA_HEADER_END = ' wants you to sign in with your Solana account:';
const ETHEREUM_HEADER = 'the first line must end with "wants you to sign in with your Ethereum account:"';
const KNOWN_HEADERS =
  'the first line must end with "wants you to sign in with your Ethereum account:" or "… your Solana account:"';

/** What is wrong, by the field core's parser names ('message' and 'accountAddress' are handled apart). */
const FIELD_PROBLEMS: Readonly<Record<Exclude<SiwxMessageField, 'message' | 'accountAddress'>, string>> = {
  domain: 'the domain on the first line is not an RFC 3986 host with an optional port',
  uri: 'the URI line is not an absolute URI',
  version: "the Version line is not '1'",
  chainId: 'the Chain ID line is not a positive decimal integer',
  nonce: 'the Nonce line is not at least 8 letters and digits',
  issuedAt: 'the Issued At line is not an RFC 3339 date-time',
  expirationTime: 'the Expiration Time is not an RFC 3339 date-time',
  notBefore: 'the Not Before time is not an RFC 3339 date-time',
  requestId: 'the Request ID may hold only RFC 3986 path characters (EIP-4361 pchar)',
  resources: 'every resource must be "- " and a URI',
  statement: 'the statement may hold only ASCII letters, digits, spaces and RFC 3986 punctuation (EIP-4361)',
};

/** The 400 text for an address that is 0x and 40 hex digits but not in EIP-55 form. */
export function invalidAddressMessage(address: string): string {
  return `The message's address ${address} is not a valid EIP-55 address.`;
}

/** Solana's own wording where its fields differ from EIP-4361's. */
const SOLANA_FIELD_PROBLEMS: Partial<Record<keyof typeof FIELD_PROBLEMS, string>> = {
  chainId: 'the Chain ID line is not a Solana network reference (base58, up to 32 characters)',
};
const SOLANA_ADDRESS_PROBLEM = 'the second line must be a base58 Solana address of 32 to 44 characters';

function notEip4361(problem: string): ApiError {
  return new ApiError(400, 'SIWX_INVALID_MESSAGE', `${NOT_EIP4361}: ${problem}.`);
}

function notSolana(problem: string): ApiError {
  return new ApiError(400, 'SIWX_INVALID_MESSAGE', `${NOT_SOLANA}: ${problem}.`);
}

/** The text's own claim on line 1: a refusal speaks of the kind of message the wallet showed. */
function claimsSolana(text: string): boolean {
  return (text.split('\n', 1)[0] ?? '').endsWith(SOLANA_HEADER_END);
}

/**
 * Layout errors: core's sentence already names the line ("Unexpected text on line 11."); it becomes the
 * clause after the colon.
 */
function layoutProblem(details: string | undefined): string {
  const sentence = (details ?? 'The text does not follow the EIP-4361 layout.').replace(/\.$/, '');
  return `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

function rejectionOf(error: SiwxMessageError, text: string): ApiError {
  if (claimsSolana(text)) {
    if (error.field === 'message') return notSolana(layoutProblem(error.details));
    if (error.field === 'accountAddress') return notSolana(SOLANA_ADDRESS_PROBLEM);
    return notSolana(SOLANA_FIELD_PROBLEMS[error.field] ?? FIELD_PROBLEMS[error.field]);
  }
  if (error.field === 'message') return notEip4361(layoutProblem(error.details));
  if (error.field === 'accountAddress') {
    const written = text.split('\n')[1] ?? '';
    // A well-formed address with a broken checksum is its own refusal: likely a typo, not a stray text.
    if (isAddress(written, { strict: false })) {
      return new ApiError(400, 'SIWX_INVALID_ADDRESS', invalidAddressMessage(written));
    }
    return notEip4361('the second line must be a 0x address of 40 hex digits');
  }
  const problem = FIELD_PROBLEMS[error.field];
  return notEip4361(
    error.field === 'statement' || error.field === 'requestId' ? withCharacter(problem, error) : problem,
  );
}

/** Core names a refused character by its code point ("U+202E"); the answer may say which, never show it. */
function withCharacter(problem: string, error: SiwxMessageError): string {
  const codePoint = /U\+[0-9A-F]{4,6}/.exec(error.details ?? '')?.[0];
  return codePoint === undefined ? problem : `${problem}, not ${codePoint}`;
}

/**
 * The fields of `text`, an Ethereum or a Solana sign-in; throws ApiError 400 (SIWX_INVALID_MESSAGE,
 * SIWX_INVALID_ADDRESS) otherwise.
 */
export function readSignInMessage(text: string): SignInFields {
  let parts: ReturnType<typeof readSiwxMessage>;
  try {
    parts = readSiwxMessage(text);
  } catch (error) {
    if (error instanceof SiwxMessageError) throw rejectionOf(error, text);
    throw error;
  }
  const { data, scheme } = parts;
  const { accountAddress, chainId, ...rest } = data;
  const schemePart = scheme === undefined ? {} : { scheme };
  if (chainId.startsWith('eip155:')) {
    return {
      ...schemePart,
      ...rest,
      address: accountAddress,
      chainId: Number(chainId.slice('eip155:'.length)),
    };
  }
  if (chainId.startsWith('solana:')) {
    return {
      namespace: 'solana',
      ...schemePart,
      ...rest,
      address: accountAddress,
      reference: chainId.slice('solana:'.length),
    };
  }
  // Core also reads CAIP-122 messages of other chains; this server signs in Ethereum and Solana accounts.
  throw notEip4361(KNOWN_HEADERS);
}

/** Like readSignInMessage, for Ethereum (EIP-4361) messages only. */
export function readSiweMessage(text: string): SiweMessageFields {
  const fields = readSignInMessage(text);
  if (isSolanaSignIn(fields)) throw notEip4361(ETHEREUM_HEADER);
  return fields;
}
