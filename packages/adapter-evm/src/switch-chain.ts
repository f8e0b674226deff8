/**
 * The wallet side of a network switch (spec §4): wallet_switchEthereumChain, and when the wallet does not
 * know the chain (codes 4902, 5000, 32603) wallet_addEthereumChain first. Requests go straight to the
 * connector's EIP-1193 provider because wagmi's own switchChain only adds on 4902 and reports a rejected
 * switch after adding as a plain rejection.
 */
import {
  type CaipNetwork,
  createError,
  isUserRejection,
  parseWalletError,
  shouldAddChain,
} from '@walletport/core';
import type { Connection } from '@wagmi/core';
import { type EIP1193Provider, numberToHex } from 'viem';
import { addEthereumChainParameter } from './add-chain-parameter.js';

export interface SwitchProviderChainParams {
  provider: Pick<EIP1193Provider, 'request'>;
  network: CaipNetwork & { id: number };
  /** The wallet's chain right now (eth_chainId), asked after adding. */
  readChainId(): Promise<number>;
}

/**
 * Switches the wallet to `network`, adding it first when the wallet does not know it. Throws
 * - core's UserRejectedRequestError (4001) when the visitor rejects the switch or the add;
 * - 'Chain is not supported' (cause: the wallet's error) for any other failure of the switch or the add;
 * - 'User rejected switch after adding network.' when the chain was added but the visitor then rejected
 *   the switch to it (its cause is the typed 4001 error, so `isUserRejection` still recognises it).
 * Many wallets switch as part of adding; the switch is only requested again when they did not.
 */
export async function switchProviderChain({
  provider,
  network,
  readChainId,
}: SwitchProviderChainParams): Promise<void> {
  const switchChain = () =>
    provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(network.id) }],
    });

  try {
    await switchChain();
    return;
  } catch (error) {
    if (isUserRejection(error)) throw parseWalletError(error);
    if (!shouldAddChain(error)) throw chainNotSupported(error);
  }

  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [addEthereumChainParameter(network)],
    });
  } catch (error) {
    if (isUserRejection(error)) throw parseWalletError(error);
    throw chainNotSupported(error);
  }

  if ((await readChainId()) === network.id) return;
  try {
    await switchChain();
  } catch (error) {
    if (isUserRejection(error)) {
      throw createError('SWITCH_REJECTED_AFTER_ADD_NETWORK', {
        cause: parseWalletError(error),
        category: 'WALLET_ERROR',
      });
    }
    throw chainNotSupported(error);
  }
}

function chainNotSupported(cause: unknown) {
  return createError('CHAIN_NOT_SUPPORTED', { cause, category: 'WALLET_ERROR' });
}

/**
 * Switches the wallet behind a wagmi connection (see switchProviderChain), then makes sure wagmi knows:
 * some wallets switch without emitting chainChanged (MetaMask when its net_version probe fails), and
 * wagmi's state, and so the adapter's chainChanged event, follow only what wagmi hears.
 */
export async function switchConnectionChain(
  connection: Connection,
  network: CaipNetwork & { id: number },
): Promise<void> {
  const { connector } = connection;
  const provider = (await connector.getProvider()) as
    | SwitchProviderChainParams['provider']
    | undefined
    | null;
  if (provider === undefined || provider === null) throw createError('PROVIDER_NOT_FOUND');
  await switchProviderChain({ provider, network, readChainId: () => connector.getChainId() });
  if ((await connector.getChainId()) === network.id)
    connector.emitter.emit('change', { chainId: network.id });
}
