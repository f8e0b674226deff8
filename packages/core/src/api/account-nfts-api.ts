/**
 * GET /v1/account/{address}/nfts (docs/server.md): the NFTs an account owns on one chain, from the
 * server's indexer, with metadata the server fetched. Read like every server answer (api-answers.ts): a
 * malformed answer is an error, a malformed item is dropped.
 */
import type { CaipNetworkId } from '../caip/index.js';
import { invalidApiAnswer } from './api-answers.js';
import type { ApiClientOptions } from './blockchain-api.js';

export interface AccountNft {
  /** CAIP-2 id of the chain, e.g. 'eip155:31337'. */
  chainId: string;
  /** The collection's contract address. */
  contract: string;
  /** The token id as a decimal string. */
  tokenId: string;
  /** The token's name; empty when the metadata has none (the UI then names it by collection and id). */
  name: string;
  description?: string;
  /** Where the picture is; null when the metadata has none or it could not be read. */
  imageUrl: string | null;
  collection?: { name: string; symbol: string };
  isSpam: boolean;
}

export interface GetAccountNftsOptions {
  signal?: AbortSignal;
}

export interface AccountNftsApiClient {
  /** Every NFT `address` owns on `caipNetworkId`, spam included (the caller decides what to show). */
  getNfts(
    address: string,
    caipNetworkId: CaipNetworkId,
    options?: GetAccountNftsOptions,
  ): Promise<AccountNft[]>;
}

const ROUTE = '/v1/account/{address}/nfts';
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TOKEN_ID = /^\d{1,78}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseNft(item: unknown): AccountNft | undefined {
  if (!isRecord(item)) return undefined;
  const { chainId, contract, tokenId, name, description, imageUrl, collection, isSpam } = item;
  if (typeof chainId !== 'string' || !CAIP2.test(chainId)) return undefined;
  if (typeof contract !== 'string' || !EVM_ADDRESS.test(contract)) return undefined;
  if (typeof tokenId !== 'string' || !TOKEN_ID.test(tokenId)) return undefined;
  if (name !== undefined && name !== null && typeof name !== 'string') return undefined;
  const nft: AccountNft = {
    chainId,
    contract,
    tokenId,
    name: typeof name === 'string' ? name.trim() : '',
    imageUrl: typeof imageUrl === 'string' && imageUrl.trim() !== '' ? imageUrl : null,
    // The server marks spam positively; a missing flag is not a verdict of spam.
    isSpam: isSpam === true,
  };
  if (typeof description === 'string' && description.trim() !== '') nft.description = description;
  if (isRecord(collection) && typeof collection.name === 'string') {
    nft.collection = {
      name: collection.name,
      symbol: typeof collection.symbol === 'string' ? collection.symbol : '',
    };
  }
  return nft;
}

/** The answer of the NFT route: its good items, in order. */
export function parseAccountNfts(answer: unknown): AccountNft[] {
  if (!isRecord(answer) || !Array.isArray(answer.data)) {
    throw invalidApiAnswer(ROUTE, 'expected { data: [...] }');
  }
  return answer.data.flatMap((item) => parseNft(item) ?? []);
}

export function createAccountNftsApiClient(options: ApiClientOptions): AccountNftsApiClient {
  const sdkParams = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
  return {
    async getNfts(address, caipNetworkId, requestOptions = {}) {
      const answer = await options.http.get<unknown>({
        path: `/v1/account/${encodeURIComponent(address)}/nfts`,
        params: { ...sdkParams, chainId: caipNetworkId },
        ...(requestOptions.signal === undefined ? {} : { signal: requestOptions.signal }),
      });
      return parseAccountNfts(answer);
    },
  };
}
