/**
 * The answer of GET /v1/account/{account}/history (docs/server.md), read defensively like every server
 * answer (api-answers.ts): the server may be another version or another operator's. A malformed answer
 * is an error (the Activity list then shows its failure and a retry); a malformed ITEM is dropped whole,
 * because half a transaction (a transfer missing) would tell the visitor something untrue.
 */
import { invalidApiAnswer } from './api-answers.js';

export type HistoryOperationType = 'send' | 'receive' | 'mint' | 'burn' | 'execute';
export type HistoryDirection = 'in' | 'out' | 'self';
export type HistoryStatus = 'confirmed' | 'failed';

export interface HistoryFungibleInfo {
  name: string;
  symbol: string;
  /** The token contract; absent for the native currency. */
  address?: string;
  icon: { url: string } | null;
}

export interface HistoryNftInfo {
  name: string;
  contract: string;
  tokenId: string;
  content: { preview: { url: string } } | null;
  flags: { is_spam: boolean };
}

export interface HistoryTransfer {
  direction: HistoryDirection;
  /** Whole units as a decimal string, e.g. '1.5'; decimals as the token has them. */
  quantity: { numeric: string; decimals?: string };
  fungible_info?: HistoryFungibleInfo;
  nft_info?: HistoryNftInfo;
  /** USD price of one unit, present only when a feed prices the token. */
  price?: number;
  /** USD value of the transfer, present only when a feed prices the token. */
  value?: number;
}

export interface HistoryMetadata {
  operationType: HistoryOperationType;
  hash: string;
  /** ISO-8601. */
  minedAt: string;
  sentFrom: string;
  sentTo: string;
  status: HistoryStatus;
  nonce?: number;
  /** CAIP-2 id of the chain. */
  chain: string;
}

/** One transaction touching the account. */
export interface HistoryItem {
  id: string;
  metadata: HistoryMetadata;
  transfers: HistoryTransfer[];
}

/** One page, newest first; `next` is the cursor of the following page, null at the end. */
export interface HistoryPage {
  data: HistoryItem[];
  next: string | null;
}

const ROUTE = '/v1/account/{account}/history';
const OPERATIONS: readonly string[] = ['send', 'receive', 'mint', 'burn', 'execute'];
const DIRECTIONS: readonly string[] = ['in', 'out', 'self'];
const HASH = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
const DECIMAL = /^\d+(?:\.\d+)?$/;
const WHOLE = /^\d{1,3}$/;
const TOKEN_ID = /^\d{1,78}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fiat = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

/** A URL field the server may send as `{ url }`, null or leave out; anything else is no picture. */
function urlOf(value: unknown): string | undefined {
  return isRecord(value) && typeof value.url === 'string' && value.url !== '' ? value.url : undefined;
}

function parseFungible(value: unknown): HistoryFungibleInfo | undefined {
  if (!isRecord(value) || typeof value.symbol !== 'string' || value.symbol === '') return undefined;
  const info: HistoryFungibleInfo = {
    name: typeof value.name === 'string' ? value.name : value.symbol,
    symbol: value.symbol,
    icon: urlOf(value.icon) === undefined ? null : { url: urlOf(value.icon) as string },
  };
  if (typeof value.address === 'string' && ADDRESS.test(value.address)) info.address = value.address;
  return info;
}

function parseNft(value: unknown): HistoryNftInfo | undefined {
  if (!isRecord(value)) return undefined;
  const { name, contract, tokenId, content, flags } = value;
  if (typeof contract !== 'string' || !ADDRESS.test(contract)) return undefined;
  if (typeof tokenId !== 'string' || !TOKEN_ID.test(tokenId)) return undefined;
  const preview = isRecord(content) ? urlOf(content.preview) : undefined;
  return {
    name: typeof name === 'string' ? name : '',
    contract,
    tokenId,
    content: preview === undefined ? null : { preview: { url: preview } },
    flags: { is_spam: isRecord(flags) && flags.is_spam === true },
  };
}

