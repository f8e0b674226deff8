/**
 * Server configuration from environment variables, validated once at start. Every problem is collected
 * and reported together in one ConfigError, so an operator fixes the environment in one go.
 */
import { type ChainConfig, type ConfigProblem, parseChains } from './config-chains.js';
import { type EmbeddedConfig, parseEmbeddedConfig } from './config-embedded.js';
import { type FarcasterConfig, parseFarcasterConfig } from './config-farcaster.js';
import { type OnrampConfig, parseOnrampConfig } from './config-onramp.js';
import { parseSocialConfig, type SocialConfig } from './config-social.js';
import { parseSwapConfig, type SwapConfig } from './config-swaps.js';

export type {
  ChainConfig,
  HexAddress,
  IndexStart,
  PriceAsset,
  PriceFeedConfig,
  TokenConfig,
} from './config-chains.js';
export { DEFAULT_MAIL_FROM, type EmbeddedConfig } from './config-embedded.js';
export type { FarcasterConfig } from './config-farcaster.js';
export type { OnrampConfig } from './config-onramp.js';
export type { SocialConfig, SocialProviderConfig, SocialProviderId } from './config-social.js';
export type { SwapConfig, SwapProviderKind } from './config-swaps.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface RateLimitConfig {
  /** Length of one fixed window. */
  windowMs: number;
  /** Requests per window from one client IP; 0 turns the limit off. */
  perIp: number;
  /** Requests per window for one project id (all its visitors together); 0 turns it off. */
  perProject: number;
  /** Analytics events (POST /e) per window for one project; 0 turns it off. */
  analyticsPerProject: number;
}

export interface IndexerConfig {
  /** One indexing loop per served chain, started with the server (INDEXER, on by default). */
  enabled: boolean;
  /** Pause between rounds once the indexer has caught up with the head. */
  pollMs: number;
  /** At most this many blocks are read and stored in one round. */
  blocksPerRound: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** A Postgres server (pg Pool); when absent, embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or 'memory://' for a throw-away database. */
  pgliteDir: string;
  /** Redis for caches and rate-limit counters shared by several instances; memory when absent. */
  redisUrl: string | undefined;
  logLevel: LogLevel;
  /** Trust X-Forwarded-For (behind a load balancer) when telling client IPs apart. */
  trustProxy: boolean;
  /**
   * The demo setup (DEMO, or `serve --demo`): the demo project and the local devnet chains by default.
   * Off by default: a production server starts with neither unless asked.
   */
  demo: boolean;
  /** Seed the demo project 'walletport-demo' (localhost origins only) at start; `demo` by default. */
  seedDemoProject: boolean;
  chains: readonly ChainConfig[];
  /** Suffix of registered names, e.g. 'alice.walletport.id'. */
  nameSuffix: string;
  /** A feed answer older than this, measured against the chain's latest block, prices nothing. */
  priceFeedMaxAgeSeconds: number;
  indexer: IndexerConfig;
  /**
   * Let the server fetch NFT metadata from loopback and private addresses (the local stack's demo site).
   * Off by default: a tokenURI is chosen by whoever deployed the contract, and must not reach internal hosts.
   */
  nftMetadataAllowPrivateHosts: boolean;
  /** Timeout of one upstream JSON-RPC request (10000 ms by default, like the SDK's own RPC timeout). */
  upstreamTimeoutMs: number;
  rateLimit: RateLimitConfig;
  /** The embedded wallet's email login (SMTP_URL, MAIL_FROM, EMBEDDED_FRAME_ORIGINS, EMBEDDED_SHARE_KEY). */
  embedded: EmbeddedConfig;
  /** Social login of the embedded wallet: SOCIAL_<P>_* per provider, SOCIAL_REDIRECT_BASE_URL. */
  social: SocialConfig;
  /**
   * Sign In With Farcaster for the embedded wallet: the ID registry (FARCASTER_CHAIN_ID,
   * FARCASTER_ID_REGISTRY; the devnet's in the demo setup). Undefined: Farcaster is off.
   */
  farcaster: FarcasterConfig | undefined;
  /** Who makes swaps: SWAP_PROVIDER, SWAP_UPSTREAM_URL, SWAP_UPSTREAM_PROJECT_ID (docs/server.md, "Swaps"). */
  swaps: SwapConfig;
  /** Buying crypto: the providers and their settings (docs/server.md, "Onramp"). */
  onramp: OnrampConfig;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PGLITE_DIR = '.data/pglite';
export const MEMORY_PGLITE_DIR = 'memory://';
export const DEFAULT_NAME_SUFFIX = '.walletport.id';
export const DEFAULT_PRICE_FEED_MAX_AGE_SECONDS = 86_400;
export const DEFAULT_INDEXER_POLL_MS = 2_000;
/** The demo's devnets mine a block per transaction: a short pause makes new activity show at once. */
export const DEMO_INDEXER_POLL_MS = 250;
export const DEFAULT_INDEXER_BLOCKS_PER_ROUND = 25;
export const DEFAULT_RATE_LIMIT: RateLimitConfig = Object.freeze({
  windowMs: 60_000,
  perIp: 1_200,
  perProject: 60_000,
  analyticsPerProject: 600,
});

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly problems: readonly ConfigProblem[];
  constructor(problems: readonly ConfigProblem[]) {
    super(
      `Invalid server configuration:\n${problems.map((p) => `  - ${p.variable} ${p.problem}`).join('\n')}`,
    );
    this.problems = problems;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** Reads one variable; empty strings count as unset so `VAR=` in a .env file means "default". */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: ConfigProblem[],
): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    problems.push({
      variable: name,
      problem: `must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`,
    });
    return fallback;
  }
  return parsed;
}

