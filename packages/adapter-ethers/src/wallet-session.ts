/**
 * Opening and restoring a wallet's session over EIP-1193, for an injected or announced wallet and for the
 * wallet-connect session: which accounts, on which chain. Connecting may prompt; restoring never does
 * (eth_accounts, not eth_requestAccounts, and no chain switch).
 */
import {
  type CaipNetwork,
  createError,
  type Eip1193Provider,
  isUserRejection,
  sessionAddresses,
  sessionChainIds,
  switchProviderChain,
  type UniversalProviderHandle,
  type WalletRequestListener,
} from '@walletport/core/internal';
import { checksummed, parseEventChainId } from './connections.js';
import { requireSession, sessionChainId } from './walletconnect-provider.js';

export interface WalletSession {
  accounts: `0x${string}`[];
  chainId: number;
}

/** eth_chainId as a number; 'ChainId not found in provider' for an answer that is no chain id. */
export async function readChainId(provider: Pick<Eip1193Provider, 'request'>): Promise<number> {
  const answer = await provider.request({ method: 'eth_chainId' });
  const chainId = parseEventChainId(answer);
  if (chainId === undefined) {
    throw createError('PROVIDER_CHAIN_ID_NOT_FOUND', {
      details: `eth_chainId answered ${JSON.stringify(answer)}.`,
    });
  }
  return chainId;
}

/**
 * Asks an injected wallet to connect (eth_requestAccounts, which may prompt) and, with a `target`
 * network, to switch there, adding the chain when the wallet does not know it. As with wagmi's injected
 * connector, a rejected switch rejects the connect, and a switch that fails otherwise leaves the
 * connection on the wallet's chain.
 */
export async function connectInjected(
  provider: Eip1193Provider,
  target: (CaipNetwork & { id: number }) | undefined,
  /** Told before the switch and the add (ConnectParams.onWalletRequest). */
  onWalletRequest?: WalletRequestListener,
): Promise<WalletSession> {
  const accounts = checksummed(asList(await provider.request({ method: 'eth_requestAccounts' })));
  if (accounts.length === 0) {
    throw createError('PROVIDER_NOT_FOUND', { details: 'The wallet connected without any account.' });
  }
  let chainId = await readChainId(provider);
  if (target !== undefined && target.id !== chainId) {
    try {
      await switchProviderChain({
        provider,
        network: target,
        readChainId: () => readChainId(provider),
        onWalletRequest,
      });
    } catch (error) {
      if (isUserRejection(error)) throw error;
    }
    chainId = await readChainId(provider);
  }
  return { accounts, chainId };
}

/** The accounts the wallet still authorizes for this site (eth_accounts), never prompting; else undefined. */
export async function restoreInjected(provider: Eip1193Provider): Promise<WalletSession | undefined> {
  const accounts = checksummed(asList(await provider.request({ method: 'eth_accounts' })));
  if (accounts.length === 0) return undefined;
  return { accounts, chainId: await readChainId(provider) };
}

/**
 * The eip155 side of the approved wallet-connect session (core paired already; nothing prompts). A chain
 * the wallet approved becomes the session's current one locally, without a wallet request.
 */
export async function connectWalletConnect(
  handle: UniversalProviderHandle,
  chainId?: number,
): Promise<WalletSession> {
  const provider = await requireSession(handle);
  if (chainId !== undefined && sessionChainIds(provider).includes(chainId))
    provider.setDefaultChain(`eip155:${chainId}`);
  const current = await sessionChainId(provider);
  return { accounts: sessionAddresses(provider, current), chainId: current };
}

/**
 * The session restored on page load, when it is already loaded (core's wallet-connect sync restores it
 * first; checking must never download the client). The provider restores its current chain too; the
 * stored `chainId` is chosen again when the wallet approved it, so the connection and the provider agree.
 */
export async function restoreWalletConnect(
  handle: UniversalProviderHandle,
  chainId?: number,
): Promise<WalletSession | undefined> {
  if (sessionAddresses(handle.loadedProvider()).length === 0) return undefined;
  const session = await connectWalletConnect(handle, chainId);
  return session.accounts.length === 0 ? undefined : session;
}

function asList(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}
