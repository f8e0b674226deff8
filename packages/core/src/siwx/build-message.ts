/**
 * The text a wallet signs to sign in: EIP-4361 for eip155 networks, byte for byte as the standard's
 * ABNF writes it; CAIP-122's Solana profile for solana (header "… your Solana account:", base58
 * address, "Chain ID" the bare reference); and CAIP-122's namespace-neutral form for other namespaces
 * (the header names the chain, "Chain ID" carries the full CAIP-2 id). Every field is checked first.
 */
import { SiwxMessageError } from './siwx-errors.js';
import {
  checkAddress,
  checkChainId,
  checkChainName,
  checkDomain,
  checkScheme,
  checkStatement,
  checkUri,
} from './message-fields.js';
import {
  CHAIN_ID_LABEL,
  FIXED_CHAIN_NAMES,
  isPresent,
  namespaceOfFixedChainName,
  optionalLinesOf,
  REQUIRED_LINES,
} from './message-lines.js';
import type { SiwxMessage, SiwxMessageData } from './types.js';

/** The chain names CAIP-122 headers use ("… sign in with your Solana account:"). */
export const SIWX_CHAIN_NAMES: Readonly<Record<string, string>> = Object.freeze({
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
});

export interface FormatSiwxMessageOptions {
  /**
   * Names the chain in a CAIP-122 header; defaults to SIWX_CHAIN_NAMES, else the namespace. Ignored for
   * eip155 and solana, whose headers are fixed ("Ethereum", "Solana"): their parsers read the namespace
   * from the header.
   */
  chainName?: string;
}

function header(origin: string, chainName: string): string {
  return `${origin} wants you to sign in with your ${chainName} account:`;
}

function chainNameFor(namespace: string, requested: string | undefined): string {
  const name = checkChainName(requested ?? SIWX_CHAIN_NAMES[namespace] ?? namespace);
  // Reserved (see the parser): another namespace under a fixed header would misname the account.
  const owner = namespaceOfFixedChainName(name);
  if (owner !== undefined) {
    throw new SiwxMessageError(
      'chainId',
      owner === 'eip155'
        ? 'The chain name "Ethereum" is reserved for eip155 (EIP-4361) messages.'
        : `The chain name "${name}" is reserved for ${owner} messages.`,
    );
  }
  return name;
}

/**
 * The message text for `data`: EIP-4361 for eip155 (address in EIP-55 form, "Chain ID" the decimal
 * reference), CAIP-122 otherwise (for solana: the base58 address as given, "Chain ID" the reference).
 * Throws SiwxMessageError for the first invalid field.
 */
export function formatSiwxMessage(data: SiwxMessageData, options: FormatSiwxMessageOptions = {}): string {
  if (data === null || typeof data !== 'object') {
    throw new SiwxMessageError('message', 'Expected the message fields as an object.');
  }
  const { namespace, reference, chainId } = checkChainId(data.chainId);
  const fixedChainName = FIXED_CHAIN_NAMES[namespace];
  const domain = checkDomain(data.domain);
  const origin = isPresent(data.scheme) ? `${checkScheme(data.scheme)}://${domain}` : domain;
  const address = checkAddress(namespace, data.accountAddress);
  const { uri, version, nonce, issuedAt } = REQUIRED_LINES;
  const uriValue = uri.check(data.uri);
  const versionValue = version.check(data.version);
  const nonceValue = nonce.check(data.nonce);
  const issuedAtValue = issuedAt.check(data.issuedAt);

  const lines = [header(origin, fixedChainName ?? chainNameFor(namespace, options.chainName)), address, ''];
  // ABNF: address LF LF [ statement LF ] LF "URI: " …, so a statement adds itself and one blank line.
  if (isPresent(data.statement)) lines.push(checkStatement(data.statement));
  lines.push(
    '',
    `${uri.label}${uriValue}`,
    `${version.label}${versionValue}`,
    `${CHAIN_ID_LABEL}${fixedChainName === undefined ? chainId : reference}`,
    `${nonce.label}${nonceValue}`,
    `${issuedAt.label}${issuedAtValue}`,
    ...optionalLinesOf(data),
  );
  if (data.resources !== undefined) {
    if (!Array.isArray(data.resources)) throw new SiwxMessageError('resources', 'Expected a list of URIs.');
    lines.push('Resources:', ...data.resources.map((resource) => `- ${checkUri('resources', resource)}`));
  }
  return lines.join('\n');
}

/** EIP-4361 only: throws for a non-eip155 chain instead of falling back to CAIP-122. */
export function buildEip4361Message(data: SiwxMessageData): string {
  const { namespace } = checkChainId(data?.chainId);
  if (namespace !== 'eip155') {
    throw new SiwxMessageError('chainId', `EIP-4361 messages are for eip155 chains, got ${namespace}.`);
  }
  return formatSiwxMessage(data);
}

/** The CAIP-122 form; for eip155 it is the EIP-4361 text. */
export function buildCaip122Message(data: SiwxMessageData, options: FormatSiwxMessageOptions = {}): string {
  return formatSiwxMessage(data, options);
}

/**
 * A SiwxMessage for `data`: the fields (a copy, with the address in the form the text uses) and a
 * `toString()` that returns the text. The text is built, and so every field checked, right here.
 */
export function createSiwxMessage(
  data: SiwxMessageData,
  options: FormatSiwxMessageOptions = {},
): SiwxMessage {
  const text = formatSiwxMessage(data, options);
  const namespace = checkChainId(data.chainId).namespace;
  const fields: SiwxMessageData = {
    ...data,
    accountAddress: checkAddress(namespace, data.accountAddress),
    ...(data.resources === undefined ? {} : { resources: [...data.resources] }),
  };
  // toString is not enumerable so spreading or serialising the message gives plain data.
  return Object.defineProperty(fields, 'toString', { value: () => text, enumerable: false }) as SiwxMessage;
}
