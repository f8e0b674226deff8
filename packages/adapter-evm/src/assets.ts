/** EIP-7811 wallet_getAssets, asked of the connected wallet's provider for one chain. */
import type { Connector } from '@wagmi/core';
import { type WalletAsset, walletAssetsFromGetAssets } from '@walletport/core/account-data';
import { toAdapterError, toHexChainId } from '@walletport/core/internal';
import { WagmiAdapterError } from './errors.js';

export interface ReadWalletAssetsParams {
  address: string;
  chainId: number;
  /** The chain's currency, for what a wallet leaves out of its native asset's metadata. */
  nativeCurrency?: { name: string; symbol: string; decimals: number } | undefined;
}

/**
 * The wallet's fungible assets on `chainId` in core's wallet asset shape (address, balance as hex, type
 * ERC20 or NATIVE, metadata): the request filters on the chain, and the answer's other chains, NFTs and
 * malformed entries are left out. Throws 'WagmiAdapter:getAssets - connector not found' / '- provider not
 * found' without a connected wallet, and the typed wallet error when the wallet refuses (4200 for wallets
 * without EIP-7811).
 */
export async function readWalletAssetsOf(
  connector: Connector | undefined,
  { address, chainId, nativeCurrency }: ReadWalletAssetsParams,
): Promise<WalletAsset[]> {
  if (connector === undefined) throw new WagmiAdapterError('GET_ASSETS_CONNECTOR_NOT_FOUND');
  const provider = (await connector.getProvider()) as
    | { request(args: unknown): Promise<unknown> }
    | undefined
    | null;
  if (provider === undefined || provider === null)
    throw new WagmiAdapterError('GET_ASSETS_PROVIDER_NOT_FOUND');
  let answer: unknown;
  try {
    answer = await provider.request({
      method: 'wallet_getAssets',
      params: [{ account: address, chainFilter: [toHexChainId(chainId)] }],
    });
  } catch (error) {
    throw toAdapterError(error);
  }
  return walletAssetsFromGetAssets(answer, chainId, nativeCurrency);
}
