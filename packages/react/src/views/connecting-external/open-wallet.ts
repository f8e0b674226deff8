/**
 * Where choosing a wallet goes. Installed wallets and registry wallets both open ConnectingExternal:
 * with a connector id it connects; with a registry id (no connector has it) it looks the wallet up and
 * offers its links. The wallet-connect entry opens its own view (a later issue adds it).
 */
import type { RouterService } from '@walletport/core/internal';
import type { WalletTarget } from '../connect/wallet-entries.js';

export function openWallet(
  router: Pick<RouterService, 'push'>,
  target: WalletTarget,
  walletName: string,
): void {
  switch (target.kind) {
    case 'connector':
      router.push({ name: 'ConnectingExternal', params: { connectorId: target.connectorId, walletName } });
      return;
    case 'listing':
      router.push({ name: 'ConnectingExternal', params: { connectorId: target.walletId, walletName } });
      return;
    case 'walletConnect':
      router.push({ name: 'ConnectingWalletConnect', params: {} });
      return;
  }
}
