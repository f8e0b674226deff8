/**
 * Where choosing a wallet row goes, given whether the wallet-connect flow is available (enabled by the
 * app and its view present): a registry or custom wallet that is not installed then pairs through
 * ConnectingWalletConnect with its id (QR code with its icon, and its desktop / web / mobile links);
 * without wallet-connect it keeps ConnectingExternal's links panel. A wallet installed in several
 * namespaces opens its chain chooser, ConnectingMultiChain. Everything else as openWallet.
 */
import type { RouterService } from '@walletport/core/internal';
import { isMultiChainConnectorId } from '@walletport/core/wallet-lists';
import { openWallet } from '../connecting-external/open-wallet.js';
import type { WalletTarget } from './wallet-entries.js';

export function routeToWallet(
  router: Pick<RouterService, 'push'>,
  target: WalletTarget,
  walletName: string,
  walletConnectAvailable: boolean,
): void {
  if (target.kind === 'listing' && walletConnectAvailable) {
    router.push({ name: 'ConnectingWalletConnect', params: { walletId: target.walletId } });
    return;
  }
  // The AllWallets list names its rows by connector id only; a merged wallet's id says what it is.
  if (
    target.kind === 'multiChain' ||
    (target.kind === 'connector' && isMultiChainConnectorId(target.connectorId))
  ) {
    router.push({ name: 'ConnectingMultiChain', params: { connectorId: target.connectorId, walletName } });
    return;
  }
  openWallet(router, target, walletName);
}
