/**
 * Reads a sign-in message (EIP-4361, or the CAIP-122 forms formatSiwxMessage writes) back into its
 * fields. Strict: the lines in the grammar's order, LF line ends only, no trailing newline, and every
 * field under the same rules the builder enforces; any deviation throws SiwxMessageError, never another
 * error. A verifier (the Walletport server) relies on this: what it reads is what the wallet showed.
 */
import type { CaipNetworkId } from '../caip/index.js';
import {
  checkAddress,
  checkChainId,
  checkChainName,
  checkDomain,
  checkStatement,
  checkUri,
  isScheme,
} from './message-fields.js';
import {
  CHAIN_ID_LABEL,
  namespaceOfFixedChainName,
  OPTIONAL_LINES,
  REQUIRED_LINES,
} from './message-lines.js';
import { SiwxMessageError } from './siwx-errors.js';
import type { SiwxMessageData } from './types.js';

const HEADER = /^(\S+) wants you to sign in with your (.+) account:$/;
const DECIMAL = /^(0|[1-9][0-9]*)$/;

/** A parsed message: its fields, and the scheme the first line names before the domain, if any. */
export interface SiwxMessageParts {
  data: SiwxMessageData;
  /**
   * EIP-4361's optional `scheme "://"` before the domain (also `data.scheme`); the domain a verifier
   * checks depends on it.
   */
  scheme?: string;
}

function malformed(details: string): never {
  throw new SiwxMessageError('message', details);
}

/** Walks the lines in order; each field must come next or is absent. */
function lineReader(lines: readonly string[]) {
  let index = 0;
  return {
    /** The value after `label` on the next line, consuming it; undefined (not consumed) when absent. */
    optional(label: string): string | undefined {
      const line = lines[index];
      if (line === undefined || !line.startsWith(label)) return undefined;
      index += 1;
      return line.slice(label.length);
    },
    required(label: string): string {
      const line = lines[index];
      if (line === undefined || !line.startsWith(label)) {
        malformed(`Expected line ${index + 1} to start with "${label}".`);
      }
      index += 1;
      return line.slice(label.length);
    },
    blank(): void {
      if (lines[index] !== '') malformed(`Expected line ${index + 1} to be empty.`);
      index += 1;
    },
    peek: () => lines[index],
    skip: () => {
      index += 1;
    },
    done: () => index >= lines.length,
    position: () => index + 1,
  };
}

/**
 * "Chain ID": the decimal reference under the Ethereum header, the bare reference under the Solana
 * header, the full CAIP-2 id otherwise.
 */
function readChainId(value: string, chainName: string): CaipNetworkId {
  if (namespaceOfFixedChainName(chainName) === 'solana') {
    // The header names the namespace; "solana:…" here would be a second spelling of the same text.
    if (value.includes(':')) malformed('Under the Solana header the Chain ID is the bare network reference.');
    return checkChainId(`solana:${value}`).chainId;
  }
  if (DECIMAL.test(value)) {
    if (chainName !== 'Ethereum') malformed('A decimal Chain ID belongs to an Ethereum (EIP-4361) message.');
    return checkChainId(`eip155:${value}`).chainId;
  }
  const { chainId, namespace } = checkChainId(value);
  // EIP-4361 writes eip155 chains as decimals; "eip155:1" here would be a second spelling of the same text.
  if (namespace === 'eip155') malformed('An eip155 Chain ID must be written as its decimal reference.');
  // The Ethereum header is EIP-4361's, which is eip155 only: a wallet showing it for another chain would
  // tell the visitor they sign in to an Ethereum account when they do not.
  if (chainName === 'Ethereum') malformed('The Ethereum header belongs to an eip155 (EIP-4361) message.');
  // Likewise solana chains have their own header, under which the builder writes them.
  if (namespace === 'solana')
    malformed('A solana Chain ID belongs under the Solana header, as its reference.');
  return chainId;
}

