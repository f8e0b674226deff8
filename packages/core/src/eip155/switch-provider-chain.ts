/**
 * The wallet side of an eip155 network switch over an EIP-1193 provider: wallet_switchEthereumChain, and
 * when the wallet does not know the chain (codes 4902, 5000, 32603) wallet_addEthereumChain first, through
 * switchWithAddFallback (the one add-chain rule for every adapter). Requests go straight to the provider
 * because library helpers differ in which codes they add on and in how they report a rejected switch
 * after adding.
 */
import type { WalletRequestListener } from '../adapter/index.js';
import { switchWithAddFallback } from '../chains/index.js';
import type { CaipNetwork } from '../networks/index.js';
import { addEthereumChainParameter } from './add-chain-parameter.js';
import { toHexChainId } from './chain-id.js';
import type { Eip1193Provider } from './eip1193-provider.js';
import { toAdapterError } from './wallet-errors.js';

export interface SwitchProviderChainParams {
  provider: Pick<Eip1193Provider, 'request'>;
  network: CaipNetwork & { id: number };
  /** The wallet's chain right now (eth_chainId), asked after adding. */
  readChainId(): Promise<number>;
  /** Told before each wallet request (switch, add), with the network (see ConnectParams.onWalletRequest). */
  onWalletRequest?: WalletRequestListener;
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
  onWalletRequest,
}: SwitchProviderChainParams): Promise<void> {
  // A rejection becomes core's typed 4001 error before the fallback sees it; any other failure stays raw,
  // so the fallback can read the wallet's code (4902, …) to decide whether to add.
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
          params: [{ chainId: toHexChainId(network.id) }],
        }),
      ),
    addChain: () =>
      request(() =>
        provider.request({ method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(network)] }),
      ),
    isOnTargetChain: async () => (await readChainId()) === network.id,
    onRequest: (kind) => onWalletRequest?.({ kind, caipNetworkId: network.caipNetworkId }),
  });
}
