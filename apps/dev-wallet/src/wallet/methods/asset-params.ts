/**
 * The single parameter of wallet_getAssets (EIP-7811): `{ account, assetFilter?, assetTypeFilter?,
 * chainFilter? }`. Chain ids are hex (the filter's keys too); asset types are compared without case,
 * because the EIP's own example asks for "ERC20" while its well-known types are lower case.
 */
import type { Address } from 'viem';
import { invalidParamsError } from '../errors.js';
import { describe, parseAddress, parseChainId } from '../hex.js';

/** One asset a dapp names in assetFilter: a contract (or 'native') and its type, lower-cased. */
export interface RequestedAsset {
  address: Address | 'native';
  type: string;
}

export interface GetAssetsRequest {
  account: Address;
  /** When present, only these assets, and the other two filters do not apply (EIP-7811). */
  assetFilter?: ReadonlyMap<number, readonly RequestedAsset[]>;
  /** Lower-cased asset types to keep. */
  assetTypeFilter?: ReadonlySet<string>;
  chainFilter?: ReadonlySet<number>;
}

/** More than any wallet serves; a longer list is a mistake, not a question worth dozens of reads. */
const MAX_LIST_LENGTH = 64;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseList(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw invalidParamsError(`${field} must be an array, got ${describe(value)}`);
  if (value.length > MAX_LIST_LENGTH)
    throw invalidParamsError(`${field} lists more than ${MAX_LIST_LENGTH} items`);
  return value;
}

function parseAssetType(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalidParamsError(`${field} must be an asset type like "erc20", got ${describe(value)}`);
  }
  return value.trim().toLowerCase();
}

function parseRequestedAsset(value: unknown, field: string): RequestedAsset {
  if (!isRecord(value))
    throw invalidParamsError(`${field} must be { address, type }, got ${describe(value)}`);
  const type = parseAssetType(value.type, `${field}.type`);
  const address = value.address === 'native' ? 'native' : parseAddress(value.address, `${field}.address`);
  return { address, type };
}

function parseAssetFilter(value: unknown): Map<number, RequestedAsset[]> {
  if (!isRecord(value)) throw invalidParamsError(`assetFilter must be an object keyed by hex chain id`);
  const filter = new Map<number, RequestedAsset[]>();
  for (const [key, list] of Object.entries(value)) {
    const chainId = parseChainId(key, `assetFilter key ${JSON.stringify(key)}`);
    const assets = parseList(list, `assetFilter[${key}]`).map((item, index) =>
      parseRequestedAsset(item, `assetFilter[${key}][${index}]`),
    );
    // '0x7a69' and '0x7A69' are one chain: their lists add up.
    filter.set(chainId, [...(filter.get(chainId) ?? []), ...assets]);
  }
  return filter;
}

export function parseGetAssetsParams(params: unknown): GetAssetsRequest {
  const first = Array.isArray(params) ? params[0] : undefined;
  if (!isRecord(first)) {
    throw invalidParamsError(`wallet_getAssets expects [{ account, … }], got ${describe(params)}`);
  }
  const request: GetAssetsRequest = { account: parseAddress(first.account, 'account') };
  if (first.assetFilter !== undefined) request.assetFilter = parseAssetFilter(first.assetFilter);
  if (first.assetTypeFilter !== undefined) {
    request.assetTypeFilter = new Set(
      parseList(first.assetTypeFilter, 'assetTypeFilter').map((type, index) =>
        parseAssetType(type, `assetTypeFilter[${index}]`),
      ),
    );
  }
  if (first.chainFilter !== undefined) {
    request.chainFilter = new Set(
      parseList(first.chainFilter, 'chainFilter').map((id, index) =>
        parseChainId(id, `chainFilter[${index}]`),
      ),
    );
  }
  return request;
}
