/**
 * Reads a wallet does not answer (balances, gas estimates, calls) go to the network's own RPC URL, the
 * one the app configured, as a plain JSON-RPC POST. A node's error keeps its code and message.
 */
import { WalletRpcError } from './errors.js';
import { nextRpcId } from './jsonrpc.js';

export async function postJsonRpc(
  url: string,
  request: { method: string; params?: unknown },
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<unknown> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: nextRpcId(),
      jsonrpc: '2.0',
      method: request.method,
      params: request.params ?? [],
    }),
  });
  if (!response.ok) {
    throw new WalletRpcError({ code: -32603, message: `The RPC node answered HTTP ${response.status}.` });
  }
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) {
    throw new WalletRpcError({ code: -32603, message: 'The RPC node answered with no JSON-RPC response.' });
  }
  const { result, error } = body as { result?: unknown; error?: unknown };
  // Some nodes and proxies send `"error": null` beside a result.
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    throw new WalletRpcError({
      code: typeof code === 'number' ? code : -32603,
      message: typeof message === 'string' ? message : 'The RPC node failed.',
    });
  }
  return result;
}
