/**
 * Where an account's token balances come from, in order (docs/account.md "Data sources"):
 * 1. the wallet, through `wallet_getAssets` (EIP-7811), when its `wallet_getCapabilities` reports
 *    `assetDiscovery.supported` for the chain; tokens the wallet does not price are priced by the
 *    server's feeds (POST /v1/fungible/price) when there is a server, else left unpriced;
 * 2. the chain itself, when the adapter reads balances there (`readTokenBalances`, e.g. solana's SPL
 *    token accounts); its failure is the list's failure, as the server's is;
 * 3. the server's balance API;
 * 4. without a server, the native balance alone (the adapter's read, through the balance service).
 * A source that fails or cannot answer hands over to the next, except the server: its failure is the
 * list's failure, because a native-only list would look like an account without tokens.
 */
import { type AdapterCapabilities, type ChainAdapter, hasCapability } from '../adapter/index.js';
import type { BlockchainApiClient } from '../api/blockchain-api.js';
import { type FungiblePriceApiClient, NATIVE_TOKEN_ADDRESS } from '../api/fungible-price-api.js';
import type { BalanceService } from '../balance/index.js';
import type { ChainNamespace } from '../caip/index.js';
import { createError } from '../errors/index.js';
import type { TokenBalance } from '../format/index.js';
import type { CaipNetwork } from '../networks/index.js';
import { supportsAssetDiscovery } from './token-list.js';
import { readWalletAssets, walletAssetToTokenBalance } from './wallet-asset.js';
import type { TokenSource } from './wallet-assets-state.js';

export interface TokenSourceTarget {
  namespace: ChainNamespace;
  network: CaipNetwork;
  address: string;
}

export interface TokenSourcesDeps {
  adapter: ChainAdapter | undefined;
  /** The wallet's capabilities for `address`, cached by the caller; rejects when it cannot tell. */
  capabilities(
    adapter: ChainAdapter & Pick<AdapterCapabilities, 'getCapabilities'>,
    address: string,
  ): Promise<unknown>;
  balances: Pick<BlockchainApiClient, 'getBalances'> | undefined;
  prices: FungiblePriceApiClient | undefined;
  nativeBalance: Pick<BalanceService, 'fetch'>;
  /** Told why a source was skipped (it failed and the next one answered); for logs. */
  onFallback(source: TokenSource, error: unknown): void;
}

export interface LoadedTokens {
  tokens: TokenBalance[];
  source: TokenSource;
}

/** The tokens the wallet reports for the chain, or undefined when it does not do asset discovery there. */
async function fromWallet(
  target: TokenSourceTarget,
  deps: TokenSourcesDeps,
): Promise<TokenBalance[] | undefined> {
  const { adapter } = deps;
  const chainId = target.network.id;
  if (adapter === undefined || typeof chainId !== 'number') return undefined;
  if (!hasCapability(adapter, 'getCapabilities') || !hasCapability(adapter, 'getAssets')) return undefined;
  let capabilities: unknown;
  try {
    capabilities = await deps.capabilities(adapter, target.address);
  } catch {
    return undefined; // a wallet without EIP-5792 (4200) simply does not discover assets
  }
  if (!supportsAssetDiscovery(capabilities, chainId)) return undefined;
  try {
    const assets = readWalletAssets(
      await adapter.getAssets({ address: target.address, chainId }),
      target.network.nativeCurrency,
    );
    return assets.map((asset) => walletAssetToTokenBalance(asset, target.network.caipNetworkId));
  } catch (error) {
    deps.onFallback('wallet', error);
    return undefined;
  }
}

/** The balances the adapter reads from the chain itself, when it offers that (solana). */
async function fromChain(
  target: TokenSourceTarget,
  deps: TokenSourcesDeps,
): Promise<TokenBalance[] | undefined> {
  const { adapter } = deps;
  if (adapter === undefined || !hasCapability(adapter, 'readTokenBalances')) return undefined;
  try {
    return await adapter.readTokenBalances({ address: target.address, network: target.network });
  } catch (cause) {
    throw createError('TOKEN_BALANCE_UNAVAILABLE', { cause, category: 'NODE_ERROR' });
  }
}