/** Line 1's "[scheme://]domain": the scheme must be an RFC 3986 scheme, the domain an authority. */
function readOrigin(origin: string): { domain: string; scheme?: string } {
  const separator = origin.indexOf('://');
  if (separator === -1) return { domain: checkDomain(origin) };
  const scheme = origin.slice(0, separator);
  if (!isScheme(scheme)) malformed('The scheme on line 1 is not a URI scheme.');
  return { scheme, domain: checkDomain(origin.slice(separator + 3)) };
}

/** The fields of `message`; throws SiwxMessageError for any text the builder would not write. */
export function parseSiwxMessage(message: string): SiwxMessageData {
  return readSiwxMessage(message).data;
}

/**
 * Like parseSiwxMessage, and also returns the scheme EIP-4361 allows before the domain (the builder
 * never writes one; other SDKs, viem's createSiweMessage among them, may).
 */
export function readSiwxMessage(message: string): SiwxMessageParts {
  if (typeof message !== 'string')
    malformed(`Expected the message text, got a value of type ${typeof message}.`);
  const carriageReturn = message.indexOf('\r');
  if (carriageReturn !== -1) {
    const line = message.slice(0, carriageReturn).split('\n').length;
    malformed(`Lines must end with LF only; line ${line} has a CR.`);
  }
  const lines = message.split('\n');
  const reader = lineReader(lines);

  const headerMatch = HEADER.exec(reader.required(''));
  if (headerMatch === null)
    malformed('Line 1 must read "{domain} wants you to sign in with your {chain} account:".');
  const { domain, scheme } = readOrigin(headerMatch[1] as string);
  const chainName = checkChainName(headerMatch[2]);
  const rawAddress = reader.required('');
  reader.blank();
  let statement: string | undefined;
  if (reader.peek() === '') reader.skip();
  else {
    statement = checkStatement(reader.required(''));
    reader.blank();
  }

  const readRequired = <Value extends string>(line: { label: string; check(value: unknown): Value }) =>
    line.check(reader.required(line.label));
  const uri = readRequired(REQUIRED_LINES.uri);
  const version = readRequired(REQUIRED_LINES.version);
  const chainId = readChainId(reader.required(CHAIN_ID_LABEL), chainName);
  const namespace = chainId.slice(0, chainId.indexOf(':'));
  const accountAddress = checkAddressAsWritten(namespace, rawAddress);
  const nonce = readRequired(REQUIRED_LINES.nonce);
  const issuedAt = readRequired(REQUIRED_LINES.issuedAt);

  const data: SiwxMessageData = { accountAddress, chainId, domain, uri, version, nonce, issuedAt };
  if (scheme !== undefined) data.scheme = scheme;
  if (statement !== undefined) data.statement = statement;
  for (const { key, label, check } of OPTIONAL_LINES) {
    const value = reader.optional(label);
    if (value === undefined) continue;
    // The builder leaves an empty request id out, so an empty one here is not a message it wrote.
    if (key === 'requestId' && value === '') malformed('The Request ID line is empty.');
    data[key] = check(value);
  }
  if (reader.peek() === 'Resources:') {
    reader.skip();
    const resources: string[] = [];
    while (!reader.done()) resources.push(checkUri('resources', reader.required('- ')));
    data.resources = resources;
  }
  if (!reader.done()) malformed(`Unexpected text on line ${reader.position()}.`);
  return scheme === undefined ? { data } : { data, scheme };
}

/**
 * The address must be valid for the namespace and written as the builder writes it: EIP-4361 asks for
 * the EIP-55 checksum form, so an all-lower-case eip155 address (which the builder would write checksummed)
 * is refused rather than read as a second spelling of the same message.
 */
function checkAddressAsWritten(namespace: string, address: string): string {
  if (checkAddress(namespace, address) !== address) {
    throw new SiwxMessageError(
      'accountAddress',
      'EIP-4361 writes the address in its EIP-55 checksum form (mixed case).',
    );
  }
  return address;
}
