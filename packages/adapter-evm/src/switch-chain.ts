/**
 * The wallet side of a network switch for a wagmi connection: core's switchProviderChain (switch, adding
 * the chain first when the wallet does not know it) on the connector's EIP-1193 provider. Requests go
 * straight to that provider because wagmi's own switchChain only adds on 4902 and reports a rejected
 * switch after adding as a plain rejection.
 */
import { type Config, type Connection, disconnect } from '@wagmi/core';
import {
  type CaipNetwork,
  createError,
  isUserRejection,
  type SwitchProviderChainParams,
  switchProviderChain,
  type WalletRequestListener,
} from '@walletport/core/internal';
import { findConnection } from './connections.js';

/**
 * Switches the wallet behind a wagmi connection (see switchProviderChain), then makes sure wagmi knows:
 * some wallets switch without emitting chainChanged (MetaMask when its net_version probe fails), and
 * wagmi's state, and so the adapter's chainChanged event, follow only what wagmi hears.
 */
export async function switchConnectionChain(
  connection: Connection,
  network: CaipNetwork & { id: number },
  onWalletRequest?: WalletRequestListener,
): Promise<void> {
  const { connector } = connection;
  const provider = (await connector.getProvider()) as
    | SwitchProviderChainParams['provider']
    | undefined
    | null;
  if (provider === undefined || provider === null) throw createError('PROVIDER_NOT_FOUND');
  await switchProviderChain({
    provider,
    network,
    readChainId: () => connector.getChainId(),
    onWalletRequest,
  });
  if ((await connector.getChainId()) === network.id)
    connector.emitter.emit('change', { chainId: network.id });
}

/**
 * The chain step of connecting an injected wallet, here rather than inside wagmi's connect so that each
 * request is reported (the modal names it: "approve adding …") and the add-chain rule is core's (4902,
 * 5000, -32603; wagmi adds on 4902 only). As with wagmi: a rejected switch or add rejects the connect and
 * leaves nothing connected; any other failure leaves the connection on the wallet's chain. Resolves the
 * chain the wallet is on (`connected.chainId`, where wagmi connected it, when the connection is not found).
 */
export async function switchWhileConnecting(
  config: Config,
  connected: { connectorId: string; chainId: number },
  network: CaipNetwork & { id: number },
  onWalletRequest: WalletRequestListener | undefined,
): Promise<number> {
  const connection = findConnection(config, connected.connectorId);
  if (connection === undefined) return connected.chainId;
  try {
    await switchConnectionChain(connection, network, onWalletRequest);
  } catch (error) {
    if (isUserRejection(error)) {
      await disconnect(config, { connector: connection.connector }).catch(() => undefined);
      throw error;
    }
  }
  return connection.connector.getChainId();
}
