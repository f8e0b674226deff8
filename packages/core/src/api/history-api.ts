/**
 * GET /v1/account/{account}/history (docs/server.md): an account's transactions on one chain, newest
 * first, paged by an opaque cursor. The answer is read by history-answers.ts; HTTP and parse failures
 * reach the caller (the activity service turns them into 'Failed to fetch transactions' and a retry).
 */
import type { CaipNetworkId } from '../caip/index.js';
import type { ApiClientOptions } from './blockchain-api.js';
import { type HistoryPage, parseHistoryPage } from './history-answers.js';

export interface GetHistoryOptions {
  /** The chain whose transactions to list (CAIP-2). */
  chainId: CaipNetworkId;
  /** The `next` of the previous page; absent for the first page. */
  cursor?: string;
  signal?: AbortSignal;
}

export interface HistoryApiClient {
  /** One page of `account`'s history (a 0x address or CAIP-10 id). */
  getHistory(account: string, options: GetHistoryOptions): Promise<HistoryPage>;
}

export function createHistoryApiClient(options: ApiClientOptions): HistoryApiClient {
  const sdkParams = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
  return {
    async getHistory(account, { chainId, cursor, signal }) {
      const answer = await options.http.get<unknown>({
        path: `/v1/account/${encodeURIComponent(account)}/history`,
        params: { ...sdkParams, chainId, cursor },
        ...(signal === undefined ? {} : { signal }),
      });
      return parseHistoryPage(answer);
    },
  };
}
