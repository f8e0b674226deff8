/**
 * The onramp client (docs/onramp.md): the Walletport server's buy routes. GET /v1/onramp/options (what can
 * be paid with and bought), POST /v1/onramp/quote (what an amount buys, with fees), POST
 * /v1/generators/onrampurl (the provider's checkout URL) and GET /v1/onramp/status/{sessionId} (what became
 * of a checkout). Answers are checked field by field: a malformed entry is dropped, never guessed at.
 */
import { WalletportError } from '../errors/base.js';
import type { HttpClient } from '../http/http-client.js';
import type { ApiClientOptions } from './blockchain-api.js';

/** The amount limits of one payment method, as decimal strings in the currency ('10.00'). */
export interface OnrampMethodLimit {
  readonly id: string;
  readonly min: string;
  readonly max: string;
}

export interface OnrampPaymentCurrency {
  /** ISO 4217 code, e.g. 'USD'. */
  readonly id: string;
  readonly limits: readonly OnrampMethodLimit[];
}

export interface OnrampNetwork {
  /** The provider's name of the network ('ethereum'), sent back in quotes and URLs. */
  readonly name: string;
  readonly displayName: string;
  /** The chain id as a string ('1', '31337'). */
  readonly chainId: string;
  /** The token's contract; '' or absent for the native token. */
  readonly contractAddress: string;
}

export interface OnrampPurchaseCurrency {
  readonly id: string;
  readonly name: string;
  readonly symbol: string;
  readonly networks: readonly OnrampNetwork[];
}

export interface OnrampOptions {
  readonly paymentCurrencies: readonly OnrampPaymentCurrency[];
  readonly purchaseCurrencies: readonly OnrampPurchaseCurrency[];
  /** The providers the server offers, when it names them; a choice shows only for more than one. */
  readonly providers: readonly string[];
}

export interface OnrampMoney {
  /** A decimal string. */
  readonly value: string;
  readonly currency: string;
}

export interface OnrampQuote {
  readonly paymentTotal: OnrampMoney;
  readonly paymentSubtotal: OnrampMoney;
  readonly purchaseAmount: OnrampMoney;
  /** The provider's own fee (the field keeps the spec's name whatever the provider). */
  readonly coinbaseFee: OnrampMoney;
  readonly networkFee: OnrampMoney;
  /** '' on the placeholder quote the server answers when its provider failed. */
  readonly quoteId: string;
  readonly provider: string | undefined;
}

export interface OnrampQuoteRequest {
  readonly purchaseCurrency: string;
  readonly paymentCurrency: string;
  readonly amount: string;
  readonly network: string;
  readonly provider?: string;
}

export interface OnrampUrlRequest {
  readonly address: string;
  /** The provider's network name. */
  readonly network: string;
  /** The purchase currency's symbol. */
  readonly asset: string;
  readonly fiatAmount: string;
  /** ISO 4217 code of the fiat amount. */
  readonly fiatCurrency?: string;
  readonly provider?: string;
}

export interface OnrampCheckout {
  readonly url: string;
  /** The provider's session, when the answer or the URL names it (its status can then be asked). */
  readonly sessionId: string | undefined;
}

export type OnrampSessionStatus =
  | { readonly status: 'pending' | 'paid' }
  | { readonly status: 'delivered'; readonly txHash: string | undefined }
  | { readonly status: 'declined'; readonly message: string | undefined };

