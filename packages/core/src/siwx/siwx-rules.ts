/**
 * The SIWX flow's decisions (spec §4 SIWX, §5 "SIWX with a universal provider applies only when all
 * chains are eip155"), as pure functions so each rule is tested on its own.
 */
import type { CaipNetworkId, ChainNamespace } from '../caip/index.js';
import { isUserRejection } from '../errors/index.js';
import { SiwxAuthError } from './siwx-errors.js';
import { SIWX_ERROR_TEXTS } from './siwx-status.js';
import type { SiwxMessage, SiwxMessageData, SiwxSession } from './types.js';

/** The connected account of the active namespace, with the facts the prompt rule needs. */
export interface SiwxAccount {
  namespace: ChainNamespace;
  chainId: CaipNetworkId;
  address: string;
  connectorId?: string;
  isSmartAccount: boolean;
  /** The network is one the app configured and supports (spec §5 network support). */
  isSupportedNetwork: boolean;
  /** Connected through the wallet-connect universal provider. */
  viaUniversalProvider: boolean;
}

export type SignInDecision = 'check-session' | 'skip-unsupported-network' | 'skip-universal-provider';

/** Whether a connection should lead to the session check (and, without a session, the sign view). */
export function decideSignIn(account: SiwxAccount, allNetworksEip155: boolean): SignInDecision {
  if (!account.isSupportedNetwork) return 'skip-unsupported-network';
  if (account.viaUniversalProvider && !allNetworksEip155) return 'skip-universal-provider';
  return 'check-session';
}

/** Identifies a (chain, address) pair; eip155 addresses compare without case (checksums vary). */
export function pairKey(pair: { chainId: string; address: string }): string {
  const address = pair.chainId.startsWith('eip155:') ? pair.address.toLowerCase() : pair.address;
  return `${pair.chainId}|${address}`;
}

/** The session of `sessions` that belongs to the pair, if any (a config may return more). */
export function findSession(
  sessions: readonly SiwxSession[] | undefined,
  pair: { chainId: string; address: string },
): SiwxSession | undefined {
  const key = pairKey(pair);
  return sessions?.find(
    (session) => pairKey({ chainId: session.data.chainId, address: session.data.accountAddress }) === key,
  );
}

const DATA_FIELDS = [
  'accountAddress',
  'chainId',
  'domain',
  'uri',
  'version',
  'nonce',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
  'resources',
  'statement',
] as const satisfies readonly (keyof SiwxMessageData)[];

/** The plain data of a message object (an app's message may be a class instance with methods). */
export function messageData(message: SiwxMessage): SiwxMessageData {
  const data: Record<string, unknown> = {};
  for (const field of DATA_FIELDS) {
    const value = message[field];
    if (value !== undefined) data[field] = Array.isArray(value) ? [...value] : value;
  }
  return data as unknown as SiwxMessageData;
}

export { SIWX_ERROR_TEXTS };

/** The sentence the sign view shows for a failed attempt. */
export function signInErrorText(error: unknown): string {
  if (isUserRejection(error)) return SIWX_ERROR_TEXTS.declined;
  if (error instanceof SiwxAuthError) return SIWX_ERROR_TEXTS.refused.replace('{reason}', error.shortMessage);
  return SIWX_ERROR_TEXTS.failed;
}
