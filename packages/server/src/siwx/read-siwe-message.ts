/**
 * Reads the text of POST /auth/v1/authenticate as an EIP-4361 (Sign-In with Ethereum) message with
 * core's strict parser, the same one the SDK builds and reads messages with: lines in the grammar's
 * order, LF only, no trailing newline, every field checked. viem's parseSiweMessage would find fields
 * anywhere in the text; a verifier must not, since the wallet showed the user the whole text.
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

const NOT_EIP4361 = 'The message is not an EIP-4361 message';
const ETHEREUM_HEADER = 'the first line must end with "wants you to sign in with your Ethereum account:"';

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
  requestId: 'the Request ID line is not one line of text',
  resources: 'every resource must be "- " and a URI',
  statement: 'the statement is not one line of text',
};

/** The 400 text for an address that is 0x and 40 hex digits but not in EIP-55 form. */
export function invalidAddressMessage(address: string): string {
  return `The message's address ${address} is not a valid EIP-55 address.`;
}

function notEip4361(problem: string): ApiError {
  return new ApiError(400, 'SIWX_INVALID_MESSAGE', `${NOT_EIP4361}: ${problem}.`);
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
  if (error.field === 'message') return notEip4361(layoutProblem(error.details));
  if (error.field === 'accountAddress') {
    const written = text.split('\n')[1] ?? '';
    // A well-formed address with a broken checksum is its own refusal: likely a typo, not a stray text.
    if (isAddress(written, { strict: false })) {
      return new ApiError(400, 'SIWX_INVALID_ADDRESS', invalidAddressMessage(written));
    }
    return notEip4361('the second line must be a 0x address of 40 hex digits');
  }
  return notEip4361(FIELD_PROBLEMS[error.field]);
}

/** The fields of `text`; throws ApiError 400 (SIWX_INVALID_MESSAGE, SIWX_INVALID_ADDRESS) otherwise. */
export function readSiweMessage(text: string): SiweMessageFields {
  let parts: ReturnType<typeof readSiwxMessage>;
  try {
    parts = readSiwxMessage(text);
  } catch (error) {
    if (error instanceof SiwxMessageError) throw rejectionOf(error, text);
    throw error;
  }
  const { data, scheme } = parts;
  // Core also reads CAIP-122 messages of other chains; this server signs in Ethereum accounts only.
  if (!data.chainId.startsWith('eip155:')) throw notEip4361(ETHEREUM_HEADER);
  const { accountAddress, chainId, ...rest } = data;
  return {
    ...(scheme === undefined ? {} : { scheme }),
    ...rest,
    address: accountAddress,
    chainId: Number(chainId.slice('eip155:'.length)),
  };
}
