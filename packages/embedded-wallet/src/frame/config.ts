/**
 * The frame's configuration: its query parameters (set by the host SDK when it creates the iframe) and
 * `/config.json` from the frame's own origin (set by whoever hosts the frame: where the Walletport server
 * is). Everything is checked here; a problem is kept as one short sentence, because the frame then
 * answers every request with it instead of failing in a way the host cannot see (docs/embedded-wallet.md).
 */

/** What the host puts in the iframe's URL. */
export interface FrameQuery {
  projectId: string;
  /** The chain the host starts on (eip155 id). */
  chainId: number;
  /** The host SDK's version. */
  version: string;
  enableLogger: boolean;
}

export interface FrameConfig extends FrameQuery {
  /** The Walletport server, without a trailing slash. */
  apiUrl: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The same rule as the SDK's `projectId` option, so any id the host accepts is accepted here. */
const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/** Semver-like: digits, letters, dots, '+' and '-' (e.g. 0.1.0, 1.2.0-beta.1+sha). */
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;
const CHAIN_ID_PATTERN = /^[1-9][0-9]{0,15}$/;

/** Whether `value` is an eip155 chain id the frame works with (a positive safe integer). */
export function isChainId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function parseChainId(text: string | null): Checked<number> {
  if (text === null) return { ok: false, problem: 'Missing chainId' };
  const value = CHAIN_ID_PATTERN.test(text) ? Number(text) : Number.NaN;
  return isChainId(value) ? { ok: true, value } : { ok: false, problem: 'Invalid chainId' };
}

/**
 * Reads the iframe's query string. `enableLogger` is read first and on its own, so the frame can log why
 * the rest was refused.
 */
export function parseFrameQuery(search: string): Checked<FrameQuery> {
  const params = new URLSearchParams(search);
  const logger = params.get('enableLogger');
  if (logger !== null && logger !== 'true' && logger !== 'false') {
    return { ok: false, problem: 'Invalid enableLogger (expected true or false)' };
  }
  const projectId = params.get('projectId');
  if (projectId === null || projectId === '') return { ok: false, problem: 'Missing projectId' };
  if (!PROJECT_ID_PATTERN.test(projectId)) return { ok: false, problem: 'Invalid projectId' };
  const chainId = parseChainId(params.get('chainId'));
  if (!chainId.ok) return chainId;
  const version = params.get('version');
  if (version === null || version === '') return { ok: false, problem: 'Missing version' };
  if (!VERSION_PATTERN.test(version)) return { ok: false, problem: 'Invalid version' };
  return { ok: true, value: { projectId, chainId: chainId.value, version, enableLogger: logger === 'true' } };
}

/** Whether the query asks for logs, whatever else is wrong with it. */
export function loggerEnabled(search: string): boolean {
  return new URLSearchParams(search).get('enableLogger') === 'true';
}

/**
 * The server URL from `/config.json` (`{ "apiUrl": "https://api.example.com" }`): http(s) only, no
 * credentials, query or fragment. Plain http is accepted because the local stack serves it; a page served
 * over https cannot reach it anyway (mixed content).
 */
export function parseConfigJson(data: unknown): Checked<string> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, problem: 'Invalid config.json (expected an object)' };
  }
  const apiUrl = (data as { apiUrl?: unknown }).apiUrl;
  if (typeof apiUrl !== 'string' || apiUrl === '')
    return { ok: false, problem: 'Missing apiUrl in config.json' };
  if (apiUrl.length > 2048 || !URL.canParse(apiUrl))
    return { ok: false, problem: 'Invalid apiUrl in config.json' };
  const url = new URL(apiUrl);
  const plain = url.username === '' && url.password === '' && url.search === '' && url.hash === '';
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !plain) {
    return { ok: false, problem: 'Invalid apiUrl in config.json' };
  }
  return { ok: true, value: url.href.replace(/\/+$/, '') };
}

/** The server's RPC proxy for `chainId` (the frame never talks to a chain directly). */
export function rpcUrlFor(config: Pick<FrameConfig, 'apiUrl' | 'projectId'>, chainId: number): string {
  return `${config.apiUrl}/v1/?chainId=eip155:${chainId}&projectId=${encodeURIComponent(config.projectId)}`;
}

/** Reads both halves of the configuration. Never rejects: a failure is a problem sentence. */
export async function loadFrameConfig(input: {
  search: string;
  /** `/config.json` on the frame's own origin. */
  configUrl: string;
  fetch: typeof globalThis.fetch;
}): Promise<Checked<FrameConfig>> {
  const query = parseFrameQuery(input.search);
  if (!query.ok) return query;
  let data: unknown;
  try {
    const response = await input.fetch(input.configUrl, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return { ok: false, problem: `Could not load config.json (HTTP ${response.status})` };
    data = await response.json();
  } catch {
    return { ok: false, problem: 'Could not load config.json' };
  }
  const apiUrl = parseConfigJson(data);
  if (!apiUrl.ok) return apiUrl;
  return { ok: true, value: { ...query.value, apiUrl: apiUrl.value } };
}
