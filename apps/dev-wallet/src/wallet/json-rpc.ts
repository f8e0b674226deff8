import { describeThrown, internalError, ProviderRpcError } from './errors.js';

export type JsonRpcCall = (method: string, params: readonly unknown[]) => Promise<unknown>;

/**
 * Raw JSON-RPC over HTTP. Node errors come back unchanged (code, message, data) so a dapp sees exactly
 * what the devnet said, as it would through a real wallet's passthrough.
 */
export function createJsonRpcCall(url: string, fetchImpl: typeof fetch = globalThis.fetch): JsonRpcCall {
  let nextId = 1;
  return async (method, params) => {
    const id = nextId++;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      });
    } catch (error) {
      throw internalError(`RPC ${url} unreachable (${describeThrown(error)})`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw internalError(`RPC ${url} answered HTTP ${response.status} without JSON`);
    }
    if (typeof body !== 'object' || body === null) throw internalError(`RPC ${url} answered a non-object`);
    const { error, result } = body as {
      error?: { code?: unknown; message?: unknown; data?: unknown };
      result?: unknown;
    };
    if (error) {
      const code = typeof error.code === 'number' ? error.code : -32603;
      const message = typeof error.message === 'string' ? error.message : 'Unknown RPC error';
      throw new ProviderRpcError(code, message, error.data);
    }
    if (!('result' in body)) throw internalError(`RPC ${url} answered without result`);
    return result;
  };
}
