/**
 * The swap client: the Walletport server's /v1/convert routes (docs/swap.md "Server routes"). Token ids
 * are CAIP-10 (`eip155:<chainId>:<address>`, the native token under the 0xeeee… placeholder) and amounts
 * are base-unit integer strings; this client speaks bigints and checks every answer's shape, so a wrong
 * answer is an error here rather than a wrong number on screen. Server refusals keep their code
 * (`NO_ROUTE`, `SWAPS_UNAVAILABLE` …) on a ConvertApiError the flow words for the visitor.
 */
import { WalletportError } from '../errors/base.js';
import type { HttpClient } from '../http/http-client.js';
import { HttpRequestError } from '../http/http-errors.js';

export interface ConvertApiClientOptions {
  http: Pick<HttpClient, 'get' | 'post'>;
  projectId: string;
  sdkType: string;
  sdkVersion: string;
}

/** A token the server can swap on a network (GET /v1/convert/tokens). */
export interface ConvertToken {
  readonly name: string;
  readonly symbol: string;
  /** CAIP-10 token id. */
  readonly address: string;
  readonly decimals: number;
  /** '' when the server has no artwork. */
  readonly logoUri: string;
}

export interface ConvertQuote {
  readonly fromAmount: bigint;
  readonly toAmount: bigint;
  /** Percent versus the pool's mid price, as the server wrote it ('0.35'); undefined when absent. */
  readonly priceImpact: string | undefined;
  /** CAIP-10 token ids of the hops. */
  readonly route: readonly string[];
}

export interface ConvertGasPrice {
  readonly standard: bigint;
  readonly fast: bigint;
  readonly instant: bigint;
}

/** A transaction the server built for the wallet to send. */
export interface ConvertTransaction {
  /** A plain 0x address (the CAIP-10 prefix the server may write is taken off). */
  readonly to: string;
  readonly data: `0x${string}`;
  /** Native value to send, in wei. */
  readonly value: bigint;
  /** The server's gas estimate, when it made one. */
  readonly gas: bigint | undefined;
  readonly gasPrice: bigint | undefined;
}

export interface ConvertSwapTransaction extends ConvertTransaction {
  /** The least the swap may deliver (the quote less the slippage), in the bought token's base units. */
  readonly minimumOut: bigint;
  /** Unix seconds after which the router refuses the swap. */
  readonly deadline: number;
}

export interface ConvertPair {
  /** CAIP-10 account of the visitor. */
  userAddress: string;
  /** CAIP-10 token ids. */
  from: string;
  to: string;
  amount: bigint;
}

export interface ConvertApiClient {
  getTokens(caipNetworkId: string): Promise<ConvertToken[]>;
  getQuote(pair: ConvertPair & { gasPrice?: bigint | undefined }): Promise<ConvertQuote>;
  getAllowance(params: { tokenAddress: string; userAddress: string }): Promise<bigint>;
  getGasPrice(caipNetworkId: string): Promise<ConvertGasPrice>;
  buildApprove(pair: ConvertPair): Promise<ConvertTransaction>;
  buildTransaction(
    pair: ConvertPair & { slippage: number; disableEstimate?: boolean },
  ): Promise<ConvertSwapTransaction>;
}

/** The server's refusal codes a visitor may meet; anything else is `UNKNOWN`. */
export type ConvertProblem = 'NO_ROUTE' | 'SWAPS_UNAVAILABLE' | 'NETWORK_NOT_SUPPORTED' | 'UNKNOWN';

/** A convert request the server refused or answered in a shape this client does not accept. */
export class ConvertApiError extends WalletportError {
  override name = 'ConvertApiError';
  readonly problem: ConvertProblem;

  constructor(problem: ConvertProblem, message: string, cause?: unknown) {
    super(message, { code: 'SWAP_API_ERROR', category: 'API_ERROR', cause });
    this.problem = problem;
  }
}

const UINT = /^\d{1,78}$/;
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function malformed(what: string): ConvertApiError {
  return new ConvertApiError('UNKNOWN', `Invalid swap answer: ${what}`);
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw malformed(what);
  return value as Record<string, unknown>;
}

/** A base-unit integer the server wrote as a string (or a safe integer number). */
export function readUint(value: unknown, what: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value !== 'string' || !UINT.test(value)) throw malformed(what);
  return BigInt(value);
}

function optionalUint(value: unknown, what: string): bigint | undefined {
  return value === undefined || value === null || value === '' ? undefined : readUint(value, what);
}

/** The address part of a CAIP-10 id or a plain address; must be 0x and 20 bytes. */
function plainAddress(value: unknown, what: string): string {
  const text = typeof value === 'string' ? value.split(':').at(-1) : undefined;
  if (text === undefined || !ADDRESS.test(text)) throw malformed(what);
  return text;
}

function parseToken(value: unknown): ConvertToken | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, symbol, address, decimals, logoUri } = value as Record<string, unknown>;
  if (
    typeof symbol !== 'string' ||
    typeof address !== 'string' ||
    !/^eip155:\d+:0x[0-9a-fA-F]{40}$/.test(address)
  )
    return undefined;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 36)
    return undefined;
  return {
    name: typeof name === 'string' ? name : symbol,
    symbol,
    address,
    decimals,
    logoUri: typeof logoUri === 'string' ? logoUri : '',
  };
}

