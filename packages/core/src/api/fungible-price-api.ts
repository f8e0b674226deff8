/**
 * POST /v1/fungible/price (docs/server.md): USD prices of tokens from the server's on-chain price feeds.
 * Only tokens a feed prices come back; an unknown token is simply absent, and so is its fiat value in the
 * modal (docs/account.md). A malformed answer is an error; a malformed entry is dropped.
 */
import type { HttpClient } from '../http/index.js';
import { invalidApiAnswer } from './api-answers.js';
import type { ApiClientOptions } from './blockchain-api.js';

/** The native currency's CAIP-10 stand-in address (EIP-7528), e.g. 'eip155:1:0xeeee…eeee'. */
export const NATIVE_TOKEN_ADDRESS = `0x${'e'.repeat(40)}`;

export interface FungiblePrice {
  /** The address as it was asked (CAIP-10). */
  address: string;
  name: string;
  symbol: string;
  iconUrl: string;
  /** USD price of one token. */
  price: number;
}

export interface FungiblePriceApiClientOptions extends Omit<ApiClientOptions, 'http'> {
  http: Pick<HttpClient, 'post'>;
}

export interface FungiblePriceApiClient {
  /** Prices of `addresses` (CAIP-10); an empty list asks nothing. */
  getPrices(addresses: readonly string[], options?: { signal?: AbortSignal }): Promise<FungiblePrice[]>;
}

const ROUTE = '/v1/fungible/price';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsePrice(item: unknown): FungiblePrice | undefined {
  if (!isRecord(item)) return undefined;
  const { address, name, symbol, iconUrl, price } = item;
  if (typeof address !== 'string' || address === '') return undefined;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return undefined;
  return {
    address,
    name: typeof name === 'string' ? name : '',
    symbol: typeof symbol === 'string' ? symbol : '',
    iconUrl: typeof iconUrl === 'string' ? iconUrl : '',
    price,
  };
}

export function parseFungiblePrices(answer: unknown): FungiblePrice[] {
  if (!isRecord(answer) || !Array.isArray(answer.fungibles)) {
    throw invalidApiAnswer(ROUTE, 'expected { fungibles: [...] }');
  }
  return answer.fungibles.flatMap((item) => parsePrice(item) ?? []);
}

export function createFungiblePriceApiClient(options: FungiblePriceApiClientOptions): FungiblePriceApiClient {
  const sdkParams = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
  return {
    async getPrices(addresses, requestOptions = {}) {
      if (addresses.length === 0) return [];
      const answer = await options.http.post<unknown>({
        path: ROUTE,
        params: sdkParams,
        body: { projectId: options.projectId, currency: 'usd', addresses: [...addresses] },
        ...(requestOptions.signal === undefined ? {} : { signal: requestOptions.signal }),
      });
      return parseFungiblePrices(answer);
    },
  };
}
