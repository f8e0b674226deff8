/**
 * The wallet side of a network switch: wallet_switchEthereumChain, and when the wallet does not know the
 * chain (codes 4902, 5000, 32603) wallet_addEthereumChain first, through core's switchWithAddFallback (the
 * one add-chain rule for every adapter). Requests go straight to the connector's EIP-1193 provider because
 * wagmi's own switchChain only adds on 4902 and reports a rejected switch after adding as a plain rejection.
 */
import { type CaipNetwork, createError, switchWithAddFallback } from '@walletport/core/internal';
import type { Connection } from '@wagmi/core';
import { type EIP1193Provider, numberToHex } from 'viem';
import { addEthereumChainParameter } from './add-chain-parameter.js';
import { toAdapterError } from './wallet-errors.js';

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
export function switchProviderChain({
  provider,
  network,
  readChainId,
}: SwitchProviderChainParams): Promise<void> {
  // toAdapterError turns a rejection into core's typed 4001 error before the fallback sees it; any other
  // failure stays raw, so the fallback can read the wallet's code (4902, …) to decide whether to add.
  const request = (call: () => Promise<unknown>) =>
    call().then(
      () => undefined,
      (error: unknown) => {
        throw toAdapterError(error);
      },
    );
  return switchWithAddFallback({
    switchChain: () =>
      request(() =>
        provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(network.id) }],
        }),
      ),
    addChain: () =>
      request(() =>
        provider.request({ method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(network)] }),
      ),
    isOnTargetChain: async () => (await readChainId()) === network.id,
  });
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