function boolean(env: Env, name: string, fallback: boolean, problems: ConfigProblem[]): boolean {
  const value = read(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  problems.push({ variable: name, problem: `must be true or false, got ${JSON.stringify(value)}` });
  return fallback;
}

function url(
  env: Env,
  name: string,
  protocols: readonly string[],
  problems: ConfigProblem[],
): string | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  const parsed = URL.canParse(value) ? new URL(value) : undefined;
  if (parsed === undefined || !protocols.includes(parsed.protocol)) {
    // The value may hold a password: name the variable and the expected form, never echo it.
    problems.push({ variable: name, problem: `must be a ${protocols.join(' or ')} URL` });
    return undefined;
  }
  return value;
}

function nameSuffix(env: Env, problems: ConfigProblem[]): string {
  const value = read(env, 'NAME_SUFFIX') ?? DEFAULT_NAME_SUFFIX;
  if (!/^(\.[a-z0-9-]+)+$/.test(value)) {
    problems.push({
      variable: 'NAME_SUFFIX',
      problem: `must look like .example.id (lower-case labels), got ${JSON.stringify(value)}`,
    });
    return DEFAULT_NAME_SUFFIX;
  }
  return value;
}

/**
 * The configuration from `env` (process.env by default). Throws ConfigError naming every bad variable.
 * Variables: PORT, HOST, DATABASE_URL, PGLITE_DIR, REDIS_URL, LOG_LEVEL, TRUST_PROXY, DEMO,
 * SEED_DEMO_PROJECT, CHAIN_RPC_<id>, CHAIN_WS_<id>, CHAIN_MULTICALL3_<id>, CHAIN_TOKENS_<id>,
 * CHAIN_PRICE_FEEDS_<id>, CHAIN_INDEX_FROM_<id>, CHAIN_SPAM_CONTRACTS_<id>, NAME_SUFFIX,
 * PRICE_FEED_MAX_AGE_SECONDS, INDEXER, INDEXER_POLL_MS, INDEXER_BLOCKS_PER_ROUND,
 * NFT_METADATA_ALLOW_PRIVATE_HOSTS, UPSTREAM_TIMEOUT_MS, RATE_LIMIT_WINDOW_MS, RATE_LIMIT_PER_IP,
 * RATE_LIMIT_PER_PROJECT, RATE_LIMIT_ANALYTICS_PER_PROJECT, SMTP_URL, MAIL_FROM, EMBEDDED_FRAME_ORIGINS,
 * EMBEDDED_SHARE_KEY, SOCIAL_REDIRECT_BASE_URL, SOCIAL_<PROVIDER>_CLIENT_ID / _CLIENT_SECRET / _ISSUER /
 * _AUTHORIZATION_URL / _TOKEN_URL / _USER_URL, CHAIN_SWAP_ROUTER_<id>, SWAP_PROVIDER, SWAP_UPSTREAM_URL,
 * SWAP_UPSTREAM_PROJECT_ID,
 * ONRAMP_PROVIDERS, ONRAMP_SANDBOX_URL, COINBASE_ONRAMP_APP_ID, COINBASE_ONRAMP_API_URL, COINBASE_ONRAMP_PAY_URL,
 * COINBASE_CDP_API_KEY_ID, COINBASE_CDP_API_KEY_SECRET, MELD_API_KEY, MELD_API_URL, ONRAMP_COUNTRY, ONRAMP_TIMEOUT_MS,
 * FARCASTER_CHAIN_ID, FARCASTER_ID_REGISTRY.
 */
