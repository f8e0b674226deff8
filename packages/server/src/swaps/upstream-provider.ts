/**
 * The `upstream` swap provider: another server speaking this same /v1/convert API (SWAP_UPSTREAM_URL,
 * with SWAP_UPSTREAM_PROJECT_ID as its projectId), e.g. a hosted blockchain API in front of an aggregator.
 * Every answer is validated before it is passed on; the upstream's own 4xx answers (no route, bad input)
 * reach the caller with its code and message, anything else is a 502.
 */
import type { ZodType } from 'zod';
import { ApiError } from '../http/api-error.js';
import { swapUpstreamFailed } from './swap-errors.js';
import type {
  ApproveTransaction,
  GasPrices,
  SwapProvider,
  SwapQuote,
  SwapToken,
  SwapTransaction,
} from './swap-provider.js';
import { formatSwapTokenId } from './token-id.js';
import {
  upstreamAllowanceSchema,
  upstreamApproveSchema,
  upstreamErrorSchema,
  upstreamGasPriceSchema,
  upstreamQuotesSchema,
  upstreamSwapSchema,
  upstreamTokensSchema,
} from './upstream-schemas.js';

export interface UpstreamProviderOptions {
  /** Base URL of the other server, e.g. https://swaps.example.com. */
  url: string;
  projectId: string | undefined;
  timeoutMs: number;
  /** For logs: why an upstream answer was refused (never its URL, which may hold a key). */
  onFailure?: (failure: { path: string; reason: string }) => void;
}

export function createUpstreamProvider(options: UpstreamProviderOptions): SwapProvider {
  const base = options.url.replace(/\/+$/, '');

  async function call<T>(
    path: string,
    schema: ZodType<T>,
    request: { query?: Record<string, string>; body?: Record<string, unknown> },
  ): Promise<T> {
    const query = new URLSearchParams({
      ...(options.projectId === undefined ? {} : { projectId: options.projectId }),
      ...request.query,
    });
    const fail = (reason: string): never => {
      options.onFailure?.({ path, reason });
      throw swapUpstreamFailed();
    };
    let response: Response;
    try {
      response = await fetch(`${base}/v1/convert/${path}?${query}`, {
        method: request.body === undefined ? 'GET' : 'POST',
        headers: {
          accept: 'application/json',
          ...(request.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(request.body === undefined
          ? {}
          : { body: JSON.stringify({ ...request.body, projectId: options.projectId }) }),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      return fail(error instanceof Error ? error.name : 'request failed');
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 403 &&
      response.status !== 429
    ) {
      const error = upstreamErrorSchema.safeParse(json);
      if (error.success) throw new ApiError(400, error.data.code, error.data.message);
    }
    if (!response.ok) return fail(`HTTP ${response.status}`);
    const parsed = schema.safeParse(json);
    if (!parsed.success) return fail(`invalid answer: ${parsed.error.issues[0]?.message ?? 'unknown'}`);
    return parsed.data;
  }

  const account = (chainId: number, address: string) => `eip155:${chainId}:${address}`;

  return {
    kind: 'upstream',
    // Which chains it serves is the upstream's to say: it answers SWAPS_UNAVAILABLE itself.
    supports: () => true,

    async tokens(chainId): Promise<SwapToken[]> {
      const answer = await call('tokens', upstreamTokensSchema, { query: { chainId: `eip155:${chainId}` } });
      return answer.tokens
        .filter((token) => token.address.startsWith(`eip155:${chainId}:`))
        .map((token) => ({ ...token, eip2612: false as const }));
    },

    async quote(chainId, request): Promise<SwapQuote> {
      const answer = await call('quotes', upstreamQuotesSchema, {
        query: {
          amount: request.amount.toString(),
          userAddress: account(chainId, request.user),
          from: formatSwapTokenId(chainId, request.from.address),
          to: formatSwapTokenId(chainId, request.to.address),
        },
      });
      const [first] = answer.quotes;
      if (first === undefined) throw swapUpstreamFailed();
      return { ...first, id: null };
    },

    async allowance(chainId, token, owner) {
      const answer = await call('allowance', upstreamAllowanceSchema, {
        query: {
          tokenAddress: formatSwapTokenId(chainId, token.address),
          userAddress: account(chainId, owner),
        },
      });
      return BigInt(answer.allowance);
    },

    async gasPrice(chainId): Promise<GasPrices> {
      return call('gas-price', upstreamGasPriceSchema, { query: { chainId: `eip155:${chainId}` } });
    },

    async buildApprove(chainId, request): Promise<ApproveTransaction> {
      const answer = await call('build-approve', upstreamApproveSchema, {
        query: {
          userAddress: account(chainId, request.user),
          from: formatSwapTokenId(chainId, request.token.address),
          to: formatSwapTokenId(chainId, request.counterpart.address),
          amount: request.amount.toString(),
        },
      });
      return { ...answer.tx, data: answer.tx.data as `0x${string}`, value: '0' };
    },

    async buildTransaction(chainId, request): Promise<SwapTransaction> {
      const answer = await call('build-transaction', upstreamSwapSchema, {
        body: {
          amount: request.amount.toString(),
          eip155: { slippage: request.slippageText },
          from: formatSwapTokenId(chainId, request.from.address),
          to: formatSwapTokenId(chainId, request.to.address),
          userAddress: account(chainId, request.user),
          disableEstimate: request.disableEstimate,
        },
      });
      return { ...answer.tx, data: answer.tx.data as `0x${string}` };
    },
  };
}
