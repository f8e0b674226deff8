/**
 * The wallet side of a network switch for a wagmi connection: core's switchProviderChain (switch, adding
 * the chain first when the wallet does not know it) on the connector's EIP-1193 provider. Requests go
 * straight to that provider because wagmi's own switchChain only adds on 4902 and reports a rejected
 * switch after adding as a plain rejection.
 */
import type { Connection } from '@wagmi/core';
import {
  type CaipNetwork,
  createError,
  type SwitchProviderChainParams,
  switchProviderChain,
} from '@walletport/core/internal';

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
