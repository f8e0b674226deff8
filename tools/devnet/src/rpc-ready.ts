/** Waits until a freshly started anvil answers JSON-RPC, and checks it is the chain we started. */
import type { AnvilProcess } from './anvil-process.js';
import { DevnetError } from './errors.js';

const POLL_INTERVAL_MS = 50;
const REQUEST_TIMEOUT_MS = 1_000;

export interface WaitForRpcOptions {
  rpcUrl: string;
  expectedChainId: number;
  chainName: string;
  anvil: AnvilProcess;
  timeoutMs: number;
}

/** The chain id the endpoint reports, or undefined while it does not answer yet. */
async function fetchChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { result?: unknown };
    return typeof body.result === 'string' ? Number.parseInt(body.result, 16) : undefined;
  } catch {
    return undefined;
  }
}

function describeExit(
  anvil: AnvilProcess,
  chainName: string,
  exit: Awaited<AnvilProcess['exited']>,
): DevnetError {
  const how = exit.error
    ? `could not be started: ${exit.error.message}`
    : `exited during startup (code ${exit.code}, signal ${exit.signal})`;
  const output = anvil.recentOutput();
  return new DevnetError(`Anvil for ${chainName} ${how}`, {
    code: 'ANVIL_EXITED',
    details: output === '' ? 'Anvil printed nothing.' : `Last output:\n${output}`,
    cause: exit.error,
  });
}

export async function waitForRpc(options: WaitForRpcOptions): Promise<void> {
  const { rpcUrl, expectedChainId, chainName, anvil, timeoutMs } = options;
  const deadline = Date.now() + timeoutMs;
  while (true) {
    if (anvil.hasExited()) throw describeExit(anvil, chainName, await anvil.exited);
    const chainId = await fetchChainId(rpcUrl);
    if (chainId === expectedChainId) return;
    if (chainId !== undefined) {
      // Something else answered on our port (it was taken between the port check and anvil's bind).
      throw new DevnetError(`Unexpected chain at ${rpcUrl}`, {
        code: 'UNEXPECTED_CHAIN_ID',
        details: `${chainName} should report chain id ${expectedChainId}, but ${rpcUrl} reports ${chainId}.`,
      });
    }
    if (Date.now() >= deadline) {
      throw new DevnetError(`Anvil for ${chainName} did not answer within ${timeoutMs} ms`, {
        code: 'STARTUP_TIMEOUT',
        details: `No eth_chainId answer from ${rpcUrl}. Last output:\n${anvil.recentOutput()}`,
      });
    }
    await Promise.race([anvil.exited, new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))]);
  }
}
