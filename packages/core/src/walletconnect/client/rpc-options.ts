/**
 * What the Sign protocol publishes with each message: the relay tag of the request and of its response,
 * the ttl the relay keeps it for, and whether a push notification may wake the peer (prompt). These are
 * protocol constants; the relay and wallets rely on them.
 */
const FIVE_MINUTES = 300;
const ONE_DAY = 86_400;
const THIRTY_SECONDS = 30;

export interface PublishRule {
  ttl: number;
  tag: number;
  prompt: boolean;
}

export interface MethodRules {
  req: PublishRule;
  res: PublishRule;
}

const rules = (tag: number, ttl: number, prompt: boolean): MethodRules => ({
  req: { ttl, tag, prompt },
  res: { ttl, tag: tag + 1, prompt: false },
});

export const SIGN_RPC_RULES = {
  wc_sessionPropose: rules(1100, FIVE_MINUTES, true),
  wc_sessionSettle: rules(1102, FIVE_MINUTES, false),
  wc_sessionUpdate: rules(1104, ONE_DAY, false),
  wc_sessionExtend: rules(1106, ONE_DAY, false),
  wc_sessionRequest: rules(1108, FIVE_MINUTES, true),
  wc_sessionEvent: rules(1110, FIVE_MINUTES, true),
  wc_sessionDelete: rules(1112, ONE_DAY, false),
  wc_sessionPing: rules(1114, ONE_DAY, false),
  wc_pairingDelete: rules(1000, ONE_DAY, false),
  wc_pairingPing: rules(1002, THIRTY_SECONDS, false),
} as const satisfies Record<string, MethodRules>;

export type SignMethod = keyof typeof SIGN_RPC_RULES;

export const isSignMethod = (method: string): method is SignMethod => Object.hasOwn(SIGN_RPC_RULES, method);

/** The wallet's answer to a proposal with an error uses its own tag. */
export const PROPOSAL_REJECT_TAG = 1120;

/** A pairing URI stays valid this long (the QR view refreshes it before, see connection/pairing). */
export const PAIRING_TTL_SECONDS = 4 * 60;
/** A proposal waits this long for the wallet's answer. */
export const PROPOSAL_TTL_SECONDS = FIVE_MINUTES;
/** Sessions live a week unless the wallet extends them. */
export const SESSION_TTL_SECONDS = 7 * ONE_DAY;

/**
 * How long a request waits for the wallet. Requests a person approves get the protocol's full five
 * minutes (also their `expiryTimestamp`, so the wallet stops showing them then); what a wallet answers by
 * itself gets 30 s, so a wallet that went away is noticed quickly.
 */
const AUTOMATIC_METHODS = new Set([
  'eth_accounts',
  'eth_chainId',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'solana_getAccounts',
  'getAccountAddresses',
]);

export function requestTimeoutSeconds(method: string): number {
  return AUTOMATIC_METHODS.has(method) ? THIRTY_SECONDS : FIVE_MINUTES;
}

/** Pings are answered by the peer's software: 30 s is plenty. */
export const PING_TIMEOUT_SECONDS = THIRTY_SECONDS;
