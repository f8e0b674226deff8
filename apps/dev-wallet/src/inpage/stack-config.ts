/**
 * The RPC URLs of a running local stack. `npm start` (tools/stack) may run the devnet on other ports than
 * 8545/8546 (WALLETPORT_DEVNET_PORT_*), so it writes them down and the in-page wallet reads them at every
 * page load: from the extension's own folder (extension/stack-config.json) or next to the page script
 * (http://127.0.0.1:5174/stack-config.json). Whoever wrote that text, the wallet treats it as hostile: the
 * only things it may do are point a devnet chain at an http(s) URL on this machine and name token contracts
 * there (which the wallet then only reads, through that same local node).
 */
import { type Address, getAddress, isAddress } from 'viem';

export const stackConfigFileName = 'stack-config.json';
/** Bumped when the format changes incompatibly; a wallet refuses a version it does not know. */
export const stackConfigVersion = 1;
/** A real file is a few hundred bytes; anything far larger is not ours. */
export const maxStackConfigLength = 16_384;
const maxChains = 16;
const maxTokens = 32;
const maxNameLength = 64;
const maxUrlLength = 512;
/** Hosts the devnet may live on: this machine only, so a bad file cannot send reads or raw transactions away. */
const localHosts: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost']);

/** One devnet chain of the stack. */
export interface StackChain {
  id: number;
  name: string;
  rpcUrl: string;
  /** ERC-20 contracts on the chain the wallet lists in wallet_getAssets (checksummed). */
  tokens?: Address[];
}

/** The stack's local Solana chain (tools/solnet), when it runs one. */
export interface StackSolana {
  /** HTTP JSON-RPC: where signAndSendTransaction sends (local http(s) only, like the chains). */
  rpcUrl: string;
  /** Subscriptions (local ws(s) only); the wallet does not need it, dapps' tools may. */
  wsUrl?: string;
  /** The demo SPL token's mint (base58), named in the panel as WPUSD. */
  mint?: string;
}

export interface StackConfig {
  version: typeof stackConfigVersion;
  chains: StackChain[];
  /** Optional, so version 1 stays: older wallets ignore it. */
  solana?: StackSolana;
  /**
   * The stack process that wrote the file. Only the stack reads it (to hand the file back to an earlier
   * stack that still runs when it stops); the wallet ignores it.
   */
  pid?: number;
}