export function loadConfig(env: Env = process.env): ServerConfig {
  const problems: ConfigProblem[] = [];
  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push({
      variable: 'LOG_LEVEL',
      problem: `must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(logLevel)}`,
    });
  }
  const host = read(env, 'HOST') ?? DEFAULT_HOST;
  const demo = boolean(env, 'DEMO', false, problems);
  // Read before the rest: the Farcaster settings must name one of these chains.
  const chains = parseChains(env, problems, { devnets: demo });
  const config: ServerConfig = {
    port: integer(env, 'PORT', DEFAULT_PORT, 0, 65_535, problems),
    host,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems),
    pgliteDir: read(env, 'PGLITE_DIR') ?? DEFAULT_PGLITE_DIR,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:'], problems),
    logLevel: LOG_LEVELS.includes(logLevel) ? logLevel : 'info',
    trustProxy: boolean(env, 'TRUST_PROXY', false, problems),
    demo,
    seedDemoProject: boolean(env, 'SEED_DEMO_PROJECT', demo, problems),
    chains,
    nameSuffix: nameSuffix(env, problems),
    priceFeedMaxAgeSeconds: integer(
      env,
      'PRICE_FEED_MAX_AGE_SECONDS',
      DEFAULT_PRICE_FEED_MAX_AGE_SECONDS,
      1,
      31_536_000,
      problems,
    ),
    indexer: {
      enabled: boolean(env, 'INDEXER', true, problems),
      pollMs: integer(
        env,
        'INDEXER_POLL_MS',
        demo ? DEMO_INDEXER_POLL_MS : DEFAULT_INDEXER_POLL_MS,
        50,
        600_000,
        problems,
      ),
      blocksPerRound: integer(
        env,
        'INDEXER_BLOCKS_PER_ROUND',
        DEFAULT_INDEXER_BLOCKS_PER_ROUND,
        1,
        1_000,
        problems,
      ),
    },
    nftMetadataAllowPrivateHosts: boolean(env, 'NFT_METADATA_ALLOW_PRIVATE_HOSTS', false, problems),
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 10_000, 100, 120_000, problems),
    rateLimit: {
      windowMs: integer(
        env,
        'RATE_LIMIT_WINDOW_MS',
        DEFAULT_RATE_LIMIT.windowMs,
        1_000,
        86_400_000,
        problems,
      ),
      perIp: integer(env, 'RATE_LIMIT_PER_IP', DEFAULT_RATE_LIMIT.perIp, 0, 1e9, problems),
      perProject: integer(env, 'RATE_LIMIT_PER_PROJECT', DEFAULT_RATE_LIMIT.perProject, 0, 1e9, problems),
      analyticsPerProject: integer(
        env,
        'RATE_LIMIT_ANALYTICS_PER_PROJECT',
        DEFAULT_RATE_LIMIT.analyticsPerProject,
        0,
        1e9,
        problems,
      ),
    },
    embedded: parseEmbeddedConfig(env, problems),
    social: parseSocialConfig(env, problems),
    swaps: parseSwapConfig(env, problems),
    onramp: parseOnrampConfig(env, problems),
    farcaster: parseFarcasterConfig(env, problems, { demo, chains }),
  };
  for (const removed of ['PRICES', 'PRICE_SOURCE_URL']) {
    if (read(env, removed) !== undefined) {
      problems.push({
        variable: removed,
        problem: 'is no longer read: prices come only from on-chain feeds (CHAIN_PRICE_FEEDS_<chainId>)',
      });
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The chain a request names, or undefined when the server does not serve it. */
export function findChain(config: Pick<ServerConfig, 'chains'>, chainId: number): ChainConfig | undefined {
  return config.chains.find((chain) => chain.chainId === chainId);
}
