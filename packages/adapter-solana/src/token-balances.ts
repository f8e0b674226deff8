/**
 * The Tokens list of a Solana account, read from its network's node: SOL first, then each SPL mint it
 * holds (a zero balance included only for tokens the app names). Symbols come from the app's `tokens`
 * option; a mint the app does not name shows as its shortened address, never as an invented name.
 */
import { type CaipNetwork, formatUnits, type TokenBalance } from '@walletport/core/internal';
import type { SolanaTokenInfo } from './options.js';
import { readLamports, readSplHoldings } from './rpc.js';

function shortMint(mint: string): string {
  return `${mint.slice(0, 4)}…${mint.slice(-4)}`;
}

export async function readSolanaTokenBalances(
  network: CaipNetwork,
  owner: string,
  named: readonly SolanaTokenInfo[],
): Promise<TokenBalance[]> {
  const [lamports, holdings] = await Promise.all([
    readLamports(network, owner),
    readSplHoldings(network, owner),
  ]);
  const { nativeCurrency, caipNetworkId } = network;
  const native: TokenBalance = {
    name: nativeCurrency.name,
    symbol: nativeCurrency.symbol,
    chainId: caipNetworkId,
    quantity: {
      decimals: String(nativeCurrency.decimals),
      numeric: formatUnits(lamports, nativeCurrency.decimals),
    },
    iconUrl: '',
  };
  const tokens = holdings.map((holding): TokenBalance => {
    const info = named.find(
      (token) => token.caipNetworkId === caipNetworkId && token.address === holding.mint,
    );
    return {
      name: info?.name ?? shortMint(holding.mint),
      symbol: info?.symbol ?? shortMint(holding.mint),
      chainId: caipNetworkId,
      address: `${caipNetworkId}:${holding.mint}`,
      quantity: {
        decimals: String(holding.decimals),
        numeric: formatUnits(holding.amount, holding.decimals),
      },
      iconUrl: info?.iconUrl ?? '',
    };
  });
  return [native, ...tokens];
}