export class StackConfigError extends Error {
  override readonly name = 'StackConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Control characters would make a name look like something else in the panel and in logs.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * An RPC URL the stack config may name, in one canonical spelling (`http://127.0.0.1:18545`): the text the
 * panel shows is then exactly where requests go, whatever spelling (`127.1`, `LOCALHOST`, a trailing `/`)
 * the file used. Refuses other hosts, other schemes, credentials, queries and fragments.
 */
export function parseStackRpcUrl(value: unknown, where = 'rpcUrl'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxUrlLength) {
    throw new StackConfigError(`${where} must be a URL of at most ${maxUrlLength} characters`);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StackConfigError(`${where} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new StackConfigError(`${where} must be an http(s) URL`);
  }
  if (!localHosts.has(url.hostname)) {
    throw new StackConfigError(`${where} must be on 127.0.0.1 or localhost, got ${url.hostname}`);
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new StackConfigError(`${where} must not hold credentials, a query or a fragment`);
  }
  const path = url.pathname === '/' ? '' : url.pathname;
  return `${url.protocol}//${url.host}${path}`;
}

/** A subscription URL: ws(s) on this machine, canonical spelling, like parseStackRpcUrl. */
export function parseStackWsUrl(value: unknown, where = 'wsUrl'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxUrlLength) {
    throw new StackConfigError(`${where} must be a URL of at most ${maxUrlLength} characters`);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StackConfigError(`${where} is not a URL`);
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:')
    throw new StackConfigError(`${where} must be a ws(s) URL`);
  if (!localHosts.has(url.hostname)) {
    throw new StackConfigError(`${where} must be on 127.0.0.1 or localhost, got ${url.hostname}`);
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new StackConfigError(`${where} must not hold credentials, a query or a fragment`);
  }
  const path = url.pathname === '/' ? '' : url.pathname;
  return `${url.protocol}//${url.host}${path}`;
}

/** Base58 (Bitcoin alphabet) of 32–44 characters: the shape of a Solana address. */
const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export function parseStackSolana(value: unknown): StackSolana {
  if (!isRecord(value)) throw new StackConfigError('solana must be an object');
  const solana: StackSolana = { rpcUrl: parseStackRpcUrl(value.rpcUrl, 'solana.rpcUrl') };
  if (value.wsUrl !== undefined) solana.wsUrl = parseStackWsUrl(value.wsUrl, 'solana.wsUrl');
  if (value.mint !== undefined) {
    if (typeof value.mint !== 'string' || !solanaAddressPattern.test(value.mint)) {
      throw new StackConfigError('solana.mint must be a base58 address of 32 to 44 characters');
    }
    solana.mint = value.mint;
  }
  return solana;
}

function parseChain(value: unknown, index: number): StackChain {
  const where = `chains[${index}]`;
  if (!isRecord(value)) throw new StackConfigError(`${where} must be an object`);
  const { id, name, rpcUrl } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    throw new StackConfigError(`${where}.id must be a positive integer`);
  }
  if (
    typeof name !== 'string' ||
    name.trim() === '' ||
    name.length > maxNameLength ||
    controlCharacters.test(name)
  ) {
    throw new StackConfigError(`${where}.name must be plain text of 1 to ${maxNameLength} characters`);
  }
  const chain: StackChain = { id, name: name.trim(), rpcUrl: parseStackRpcUrl(rpcUrl, `${where}.rpcUrl`) };
  if (value.tokens !== undefined) chain.tokens = parseTokens(value.tokens, `${where}.tokens`);
  return chain;
}

function parseTokens(value: unknown, where: string): Address[] {
  if (!Array.isArray(value) || value.length > maxTokens) {
    throw new StackConfigError(`${where} must be an array of at most ${maxTokens} addresses`);
  }
  const tokens = value.map((token, index) => {
    if (typeof token !== 'string' || !isAddress(token, { strict: false })) {
      throw new StackConfigError(`${where}[${index}] must be a contract address`);
    }
    return getAddress(token);
  });
  if (new Set(tokens).size !== tokens.length) throw new StackConfigError(`${where} lists a token twice`);
  return tokens;
}

/** Parses the stack config text; throws StackConfigError (and nothing else) for anything unusable. */
export function parseStackConfig(text: string): StackConfig {
  if (typeof text !== 'string' || text.length > maxStackConfigLength) {
    throw new StackConfigError(
      `the stack config must be JSON text of at most ${maxStackConfigLength} characters`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StackConfigError('the stack config is not valid JSON');
  }
  if (!isRecord(value)) throw new StackConfigError('the stack config must be a JSON object');
  if (value.version !== stackConfigVersion) {
    throw new StackConfigError(
      `the stack config has version ${String(value.version)}, expected ${stackConfigVersion}`,
    );
  }
  const { chains } = value;
  if (!Array.isArray(chains) || chains.length === 0 || chains.length > maxChains) {
    throw new StackConfigError(`chains must be an array of 1 to ${maxChains} chains`);
  }
  const parsed = chains.map(parseChain);
  if (new Set(parsed.map((chain) => chain.id)).size !== parsed.length) {
    throw new StackConfigError('chains must have distinct ids');
  }
  const config: StackConfig = { version: stackConfigVersion, chains: parsed };
  if (value.solana !== undefined) config.solana = parseStackSolana(value.solana);
  return config;
}

/**
 * The text the stack writes. It goes through the same parser the wallet uses, so the stack fails at start
 * (naming the problem) rather than writing something every wallet would then refuse.
 */
export function serializeStackConfig(
  chains: readonly StackChain[],
  writer: { pid?: number; solana?: StackSolana } = {},
): string {
  const config: StackConfig = {
    version: stackConfigVersion,
    chains: chains.map(({ id, name, rpcUrl, tokens }) => ({ id, name, rpcUrl, ...(tokens && { tokens }) })),
    ...(writer.solana && { solana: writer.solana }),
  };
  const { chains: parsed, solana } = parseStackConfig(JSON.stringify(config));
  const pid = Number.isSafeInteger(writer.pid) ? { pid: writer.pid } : {};
  const text = JSON.stringify(
    { version: stackConfigVersion, ...pid, chains: parsed, ...(solana && { solana }) },
    null,
    2,
  );
  return `${text}\n`;
}
