/** One devnet chain of the running stack. */
export interface DemoChain {
  id: number;
  name: string;
  rpcUrl: string;
  port: number;
  /**
   * The RPC endpoints the page reads the chain through, in the order it tries them (the next when one
   * fails); absent: the node itself on `port`. Lets a test give the app a failing first endpoint.
   */
  rpcUrls?: string[];
}

/** What the stack's GET /config.json tells the page, so it never hard-codes ports. */
export interface DemoConfig {
  chains: DemoChain[];
  devWalletScriptUrl: string;
  /** The Walletport server (wallet registry and the rest of docs/server.md); absent: the modal's bundled list. */
  apiUrl?: string;
  /** The stack's local WalletConnect relay (ws:// or wss://); absent: the SDK's default relay. */
  relayUrl?: string;
  /** The dev wallet's WalletConnect page, set up for this stack's relay and devnet ports. */
  devWalletWcPageUrl?: string;
  /** The embedded-wallet frame (email login), on an origin of its own; absent: no email login. */
  embeddedWalletUrl?: string;
  /** The local mailbox page where the stack's login codes arrive. */
  mailboxUrl?: string;
  /** The stack's local Solana chain; absent: the demo offers no Solana network. */
  solana?: DemoSolana;
}

/** The local Solana chain: `port` feeds core's localSolana, `mint` is the demo token (WPUSD) it names. */
export interface DemoSolana {
  rpcUrl: string;
  port: number;
  mint: string;
}

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

function parseSolana(value: unknown): DemoSolana {
  if (!isRecord(value)) throw new DemoConfigError('solana must be an object');
  const { rpcUrl, port, mint } = value;
  if (!isHttpUrl(rpcUrl)) throw new DemoConfigError('solana.rpcUrl must be an http(s) URL');
  if (!isPort(port) || port === 65_535)
    throw new DemoConfigError('solana.port must be a port number below 65535');
  if (typeof mint !== 'string' || !BASE58_ADDRESS.test(mint)) {
    throw new DemoConfigError('solana.mint must be a base58 address');
  }
  return { rpcUrl, port, mint };
}

export class DemoConfigError extends Error {
  override readonly name = 'DemoConfigError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPort = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 65_535;

const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

const isWebSocketUrl = (value: unknown): value is string =>
  typeof value === 'string' && URL.canParse(value) && /^wss?:$/.test(new URL(value).protocol);

function parseChain(value: unknown, index: number): DemoChain {
  if (!isRecord(value)) throw new DemoConfigError(`chains[${index}] must be an object`);
  const { id, name, rpcUrl, port, rpcUrls } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    throw new DemoConfigError(`chains[${index}].id must be a positive integer`);
  }
  if (typeof name !== 'string' || name.trim() === '') {
    throw new DemoConfigError(`chains[${index}].name must be a non-empty string`);
  }
  if (typeof rpcUrl !== 'string' || !URL.canParse(rpcUrl)) {
    throw new DemoConfigError(`chains[${index}].rpcUrl must be a URL`);
  }
  if (!isPort(port)) throw new DemoConfigError(`chains[${index}].port must be a port number`);
  if (rpcUrls === undefined) return { id, name, rpcUrl, port };
  if (!Array.isArray(rpcUrls) || rpcUrls.length === 0 || !rpcUrls.every(isHttpUrl)) {
    throw new DemoConfigError(`chains[${index}].rpcUrls must be a non-empty list of http(s) URLs`);
  }
  return { id, name, rpcUrl, port, rpcUrls };
}

/** Checks the JSON shape; throws DemoConfigError naming the first bad field. */
export function parseDemoConfig(json: unknown): DemoConfig {
  if (!isRecord(json)) throw new DemoConfigError('the configuration must be an object');
  const {
    chains,
    devWalletScriptUrl,
    apiUrl,
    relayUrl,
    devWalletWcPageUrl,
    embeddedWalletUrl,
    mailboxUrl,
    solana,
  } = json;
  if (!Array.isArray(chains) || chains.length === 0) {
    throw new DemoConfigError('chains must be a non-empty list');
  }
  if (typeof devWalletScriptUrl !== 'string' || !URL.canParse(devWalletScriptUrl)) {
    throw new DemoConfigError('devWalletScriptUrl must be a URL');
  }
  if (apiUrl !== undefined && !isHttpUrl(apiUrl)) throw new DemoConfigError('apiUrl must be an http(s) URL');
  if (relayUrl !== undefined && !isWebSocketUrl(relayUrl)) {
    throw new DemoConfigError('relayUrl must be a ws(s) URL');
  }
  if (devWalletWcPageUrl !== undefined && !isHttpUrl(devWalletWcPageUrl)) {
    throw new DemoConfigError('devWalletWcPageUrl must be an http(s) URL');
  }
  if (embeddedWalletUrl !== undefined && !isHttpUrl(embeddedWalletUrl)) {
    throw new DemoConfigError('embeddedWalletUrl must be an http(s) URL');
  }
  if (mailboxUrl !== undefined && !isHttpUrl(mailboxUrl))
    throw new DemoConfigError('mailboxUrl must be an http(s) URL');
  return {
    chains: chains.map(parseChain),
    devWalletScriptUrl,
    ...(apiUrl === undefined ? {} : { apiUrl }),
    ...(relayUrl === undefined ? {} : { relayUrl }),
    ...(devWalletWcPageUrl === undefined ? {} : { devWalletWcPageUrl }),
    ...(embeddedWalletUrl === undefined ? {} : { embeddedWalletUrl }),
    ...(mailboxUrl === undefined ? {} : { mailboxUrl }),
    ...(solana === undefined ? {} : { solana: parseSolana(solana) }),
  };
}

/** Loads /config.json from the stack that serves this page. */
export async function readDemoConfig(fetchFn: typeof fetch = fetch): Promise<DemoConfig> {
  const response = await fetchFn('/config.json');
  if (!response.ok) {
    throw new DemoConfigError(`Could not load the demo configuration (HTTP ${response.status}).`);
  }
  return parseDemoConfig(await response.json());
}
