/**
 * Builds the history's items (docs/server.md, "History") from the indexer's rows: one item per
 * transaction, with the transfers in it that involve the account (direction in, out or self), amounts in
 * whole units, token names from the chain configuration or the stored contract metadata, NFT names and
 * images from their metadata, and USD price and value only where a feed prices the token now.
 */
import { formatUnits, getAddress } from 'viem';
import type { ChainConfig } from '../../config.js';
import type { PriceKey } from '../../chain/prices.js';
import { ZERO_ADDRESS } from '../../indexer/index-rows.js';
import { fallbackNftName, type NftDisplay, nftKey } from '../../nft/nft-metadata.js';
import type { HistoryPageRows, HistoryTransaction, HistoryTransfer } from './history-store.js';

export type OperationType = 'send' | 'receive' | 'mint' | 'burn' | 'execute';
export type Direction = 'in' | 'out' | 'self';

export interface FungibleInfo {
  name: string;
  symbol: string;
  address?: string;
  icon: { url: string } | null;
}

export interface NftInfo {
  name: string;
  contract: string;
  tokenId: string;
  content: { preview: { url: string } } | null;
  flags: { is_spam: boolean };
}

export interface HistoryTransferItem {
  direction: Direction;
  quantity: { numeric: string; decimals: string };
  fungible_info?: FungibleInfo;
  nft_info?: NftInfo;
  price?: number;
  value?: number;
}

export interface HistoryItem {
  id: string;
  metadata: {
    operationType: OperationType;
    hash: string;
    minedAt: string;
    sentFrom: string;
    sentTo: string;
    status: 'confirmed' | 'failed';
    nonce: number;
    chain: string;
  };
  transfers: HistoryTransferItem[];
}

/** What is known of a fungible token: from the chain configuration, else from its contract. */
export interface FungibleMeta {
  name: string | undefined;
  symbol: string | undefined;
  decimals: number | undefined;
}

export interface HistoryItemsContext {
  chain: Pick<ChainConfig, 'caipNetworkId' | 'nativeCurrency' | 'spamContracts'>;
  /** Lower-case address of the account. */
  account: string;
  /** By lower-case contract address. */
  fungibles: ReadonlyMap<string, FungibleMeta>;
  /** ERC-721 collection names by lower-case contract address. */
  collections: ReadonlyMap<string, string | undefined>;
  /** By nftKey. */
  nfts: ReadonlyMap<string, NftDisplay>;
  prices: ReadonlyMap<PriceKey, number>;
  iconUrl: (symbol: string) => string;
}

export const UNKNOWN_TOKEN_NAME = 'Unknown token';

export function directionOf(transfer: Pick<HistoryTransfer, 'from' | 'to'>, account: string): Direction {
  if (transfer.from === account && transfer.to === account) return 'self';
  return transfer.from === account ? 'out' : 'in';
}

/**
 * mint / burn when every transfer comes from / goes to the zero address, receive when all come in, send
 * when all go out (or to oneself), execute for a mix or none. A failed transaction moved nothing: it is a
 * send when the account tried to send value, else an execute.
 */
export function operationTypeOf(
  transaction: Pick<HistoryTransaction, 'from' | 'value' | 'status'>,
  transfers: readonly Pick<HistoryTransfer, 'from' | 'to'>[],
  account: string,
): OperationType {
  if (transfers.length === 0) {
    return transaction.status === 'failed' && transaction.from === account && transaction.value > 0n
      ? 'send'
      : 'execute';
  }
  const directions = transfers.map((transfer) => directionOf(transfer, account));
  if (transfers.every((t, i) => directions[i] === 'in' && t.from === ZERO_ADDRESS)) return 'mint';
  if (transfers.every((t, i) => directions[i] === 'out' && t.to === ZERO_ADDRESS)) return 'burn';
  if (directions.every((direction) => direction === 'in')) return 'receive';
  if (directions.every((direction) => direction !== 'in')) return 'send';
  return 'execute';
}

function priced(amount: string, price: number | undefined): { price?: number; value?: number } {
  return price === undefined ? {} : { price, value: price * Number(amount) };
}

function transferItem(transfer: HistoryTransfer, context: HistoryItemsContext): HistoryTransferItem {
  const direction = directionOf(transfer, context.account);
  const { chain } = context;
  if (transfer.kind === 'native') {
    const numeric = formatUnits(transfer.amount, chain.nativeCurrency.decimals);
    const { name, symbol } = chain.nativeCurrency;
    return {
      direction,
      quantity: { numeric, decimals: String(chain.nativeCurrency.decimals) },
      fungible_info: { name, symbol, icon: { url: context.iconUrl(symbol) } },
      ...priced(numeric, context.prices.get('native')),
    };
  }
  if (transfer.kind === 'erc721') {
    const tokenId = transfer.amount.toString();
    const nft = context.nfts.get(nftKey(transfer.contract, tokenId));
    const spam = chain.spamContracts.some((address) => address.toLowerCase() === transfer.contract);
    return {
      direction,
      quantity: { numeric: '1', decimals: '0' },
      nft_info: {
        name: nft?.name ?? fallbackNftName(context.collections.get(transfer.contract), tokenId),
        contract: getAddress(transfer.contract),
        tokenId,
        content: nft?.imageUrl ? { preview: { url: nft.imageUrl } } : null,
        flags: { is_spam: spam },
      },
    };
  }
  const meta = context.fungibles.get(transfer.contract);
  const decimals = meta?.decimals ?? 0;
  const numeric = formatUnits(transfer.amount, decimals);
  const symbol = meta?.symbol ?? '';
  return {
    direction,
    quantity: { numeric, decimals: String(decimals) },
    fungible_info: {
      name: meta?.name ?? UNKNOWN_TOKEN_NAME,
      symbol,
      address: getAddress(transfer.contract),
      icon: symbol === '' ? null : { url: context.iconUrl(symbol) },
    },
    // An amount whose decimals are unknown is no amount a price can multiply.
    ...(meta?.decimals === undefined ? {} : priced(numeric, context.prices.get(transfer.contract))),
  };
}

export function buildHistoryItems(rows: HistoryPageRows, context: HistoryItemsContext): HistoryItem[] {
  const transfersByTx = new Map<string, HistoryTransfer[]>();
  for (const transfer of rows.transfers) {
    const list = transfersByTx.get(transfer.txHash) ?? [];
    list.push(transfer);
    transfersByTx.set(transfer.txHash, list);
  }
  return rows.transactions.map((transaction) => {
    const transfers = transfersByTx.get(transaction.hash) ?? [];
    return {
      id: transaction.hash,
      metadata: {
        operationType: operationTypeOf(transaction, transfers, context.account),
        hash: transaction.hash,
        minedAt: new Date(transaction.minedAt * 1000).toISOString(),
        sentFrom: getAddress(transaction.from),
        sentTo: getAddress(transaction.to),
        status: transaction.status,
        nonce: transaction.nonce,
        chain: context.chain.caipNetworkId,
      },
      transfers: transfers.map((transfer) => transferItem(transfer, context)),
    };
  });
}