function parseTransfer(value: unknown): HistoryTransfer | undefined {
  if (!isRecord(value) || !isRecord(value.quantity)) return undefined;
  const { direction } = value;
  const { numeric, decimals } = value.quantity;
  if (typeof direction !== 'string' || !DIRECTIONS.includes(direction)) return undefined;
  if (typeof numeric !== 'string' || !DECIMAL.test(numeric)) return undefined;
  if (decimals !== undefined && (typeof decimals !== 'string' || !WHOLE.test(decimals))) return undefined;
  // null and a missing field both mean "not this kind"; a field that is there must read in full.
  const hasFungible = value.fungible_info !== undefined && value.fungible_info !== null;
  const hasNft = value.nft_info !== undefined && value.nft_info !== null;
  const fungible = hasFungible ? parseFungible(value.fungible_info) : undefined;
  const nft = hasNft ? parseNft(value.nft_info) : undefined;
  if ((hasFungible && fungible === undefined) || (hasNft && nft === undefined)) return undefined;
  // Exactly one kind: a transfer of nothing we can name, or of two things at once, is not shown.
  if (hasFungible === hasNft) return undefined;
  const transfer: HistoryTransfer = {
    direction: direction as HistoryDirection,
    quantity: decimals === undefined ? { numeric } : { numeric, decimals },
  };
  if (fungible !== undefined) transfer.fungible_info = fungible;
  if (nft !== undefined) transfer.nft_info = nft;
  const price = fiat(value.price);
  if (price !== undefined) {
    transfer.price = price;
    const worth = fiat(value.value);
    if (worth !== undefined) transfer.value = worth;
  }
  return transfer;
}

function parseMetadata(value: unknown): HistoryMetadata | undefined {
  if (!isRecord(value)) return undefined;
  const { operationType, hash, minedAt, sentFrom, sentTo, status, nonce, chain } = value;
  if (typeof operationType !== 'string' || !OPERATIONS.includes(operationType)) return undefined;
  if (typeof hash !== 'string' || !HASH.test(hash)) return undefined;
  if (typeof minedAt !== 'string' || Number.isNaN(Date.parse(minedAt))) return undefined;
  if (typeof sentFrom !== 'string' || !ADDRESS.test(sentFrom)) return undefined;
  if (typeof sentTo !== 'string' || !ADDRESS.test(sentTo)) return undefined;
  if (status !== 'confirmed' && status !== 'failed') return undefined;
  if (typeof chain !== 'string' || !CAIP2.test(chain)) return undefined;
  const metadata: HistoryMetadata = {
    operationType: operationType as HistoryOperationType,
    hash,
    minedAt,
    sentFrom,
    sentTo,
    status,
    chain,
  };
  if (typeof nonce === 'number' && Number.isSafeInteger(nonce) && nonce >= 0) metadata.nonce = nonce;
  return metadata;
}

/** One item, or undefined when any part of it is malformed. */
export function parseHistoryItem(value: unknown): HistoryItem | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '') return undefined;
  const metadata = parseMetadata(value.metadata);
  if (metadata === undefined || !Array.isArray(value.transfers)) return undefined;
  const transfers: HistoryTransfer[] = [];
  for (const raw of value.transfers) {
    const transfer = parseTransfer(raw);
    if (transfer === undefined) return undefined;
    transfers.push(transfer);
  }
  return { id: value.id, metadata, transfers };
}

/** The page: its good items in order and the next cursor (a missing one reads as the end). */
export function parseHistoryPage(answer: unknown): HistoryPage {
  if (!isRecord(answer) || !Array.isArray(answer.data)) {
    throw invalidApiAnswer(ROUTE, 'expected { data: [...], next: string | null }');
  }
  const { next } = answer;
  if (next !== undefined && next !== null && (typeof next !== 'string' || next === '')) {
    throw invalidApiAnswer(ROUTE, 'next must be a cursor string or null');
  }
  return { data: answer.data.flatMap((item) => parseHistoryItem(item) ?? []), next: next ?? null };
}
