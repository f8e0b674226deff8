/**
 * Wallet assets: what a wallet reports through `wallet_getAssets` (EIP-7811), in core's shape, and how
 * one becomes a token balance. Adapters turn the wallet's answer into `WalletAsset[]` with
 * `walletAssetsFromGetAssets`; core checks the list again (an adapter is third-party code) before
 * anything reaches the accounts store. See docs/account.md "Data sources".
 */
import type { TokenBalance } from '../format/index.js';
import { formatUnits, MAX_TOKEN_DECIMALS } from '../format/index.js';

/** The two kinds of asset the Tokens list shows; NFTs (erc721) come from the server's NFT route instead. */
export type WalletAssetType = 'ERC20' | 'NATIVE';

export interface WalletAssetMetadata {
  name: string;
  symbol: string;
  decimals: number;
  /** Fiat (USD) price of one token when the wallet knows it; absent otherwise, never 0 for unknown. */
  price?: number;
  iconUrl?: string;
}

/** One asset from `wallet_getAssets`: its contract (or 'native'), raw balance as hex, type and metadata. */
export interface WalletAsset {
  /** Checksummed or lower-case contract address; 'native' for the chain's own currency. */
  address: string;
  /** The balance in the token's smallest unit, as 0x-prefixed hex. */
  balance: `0x${string}`;
  type: WalletAssetType;
  metadata: WalletAssetMetadata;
}

const HEX_QUANTITY = /^0x[0-9a-f]+$/i;
const EVM_ADDRESS = /^0x[0-9a-f]{40}$/i;
/** The zero address and EIP-7528's 0xeee…e stand for the native currency in some wallets' answers. */
const NATIVE_ALIASES = new Set(['native', `0x${'0'.repeat(40)}`, `0x${'e'.repeat(40)}`]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Decimals as a whole number 0..255; wallets send numbers, some send '18' or '0x12'. */
function readDecimals(value: unknown): number | undefined {
  let decimals: number | undefined;
  if (typeof value === 'number') decimals = value;
  else if (typeof value === 'string' && /^(?:\d{1,3}|0x[0-9a-f]{1,2})$/i.test(value))
    decimals = Number(value);
  return decimals !== undefined &&
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    decimals <= MAX_TOKEN_DECIMALS
    ? decimals
    : undefined;
}

const readPrice = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

function readType(value: unknown): WalletAssetType | undefined {
  if (typeof value !== 'string') return undefined;
  const type = value.toUpperCase();
  return type === 'ERC20' || type === 'NATIVE' ? type : undefined;
}

/** Spam as wallets mark it: `metadata.isSpam`, or AppKit-style `flags.is_spam`. */
function isMarkedSpam(item: Record<string, unknown>, metadata: Record<string, unknown>): boolean {
  const flags = isRecord(item.flags) ? item.flags : isRecord(metadata.flags) ? metadata.flags : {};
  return metadata.isSpam === true || item.isSpam === true || flags.is_spam === true;
}

/**
 * One asset checked and normalised, or undefined when it is not a fungible asset this modal can show
 * (an NFT, a type it does not know, spam, a malformed field). A native asset falls back to
 * `nativeCurrency` for the names and decimals a wallet left out.
 */
export function readWalletAsset(
  item: unknown,
  nativeCurrency?: { name: string; symbol: string; decimals: number },
): WalletAsset | undefined {
  if (!isRecord(item)) return undefined;
  const type = readType(item.type);
  const address = typeof item.address === 'string' ? item.address : undefined;
  const balance = typeof item.balance === 'string' ? item.balance : undefined;
  if (type === undefined || address === undefined || balance === undefined || !HEX_QUANTITY.test(balance)) {
    return undefined;
  }
  const native = type === 'NATIVE';
  if (
    native
      ? !NATIVE_ALIASES.has(address.toLowerCase()) && !EVM_ADDRESS.test(address)
      : !EVM_ADDRESS.test(address)
  ) {
    return undefined;
  }
  const metadata = isRecord(item.metadata) ? item.metadata : {};
  if (isMarkedSpam(item, metadata)) return undefined;
  const fallback = native ? nativeCurrency : undefined;
  const name = text(metadata.name) ?? fallback?.name;
  const symbol = text(metadata.symbol) ?? fallback?.symbol;
  const decimals = readDecimals(metadata.decimals) ?? fallback?.decimals;
  if (name === undefined || symbol === undefined || decimals === undefined) return undefined;
  const asset: WalletAsset = {
    address: native ? 'native' : address,
    balance: balance.toLowerCase() as `0x${string}`,
    type,
    metadata: { name, symbol, decimals },
  };
  const price = readPrice(metadata.price);
  if (price !== undefined) asset.metadata.price = price;
  const iconUrl = text(metadata.iconUrl) ?? text(metadata.logo) ?? text(metadata.icon);
  if (iconUrl !== undefined) asset.metadata.iconUrl = iconUrl;
  return asset;
}

/** Checks a list an adapter returned: the good assets in order, malformed or non-fungible ones dropped. */
export function readWalletAssets(
  list: unknown,
  nativeCurrency?: { name: string; symbol: string; decimals: number },
): WalletAsset[] {
  return Array.isArray(list) ? list.flatMap((item) => readWalletAsset(item, nativeCurrency) ?? []) : [];
}

/**
 * The assets of one chain in a `wallet_getAssets` answer (`{ [hexChainId]: Asset[] }`), in core's shape.
 * The key is matched as a number, so '0x7A69', '0x7a69' and '0x07a69' all mean chain 31337. An answer
 * that is not an object, or lacks the chain, has no assets for it.
 */
export function walletAssetsFromGetAssets(
  answer: unknown,
  chainId: number,
  nativeCurrency?: { name: string; symbol: string; decimals: number },
): WalletAsset[] {
  if (!isRecord(answer)) return [];
  const entry = Object.entries(answer).find(([key]) => HEX_QUANTITY.test(key) && Number(key) === chainId);
  return entry === undefined ? [] : readWalletAssets(entry[1], nativeCurrency);
}

/**
 * The token balance of a wallet asset on `caipNetworkId`. The native currency has no address; a token's
 * address is CAIP-10 like the server's. Fiat appears only with a price (value = price × quantity).
 */
export function walletAssetToTokenBalance(asset: WalletAsset, caipNetworkId: string): TokenBalance {
  const { name, symbol, decimals, price, iconUrl } = asset.metadata;
  const numeric = formatUnits(BigInt(asset.balance), decimals);
  const balance: TokenBalance = {
    name,
    symbol,
    chainId: caipNetworkId,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: iconUrl ?? '',
  };
  if (asset.type === 'ERC20') balance.address = `${caipNetworkId}:${asset.address}`;
  if (price !== undefined) {
    balance.price = price;
    balance.value = price * Number(numeric);
  }
  return balance;
}
