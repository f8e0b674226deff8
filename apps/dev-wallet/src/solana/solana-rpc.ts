/**
 * The two things the wallet asks a Solana node: send a signed transaction and wait until it is confirmed,
 * and (for the panel) whether the node answers at all. Plain JSON-RPC over fetch: @solana/kit's RPC client
 * would pull a much larger bundle into every page for two calls.
 */
import { base58, base64 } from '@scure/base';
import { describeThrown, ProviderRpcError } from '../wallet/errors.js';

export interface SolanaRpcOptions {
  rpcUrl: string;
  fetch?: typeof fetch;
}

export interface SendOptions {
  skipPreflight?: boolean;
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
  maxRetries?: number;
  minContextSlot?: number;
}

/** How long signAndSendTransaction waits for confirmation before it gives up. */
export const confirmTimeoutMs = 30_000;
const pollIntervalMs = 400;

export class SolanaRpcError extends ProviderRpcError {}

async function call(options: SolanaRpcOptions, method: string, params: unknown[]): Promise<unknown> {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  let body: unknown;
  try {
    const response = await fetchImpl(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    body = await response.json();
  } catch (error) {
    throw new SolanaRpcError(
      -32603,
      `Cannot reach the Solana RPC at ${options.rpcUrl}: ${describeThrown(error)}`,
    );
  }
  if (typeof body !== 'object' || body === null) {
    throw new SolanaRpcError(-32603, `The Solana RPC at ${options.rpcUrl} did not answer JSON-RPC`);
  }
  const { result, error } = body as {
    result?: unknown;
    error?: { code?: unknown; message?: unknown; data?: unknown };
  };
  if (error) {
    const code = typeof error.code === 'number' ? error.code : -32603;
    const message = typeof error.message === 'string' ? error.message : 'the Solana RPC returned an error';
    throw new SolanaRpcError(code, message, error.data);
  }
  return result;
}

/** The node's genesis hash: proves something answers JSON-RPC and names the chain. */
export async function getGenesisHash(options: SolanaRpcOptions): Promise<string> {
  const result = await call(options, 'getGenesisHash', []);
  if (typeof result !== 'string') throw new SolanaRpcError(-32603, 'getGenesisHash answered no hash');
  return result;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends signed wire bytes and waits until the node reports them confirmed (or finalized). Throws with the
 * node's error when preflight refuses them, when they fail on chain, or after `timeoutMs`.
 */
export async function sendAndConfirm(
  options: SolanaRpcOptions & { timeoutMs?: number },
  wire: Uint8Array,
  send: SendOptions = {},
): Promise<string> {
  const config: Record<string, unknown> = { encoding: 'base64' };
  for (const [key, value] of Object.entries(send)) if (value !== undefined) config[key] = value;
  const sent = await call(options, 'sendTransaction', [base64.encode(wire), config]);
  if (typeof sent !== 'string') throw new SolanaRpcError(-32603, 'sendTransaction answered no signature');
  try {
    if (base58.decode(sent).length !== 64) throw new Error('length');
  } catch {
    throw new SolanaRpcError(-32603, 'sendTransaction answered no signature');
  }
  const deadline = Date.now() + (options.timeoutMs ?? confirmTimeoutMs);
  while (Date.now() < deadline) {
    const statuses = (await call(options, 'getSignatureStatuses', [
      [sent],
      { searchTransactionHistory: true },
    ])) as { value?: unknown[] } | undefined;
    const status = statuses?.value?.[0] as { err?: unknown; confirmationStatus?: unknown } | null | undefined;
    if (status?.err) {
      throw new SolanaRpcError(-32603, `Transaction ${sent} failed on chain: ${JSON.stringify(status.err)}`, {
        signature: sent,
        err: status.err,
      });
    }
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return sent;
    await sleep(pollIntervalMs);
  }
  throw new SolanaRpcError(
    -32603,
    `Transaction ${sent} was sent but not confirmed within ${Math.round((options.timeoutMs ?? confirmTimeoutMs) / 1000)} s`,
    { signature: sent },
  );
}
