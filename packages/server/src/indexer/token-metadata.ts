/**
 * Name, symbol and decimals of the token contracts the indexer meets, read from the chain once and kept in
 * the database. Contracts are hostile: each field is its own eth_call (a contract burning all its gas
 * spoils only its own answers), text is decoded as an ABI string or a bytes32 (older tokens), then
 * sanitised and capped, and decimals outside 0..36 count as unknown. A call the node answers with an error
 * (a revert, out of gas) is a field the contract does not have; a transport failure is retried later.
 */
import {
  BaseError,
  decodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  HttpRequestError,
  hexToBigInt,
  hexToString,
  LimitExceededRpcError,
  type PublicClient,
  ResourceUnavailableRpcError,
  TimeoutError,
} from 'viem';
import { sanitizeOptionalText, TEXT_LIMITS } from '../chain/sanitize-text.js';
import type { Database } from '../db/index.js';

export type TokenStandard = 'erc20' | 'erc721';

export interface TokenMetadata {
  /** Lower-case address. */
  address: string;
  standard: TokenStandard;
  name: string | undefined;
  symbol: string | undefined;
  decimals: number | undefined;
}

export const MAX_TOKEN_DECIMALS = 36;
const METADATA_READ_BATCH = 32;

/** A name() or symbol() answer: an ABI string, or a bytes32 padded with zero bytes. */
export function decodeTokenText(data: Hex | undefined, maxLength: number): string | undefined {
  if (data === undefined || data === '0x') return undefined;
  if (data.length === 66) {
    return sanitizeOptionalText(hexToString(data, { size: 32 }), maxLength);
  }
  try {
    const [text] = decodeAbiParameters([{ type: 'string' }], data);
    return sanitizeOptionalText(text, maxLength);
  } catch {
    return undefined;
  }
}

/** A decimals() answer: exactly one word holding 0..36. */
export function decodeTokenDecimals(data: Hex | undefined): number | undefined {
  if (data === undefined || !/^0x[0-9a-fA-F]{64}$/.test(data)) return undefined;
  const value = hexToBigInt(data);
  return value <= BigInt(MAX_TOKEN_DECIMALS) ? Number(value) : undefined;
}

function isTransportFailure(error: unknown): boolean {
  if (!(error instanceof BaseError)) return true;
  return (
    error.walk(
      (cause) =>
        cause instanceof HttpRequestError ||
        cause instanceof TimeoutError ||
        cause instanceof LimitExceededRpcError ||
        cause instanceof ResourceUnavailableRpcError,
    ) !== null
  );
}

async function callField(client: PublicClient, to: Hex, data: Hex): Promise<Hex | undefined> {
  try {
    return (await client.call({ to, data })).data;
  } catch (error) {
    if (isTransportFailure(error)) throw error;
    return undefined;
  }
}

const selector = (functionName: 'name' | 'symbol' | 'decimals') =>
  encodeFunctionData({ abi: erc20Abi, functionName });

/** Reads one contract's metadata from the chain; throws only when the chain cannot be reached. */
export async function readTokenMetadata(
  client: PublicClient,
  address: string,
  standard: TokenStandard,
): Promise<TokenMetadata> {
  const to = address as Hex;
  const [name, symbol, decimals] = await Promise.all([
    callField(client, to, selector('name')),
    callField(client, to, selector('symbol')),
    standard === 'erc20' ? callField(client, to, selector('decimals')) : Promise.resolve(undefined),
  ]);
  return {
    address: address.toLowerCase(),
    standard,
    name: decodeTokenText(name, TEXT_LIMITS.tokenName),
    symbol: decodeTokenText(symbol, TEXT_LIMITS.tokenSymbol),
    decimals: decodeTokenDecimals(decimals),
  };
}

export interface TokenMetadataStore {
  /** Reads and stores the metadata of those `contracts` not stored yet. */
  ensure(chainId: number, client: PublicClient, contracts: ReadonlyMap<string, TokenStandard>): Promise<void>;
  /** Stored metadata of `addresses` (lower-case keys); unknown ones are left out. */
  get(chainId: number, addresses: readonly string[]): Promise<Map<string, TokenMetadata>>;
}

interface MetadataRow {
  address: string;
  standard: string;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
}

export function createTokenMetadataStore(db: Database): TokenMetadataStore {
  const get = async (chainId: number, addresses: readonly string[]) => {
    const found = new Map<string, TokenMetadata>();
    if (addresses.length === 0) return found;
    const { rows } = await db.query<MetadataRow>(
      `SELECT address, standard, name, symbol, decimals FROM token_metadata
       WHERE chain_id = $1 AND address = ANY($2::text[])`,
      [chainId, addresses.map((address) => address.toLowerCase())],
    );
    for (const row of rows) {
      found.set(row.address, {
        address: row.address,
        standard: row.standard === 'erc721' ? 'erc721' : 'erc20',
        name: row.name ?? undefined,
        symbol: row.symbol ?? undefined,
        decimals: row.decimals ?? undefined,
      });
    }
    return found;
  };

  return {
    get,
    async ensure(chainId, client, contracts) {
      if (contracts.size === 0) return;
      const known = await get(chainId, [...contracts.keys()]);
      const missing = [...contracts].filter(([address]) => !known.has(address));
      const read: TokenMetadata[] = [];
      // A busy public chain brings hundreds of new contracts at once: a few dozen at a time.
      for (let start = 0; start < missing.length; start += METADATA_READ_BATCH) {
        const batch = missing.slice(start, start + METADATA_READ_BATCH);
        read.push(
          ...(await Promise.all(
            batch.map(([address, standard]) => readTokenMetadata(client, address, standard)),
          )),
        );
      }
      for (const metadata of read) {
        await db.query(
          `INSERT INTO token_metadata (chain_id, address, standard, name, symbol, decimals)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (chain_id, address) DO NOTHING`,
          [
            chainId,
            metadata.address,
            metadata.standard,
            metadata.name ?? null,
            metadata.symbol ?? null,
            metadata.decimals ?? null,
          ],
        );
      }
    },
  };
}