export interface OnrampApiClient {
  getOptions(): Promise<OnrampOptions>;
  getQuote(request: OnrampQuoteRequest, signal?: AbortSignal): Promise<OnrampQuote>;
  createCheckout(request: OnrampUrlRequest): Promise<OnrampCheckout>;
  /** The session's state, or undefined when the answer is not one the client knows. */
  getStatus(sessionId: string, provider: string | undefined): Promise<OnrampSessionStatus | undefined>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function parseLimit(entry: unknown): OnrampMethodLimit | undefined {
  if (!isObject(entry)) return undefined;
  const [id, min, max] = [text(entry.id), text(entry.min), text(entry.max)];
  return id && min && max ? { id, min, max } : undefined;
}

function parseNetwork(entry: unknown): OnrampNetwork | undefined {
  if (!isObject(entry)) return undefined;
  const name = text(entry.name);
  const chainId =
    typeof entry.chain_id === 'number' ? String(entry.chain_id) : (text(entry.chain_id) ?? undefined);
  if (!name || !chainId) return undefined;
  return {
    name,
    displayName: text(entry.display_name) ?? name,
    chainId,
    contractAddress: text(entry.contract_address) ?? '',
  };
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** The options answer, keeping only well-formed entries. */
export function parseOnrampOptions(answer: unknown): OnrampOptions {
  const body = isObject(answer) ? answer : {};
  const paymentCurrencies = list(body.paymentCurrencies)
    .map((entry): OnrampPaymentCurrency | undefined => {
      if (!isObject(entry) || !text(entry.id)) return undefined;
      return {
        id: entry.id as string,
        limits: list(entry.payment_method_limits).map(parseLimit).filter(defined),
      };
    })
    .filter(defined);
  const purchaseCurrencies = list(body.purchaseCurrencies)
    .map((entry): OnrampPurchaseCurrency | undefined => {
      if (!isObject(entry)) return undefined;
      const [id, symbol] = [text(entry.id), text(entry.symbol)];
      if (!id || !symbol) return undefined;
      return {
        id,
        symbol,
        name: text(entry.name) ?? symbol,
        networks: list(entry.networks).map(parseNetwork).filter(defined),
      };
    })
    .filter(defined);
  const providers = list(body.providers)
    .map((entry) => (isObject(entry) ? text(entry.id) : text(entry)))
    .filter((entry): entry is string => entry !== undefined && entry !== '');
  return { paymentCurrencies, purchaseCurrencies, providers };
}

function parseMoney(value: unknown): OnrampMoney | undefined {
  if (!isObject(value)) return undefined;
  const amount = typeof value.value === 'number' ? String(value.value) : text(value.value);
  const currency = text(value.currency);
  return amount !== undefined && currency !== undefined ? { value: amount, currency } : undefined;
}

/** The quote answer; undefined when a required amount is missing. */
export function parseOnrampQuote(answer: unknown): OnrampQuote | undefined {
  if (!isObject(answer)) return undefined;
  const paymentTotal = parseMoney(answer.paymentTotal);
  const paymentSubtotal = parseMoney(answer.paymentSubtotal);
  const purchaseAmount = parseMoney(answer.purchaseAmount);
  const coinbaseFee = parseMoney(answer.coinbaseFee);
  const networkFee = parseMoney(answer.networkFee);
  if (!paymentTotal || !paymentSubtotal || !purchaseAmount || !coinbaseFee || !networkFee) return undefined;
  return {
    paymentTotal,
    paymentSubtotal,
    purchaseAmount,
    coinbaseFee,
    networkFee,
    quoteId: text(answer.quoteId) ?? '',
    provider: text(answer.provider),
  };
}

/**
 * A session id: the answer's own field, else the URL's `sessionId`/`session_id` parameter, else the
 * segment after `/checkout/` (the sandbox provider's checkout pages). Without one, only the balance tells.
 */
export function sessionIdOf(answer: Json, url: URL): string | undefined {
  const fromPath = /\/checkout\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  return (
    text(answer.sessionId) ??
    url.searchParams.get('sessionId') ??
    url.searchParams.get('session_id') ??
    (fromPath === undefined ? undefined : decodeURIComponent(fromPath))
  );
}

/** The status answer, or undefined for a shape the client does not know. */
export function parseOnrampStatus(answer: unknown): OnrampSessionStatus | undefined {
  if (!isObject(answer)) return undefined;
  switch (answer.status) {
    case 'pending':
    case 'paid':
      return { status: answer.status };
    case 'delivered':
      return { status: 'delivered', txHash: text(answer.txHash) };
    case 'declined':
      return { status: 'declined', message: text(answer.message) };
    default:
      return undefined;
  }
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** A malformed answer from one of the routes. */
export class OnrampAnswerError extends WalletportError {
  constructor(route: string) {
    super('Unexpected onramp answer', { code: 'ONRAMP_INVALID_ANSWER', details: route });
  }
}

export interface OnrampApiClientOptions extends Omit<ApiClientOptions, 'http'> {
  http: Pick<HttpClient, 'get' | 'post'>;
}

export function createOnrampApiClient(options: OnrampApiClientOptions): OnrampApiClient {
  const params = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
  return {
    async getOptions() {
      return parseOnrampOptions(await options.http.get<unknown>({ path: '/v1/onramp/options', params }));
    },
    async getQuote(request, signal) {
      const answer = await options.http.post<unknown>({
        path: '/v1/onramp/quote',
        params,
        body: request,
        ...(signal === undefined ? {} : { signal }),
      });
      const quote = parseOnrampQuote(answer);
      if (quote === undefined) throw new OnrampAnswerError('/v1/onramp/quote');
      return quote;
    },
    async createCheckout(request) {
      const answer = await options.http.post<unknown>({
        path: '/v1/generators/onrampurl',
        params,
        body: {
          projectId: options.projectId,
          destinationWallets: [
            { address: request.address, blockchains: [request.network], assets: [request.asset] },
          ],
          defaultNetwork: request.network,
          partnerUserId: request.address.toLowerCase(),
          defaultExperience: 'buy',
          presetFiatAmount: request.fiatAmount,
          ...(request.fiatCurrency === undefined ? {} : { fiatCurrency: request.fiatCurrency }),
          ...(request.provider === undefined ? {} : { provider: request.provider }),
        },
      });
      const url = isObject(answer) ? text(answer.url) : undefined;
      const parsed = url === undefined ? undefined : parseUrl(url);
      // Only a web page may be opened: a javascript: or data: URL from a compromised server must not be.
      if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
        throw new OnrampAnswerError('/v1/generators/onrampurl');
      }
      return { url: parsed.href, sessionId: sessionIdOf(answer as Json, parsed) };
    },
    async getStatus(sessionId, provider) {
      const answer = await options.http.get<unknown>({
        path: `/v1/onramp/status/${encodeURIComponent(sessionId)}`,
        params: { ...params, ...(provider === undefined ? {} : { provider }) },
      });
      return parseOnrampStatus(answer);
    },
  };
}
