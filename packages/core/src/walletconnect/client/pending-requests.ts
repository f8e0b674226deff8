/**
 * Our requests waiting for the wallet's answer, by JSON-RPC id: each resolves with the result, rejects
 * with the wallet's error, or rejects when its time is up, the session ends or the client closes. Only an
 * answer on the request's own topic counts.
 */
import { WalletConnectClientError, WalletRpcError } from './errors.js';
import type { JsonRpcResponse } from './jsonrpc.js';

interface Pending {
  topic: string;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface PendingRequests {
  /** The answer to request `id` on `topic`, or REQUEST_EXPIRED after `timeoutSeconds`. */
  wait(id: number, topic: string, timeoutSeconds: number): Promise<unknown>;
  /** Settles the request the response answers; responses to nothing of ours are ignored. */
  answer(topic: string, response: JsonRpcResponse): void;
  /** Rejects one request (its publish failed). */
  fail(id: number, error: Error): void;
  /** Rejects every request on `topic` (the session ended), or all of them. */
  failAll(error: Error, topic?: string): void;
}

export function createPendingRequests(): PendingRequests {
  const pending = new Map<number, Pending>();
  const take = (id: number) => {
    const entry = pending.get(id);
    if (entry === undefined) return undefined;
    pending.delete(id);
    clearTimeout(entry.timer);
    return entry;
  };
  return {
    wait: (id, topic, timeoutSeconds) =>
      new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new WalletConnectClientError('REQUEST_EXPIRED', 'The wallet did not answer in time.'));
        }, timeoutSeconds * 1000);
        pending.set(id, { topic, resolve, reject, timer });
      }),
    answer(topic, response) {
      if (pending.get(response.id)?.topic !== topic) return;
      const entry = take(response.id);
      if (entry === undefined) return;
      if ('error' in response) entry.reject(new WalletRpcError(response.error));
      else entry.resolve(response.result);
    },
    fail(id, error) {
      take(id)?.reject(error);
    },
    failAll(error, topic) {
      for (const [id, entry] of [...pending]) {
        if (topic === undefined || entry.topic === topic) take(id)?.reject(error);
      }
    },
  };
}
