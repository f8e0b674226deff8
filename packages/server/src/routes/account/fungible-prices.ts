/**
 * POST /v1/fungible/price: USD prices of tokens named by CAIP-10 ids, from their feeds. The native
 * currency is named by the placeholder address 0xeeee…eeee. Ids on chains this server does not serve,
 * tokens it cannot name (neither configured nor met by the indexer) and tokens no feed prices are left
 * out of the answer; a malformed id is a 400.
 */
import { isEthereumAddress, parseCaipAddress } from '@walletport/core/internal';
import type { ChainServices } from '../../chain/chain-services.js';
import { type ChainConfig, findChain, type PriceAsset } from '../../config.js';
import { invalidParameter } from '../../http/api-error.js';

export const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

export interface FungiblePrice {
  address: string;
  name: string;
  symbol: string;
  iconUrl: string;
  price: number;
}

interface Wanted {
  asked: string;
  chain: ChainConfig;
  asset: PriceAsset;
}

/** The asked ids with their served chains; a malformed id is a 400 naming 'addresses'. */
export function readPriceRequest(chains: readonly ChainConfig[], addresses: readonly string[]): Wanted[] {
  const wanted: Wanted[] = [];
  for (const [index, asked] of addresses.entries()) {
    // Errors name the item's position, never its text: an answer does not repeat the request.
    let parsed: ReturnType<typeof parseCaipAddress>;
    try {
      parsed = parseCaipAddress(asked);
    } catch {
      throw invalidParameter('addresses', `item ${index + 1} is not a CAIP-10 id`, 'body field');
    }
    if (parsed.chainNamespace !== 'eip155' || !/^(0|[1-9]\d{0,15})$/.test(parsed.chainId)) continue;
    if (!isEthereumAddress(parsed.address)) {
      throw invalidParameter('addresses', `item ${index + 1} has no valid 0x address`, 'body field');
    }
    const chain = findChain({ chains }, Number(parsed.chainId));
    if (chain === undefined || chain.rpcUrls.length === 0) continue;
    const lower = parsed.address.toLowerCase();
    wanted.push({ asked, chain, asset: lower === NATIVE_PLACEHOLDER ? 'native' : (lower as `0x${string}`) });
  }
  return wanted;
}

export async function fungiblePrices(
  services: ChainServices,
  wanted: readonly Wanted[],
  iconUrl: (symbol: string) => string,
): Promise<FungiblePrice[]> {
  const answers: (FungiblePrice | undefined)[] = wanted.map(() => undefined);
  const chains = new Map(wanted.map((entry) => [entry.chain.chainId, entry.chain]));
  await Promise.all(
    [...chains.values()].map(async (chain) => {
      const indexes = wanted.flatMap((entry, index) =>
        entry.chain.chainId === chain.chainId ? [index] : [],
      );
      const assets = indexes.map((index) => (wanted[index] as Wanted).asset);
      const tokens = assets.filter((asset): asset is `0x${string}` => asset !== 'native');
      const [prices, stored] = await Promise.all([
        services.prices.getUsdPrices(chain, assets),
        services.tokenMetadata.get(chain.chainId, tokens),
      ]);
      for (const index of indexes) {
        const entry = wanted[index] as Wanted;
        const price = prices.get(entry.asset === 'native' ? 'native' : entry.asset);
        if (price === undefined) continue;
        const configured =
          entry.asset === 'native'
            ? chain.nativeCurrency
            : chain.tokens.find((token) => token.address.toLowerCase() === entry.asset);
        const met = entry.asset === 'native' ? undefined : stored.get(entry.asset);
        const name = configured?.name ?? met?.name;
        const symbol = configured?.symbol ?? met?.symbol;
        // A token nobody can name is not answered: a price without a name is no use to a wallet.
        if (name === undefined || symbol === undefined) continue;
        answers[index] = { address: entry.asked, name, symbol, iconUrl: iconUrl(symbol), price };
      }
    }),
  );
  return answers.filter((answer): answer is FungiblePrice => answer !== undefined);
}
