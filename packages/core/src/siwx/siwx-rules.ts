/**
 * The SIWX flow's decisions (see docs/siwx.md; SIWX with a universal provider applies only when all
 * chains are eip155), as pure functions so each rule is tested on its own.
 */
import type { CaipNetworkId, ChainNamespace } from '../caip/index.js';
import { type CodedText, isUserRejection } from '../errors/index.js';
import { SiwxAuthError } from './siwx-errors.js';
import type { SiwxMessage, SiwxMessageData, SiwxSession } from './types.js';

/** The connected account of the active namespace, with the facts the prompt rule needs. */
export interface SiwxAccount {
  namespace: ChainNamespace;
  chainId: CaipNetworkId;
  address: string;
  connectorId?: string;
  isSmartAccount: boolean;
  /** The network is one the app configured and supports (network support rules). */
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
  'scheme',
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

/**
 * What the sign view shows for a failed attempt, as a catalogue code: 'Signature declined' for a "no",
 * the verifier's own reason inside 'Sign-in was refused: {reason}', else 'Sign-in failed'.
 */
export function signInError(
  error: unknown,
): CodedText<'SIGNATURE_DECLINED' | 'SIWX_SIGN_IN_REFUSED' | 'SIWX_SIGN_IN_FAILED'> {
  if (isUserRejection(error)) return { code: 'SIGNATURE_DECLINED' };
  if (error instanceof SiwxAuthError)
    return { code: 'SIWX_SIGN_IN_REFUSED', params: { reason: error.shortMessage } };
  return { code: 'SIWX_SIGN_IN_FAILED' };
}
