/**
 * Assembles the history page and the NFT list of an account on one chain from the index, the stored
 * token metadata, the NFT metadata service and the price feeds.
 */
import { getAddress } from 'viem';
import type { ChainServices } from '../../chain/chain-services.js';
import type { ChainConfig } from '../../config.js';
import type { Database } from '../../db/index.js';
import { nftKey } from '../../nft/nft-metadata.js';
import { encodeHistoryCursor, type HistoryPosition } from './history-cursor.js';
import { buildHistoryItems, type FungibleMeta, type HistoryItem } from './history-items.js';
import { readHistoryPage, readOwnedNfts } from './history-store.js';

export const HISTORY_PAGE_SIZE = 50;
/** The NFT list is not paged: an account's first thousand tokens are what a grid can show. */
export const MAX_LISTED_NFTS = 1_000;

export interface AccountDataContext {
  db: Database;
  services: ChainServices;
  chain: ChainConfig;
  /** Lower-case address. */
  account: string;
  iconUrl: (symbol: string) => string;
}

async function tokenInfo(context: AccountDataContext, erc20: readonly string[], erc721: readonly string[]) {
  const { chain, services } = context;
  const stored = await services.tokenMetadata.get(chain.chainId, [...erc20, ...erc721]);
  const fungibles = new Map<string, FungibleMeta>();
  for (const address of erc20) {
    const configured = chain.tokens.find((token) => token.address.toLowerCase() === address);
    const meta = stored.get(address);
    fungibles.set(
      address,
      configured === undefined
        ? { name: meta?.name, symbol: meta?.symbol, decimals: meta?.decimals }
        : { name: configured.name, symbol: configured.symbol, decimals: configured.decimals },
    );
  }
  const collections = new Map<string, string | undefined>();
  for (const address of erc721) collections.set(address, stored.get(address)?.name);
  return { fungibles, collections, symbols: stored };
}

export async function historyPage(
  context: AccountDataContext,
  before: HistoryPosition | undefined,
): Promise<{ data: HistoryItem[]; next: string | null }> {
  const { chain, services, account } = context;
  const rows = await readHistoryPage(context.db, {
    chainId: chain.chainId,
    account,
    before,
    limit: HISTORY_PAGE_SIZE,
  });
  const erc20 = [...new Set(rows.transfers.filter((t) => t.kind === 'erc20').map((t) => t.contract))];
  const nfts = rows.transfers
    .filter((t) => t.kind === 'erc721')
    .map((t) => ({ contract: t.contract, tokenId: t.amount.toString() }));
  const erc721 = [...new Set(nfts.map((nft) => nft.contract))];
  const { fungibles, collections } = await tokenInfo(context, erc20, erc721);
  const client = services.clients.get(chain.chainId);
  const [descriptions, prices] = await Promise.all([
    services.nftMetadata.describe(chain.chainId, client, nfts, collections),
    services.prices.getUsdPrices(chain, ['native', ...erc20.map((address) => address as `0x${string}`)]),
  ]);
  const data = buildHistoryItems(rows, {
    chain,
    account,
    fungibles,
    collections,
    nfts: descriptions,
    prices,
    iconUrl: context.iconUrl,
  });
  const last = rows.transactions.at(-1);
  return {
    data,
    next:
      rows.hasMore && last !== undefined
        ? encodeHistoryCursor({ blockNumber: last.blockNumber, txIndex: last.txIndex })
        : null,
  };
}

export interface OwnedNftItem {
  chainId: string;
  contract: string;
  tokenId: string;
  name: string;
  description: string;
  imageUrl: string | null;
  collection: { name: string; symbol: string };
  isSpam: boolean;
}

export async function ownedNfts(context: AccountDataContext): Promise<OwnedNftItem[]> {
  const { chain, services } = context;
  const owned = await readOwnedNfts(context.db, {
    chainId: chain.chainId,
    account: context.account,
    limit: MAX_LISTED_NFTS,
  });
  const contracts = [...new Set(owned.map((nft) => nft.contract))];
  const stored = await services.tokenMetadata.get(chain.chainId, contracts);
  const collections = new Map(contracts.map((address) => [address, stored.get(address)?.name]));
  const descriptions = await services.nftMetadata.describe(
    chain.chainId,
    services.clients.get(chain.chainId),
    owned,
    collections,
  );
  const spam = new Set(chain.spamContracts.map((address) => address.toLowerCase()));
  return owned.map((nft) => {
    const description = descriptions.get(nftKey(nft.contract, nft.tokenId));
    const meta = stored.get(nft.contract);
    return {
      chainId: chain.caipNetworkId,
      contract: getAddress(nft.contract),
      tokenId: nft.tokenId,
      name: description?.name ?? `${meta?.name ?? 'NFT'} #${nft.tokenId}`,
      description: description?.description ?? '',
      imageUrl: description?.imageUrl ?? null,
      collection: { name: meta?.name ?? '', symbol: meta?.symbol ?? '' },
      isSpam: spam.has(nft.contract),
    };
  });
}