/** The price address of a token: CAIP-10, the native currency as EIP-7528's 0xeee…e. */
function priceAddress(token: TokenBalance, caipNetworkId: string): string {
  return token.address ?? `${caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`;
}

/** Adds the feeds' prices to tokens the wallet did not price; a failure leaves them unpriced. */
async function priced(
  tokens: TokenBalance[],
  caipNetworkId: string,
  deps: TokenSourcesDeps,
): Promise<TokenBalance[]> {
  const unpriced = tokens.filter((token) => token.price === undefined);
  if (deps.prices === undefined || unpriced.length === 0) return tokens;
  let found: Map<string, number>;
  try {
    const answer = await deps.prices.getPrices(unpriced.map((token) => priceAddress(token, caipNetworkId)));
    found = new Map(answer.map((entry) => [entry.address.toLowerCase(), entry.price]));
  } catch (error) {
    deps.onFallback('wallet', error);
    return tokens;
  }
  return tokens.map((token) => {
    const price =
      token.price === undefined ? found.get(priceAddress(token, caipNetworkId).toLowerCase()) : undefined;
    return price === undefined ? token : { ...token, price, value: price * Number(token.quantity.numeric) };
  });
}

/** The native currency alone, from the balance service (which reads the adapter). */
async function nativeOnly(
  target: TokenSourceTarget,
  deps: TokenSourcesDeps,
  force: boolean,
): Promise<TokenBalance[]> {
  const result = await deps.nativeBalance.fetch({ namespace: target.namespace, force });
  if (result.status !== 'fetched') {
    throw createError('TOKEN_BALANCE_UNAVAILABLE', {
      category: 'API_ERROR',
      ...(result.status === 'failed' ? { cause: result.error } : { details: `Skipped: ${result.reason}.` }),
    });
  }
  const { nativeCurrency, caipNetworkId } = target.network;
  return [
    {
      name: nativeCurrency.name,
      symbol: result.symbol,
      chainId: caipNetworkId,
      quantity: { decimals: String(nativeCurrency.decimals), numeric: result.balance },
      iconUrl: '',
    },
  ];
}

/**
 * The account's tokens from the first source that can answer. Rejects with TOKEN_BALANCE_UNAVAILABLE when
 * the server fails, or when there is no server and the native balance cannot be read.
 */
export async function loadTokens(
  target: TokenSourceTarget,
  deps: TokenSourcesDeps,
  force: boolean,
): Promise<LoadedTokens> {
  const { caipNetworkId } = target.network;
  const wallet = await fromWallet(target, deps);
  if (wallet !== undefined) return { tokens: await priced(wallet, caipNetworkId, deps), source: 'wallet' };
  const chain = await fromChain(target, deps);
  if (chain !== undefined) return { tokens: await priced(chain, caipNetworkId, deps), source: 'chain' };
  if (deps.balances === undefined) return { tokens: await nativeOnly(target, deps, force), source: 'native' };
  let served: TokenBalance[];
  try {
    served = await deps.balances.getBalances(target.address, caipNetworkId, { forceUpdate: force });
  } catch (cause) {
    throw createError('TOKEN_BALANCE_UNAVAILABLE', { cause, category: 'API_ERROR' });
  }
  // A network the server does not serve answers no native item: the adapter's reading stands in.
  const hasNative = served.some((token) => token.chainId === caipNetworkId && token.address === undefined);
  if (hasNative) return { tokens: served, source: 'server' };
  try {
    return { tokens: [...(await nativeOnly(target, deps, force)), ...served], source: 'server' };
  } catch (error) {
    deps.onFallback('native', error);
    return { tokens: served, source: 'server' };
  }
}