/** The tokens answer; entries without the fields a swap needs are left out rather than guessed. */
export function parseConvertTokens(answer: unknown): ConvertToken[] {
  const { tokens } = record(answer, 'tokens answer');
  if (!Array.isArray(tokens)) throw malformed('tokens');
  return tokens.flatMap((entry) => {
    const token = parseToken(entry);
    return token === undefined ? [] : [token];
  });
}

export function parseConvertQuote(answer: unknown): ConvertQuote {
  const { quotes } = record(answer, 'quotes answer');
  if (!Array.isArray(quotes) || quotes.length === 0)
    throw new ConvertApiError('NO_ROUTE', 'No route for this pair');
  const quote = record(quotes[0], 'quote');
  const impact = quote.priceImpact;
  const route = Array.isArray(quote.route) ? quote.route.filter((hop) => typeof hop === 'string') : [];
  return {
    fromAmount: readUint(quote.fromAmount, 'fromAmount'),
    toAmount: readUint(quote.toAmount, 'toAmount'),
    priceImpact:
      typeof impact === 'string' && /^-?\d+(\.\d+)?$/.test(impact)
        ? impact
        : typeof impact === 'number' && Number.isFinite(impact)
          ? String(impact)
          : undefined,
    route,
  };
}

function parseTransaction(value: unknown): ConvertTransaction & Record<string, unknown> {
  const tx = record(value, 'tx');
  if (typeof tx.data !== 'string' || !HEX_DATA.test(tx.data)) throw malformed('tx.data');
  const eip155 = tx.eip155 === undefined ? {} : record(tx.eip155, 'tx.eip155');
  return {
    ...tx,
    to: plainAddress(tx.to, 'tx.to'),
    data: tx.data as `0x${string}`,
    value: optionalUint(tx.amount ?? tx.value, 'tx.amount') ?? 0n,
    gas: optionalUint(eip155.gas, 'tx.eip155.gas'),
    gasPrice: optionalUint(eip155.gasPrice, 'tx.eip155.gasPrice'),
  };
}

export function parseConvertApprove(answer: unknown): ConvertTransaction {
  const { to, data, value, gas, gasPrice } = parseTransaction(record(answer, 'approve answer').tx);
  return { to, data, value, gas, gasPrice };
}

export function parseConvertSwap(answer: unknown): ConvertSwapTransaction {
  const tx = parseTransaction(record(answer, 'transaction answer').tx);
  const deadline = Number(tx.deadline);
  if (!Number.isSafeInteger(deadline) || deadline <= 0) throw malformed('tx.deadline');
  return {
    to: tx.to,
    data: tx.data,
    value: tx.value,
    gas: tx.gas,
    gasPrice: tx.gasPrice,
    minimumOut: readUint(tx.minimumOut, 'tx.minimumOut'),
    deadline,
  };
}

/** The server's refusal as a ConvertApiError; other errors (network, timeout) pass unchanged. */
export function convertErrorOf(error: unknown): unknown {
  if (!(error instanceof HttpRequestError) || error.status !== 400) return error;
  const body =
    typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};
  const message = typeof body.message === 'string' ? body.message : error.message;
  const code = typeof body.code === 'string' ? body.code : '';
  if (code === 'NO_ROUTE' || code === 'SWAPS_UNAVAILABLE') return new ConvertApiError(code, message, error);
  if (code === 'UNSUPPORTED_NETWORK' || /not supported for (swaps|gas price)/i.test(message))
    return new ConvertApiError('NETWORK_NOT_SUPPORTED', message, error);
  return error;
}

export function createConvertApiClient(options: ConvertApiClientOptions): ConvertApiClient {
  const { http } = options;
  const sdk = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
  const get = (path: string, params: Record<string, string>) =>
    http.get<unknown>({ path, params: { ...sdk, ...params } }).catch((error: unknown) => {
      throw convertErrorOf(error);
    });
  const pairParams = (pair: ConvertPair) => ({
    userAddress: pair.userAddress,
    from: pair.from,
    to: pair.to,
    amount: pair.amount.toString(),
  });
  return {
    getTokens: async (chainId) => parseConvertTokens(await get('/v1/convert/tokens', { chainId })),
    async getQuote(pair) {
      const params: Record<string, string> = pairParams(pair);
      if (pair.gasPrice !== undefined) params.gasPrice = pair.gasPrice.toString();
      return parseConvertQuote(await get('/v1/convert/quotes', params));
    },
    async getAllowance(params) {
      const answer = record(await get('/v1/convert/allowance', params), 'allowance answer');
      return readUint(answer.allowance, 'allowance');
    },
    async getGasPrice(chainId) {
      const answer = record(await get('/v1/convert/gas-price', { chainId }), 'gas price answer');
      return {
        standard: readUint(answer.standard, 'standard'),
        fast: readUint(answer.fast, 'fast'),
        instant: readUint(answer.instant, 'instant'),
      };
    },
    buildApprove: async (pair) =>
      parseConvertApprove(await get('/v1/convert/build-approve', pairParams(pair))),
    async buildTransaction(pair) {
      const answer = await http
        .post<unknown>({
          path: '/v1/convert/build-transaction',
          params: sdk,
          body: {
            projectId: options.projectId,
            amount: pair.amount.toString(),
            eip155: { slippage: String(pair.slippage) },
            from: pair.from,
            to: pair.to,
            userAddress: pair.userAddress,
            disableEstimate: pair.disableEstimate ?? false,
          },
        })
        .catch((error: unknown) => {
          throw convertErrorOf(error);
        });
      return parseConvertSwap(answer);
    },
  };
}
