/** EIP-5792 wallet_getCapabilities, asked of the connected wallet's provider. */
import type { Connector } from '@wagmi/core';
import { createError, toAdapterError } from '@walletport/core/internal';
import { WagmiAdapterError } from './errors.js';

/**
 * The wallet's capabilities per hex chain id, as it answers them. Throws the adapter's
 * 'WagmiAdapter:getCapabilities - connector not found' / '- provider not found' without a connected
 * wallet, 'Error parsing wallet capabilities' for an answer that is not an object, and the typed wallet
 * error when the wallet refuses (4200 for wallets without EIP-5792).
 */
export async function readWalletCapabilities(
  connector: Connector | undefined,
  address: string,
): Promise<Record<string, unknown>> {
  if (connector === undefined) throw new WagmiAdapterError('CAPABILITIES_CONNECTOR_NOT_FOUND');
  const provider = (await connector.getProvider()) as
    | { request(args: unknown): Promise<unknown> }
    | undefined
    | null;
  if (provider === undefined || provider === null)
    throw new WagmiAdapterError('CAPABILITIES_PROVIDER_NOT_FOUND');
  let capabilities: unknown;
  try {
    capabilities = await provider.request({ method: 'wallet_getCapabilities', params: [address] });
  } catch (error) {
    throw toAdapterError(error);
  }
  if (typeof capabilities !== 'object' || capabilities === null || Array.isArray(capabilities)) {
    throw createError('WALLET_CAPABILITIES_PARSE_FAILED', {
      details: `Got ${JSON.stringify(capabilities)}.`,
    });
  }
  return capabilities as Record<string, unknown>;
}
