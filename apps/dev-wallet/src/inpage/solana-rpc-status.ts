/**
 * Whether the stack's Solana chain answers, for the panel (like rpc-status.ts does for the devnet): a send
 * to a port where nothing listens would otherwise fail only after the user approved it.
 */
import { getGenesisHash } from '../solana/solana-rpc.js';
import { solnetGenesisHash } from '../solana/chains.js';
import { describeThrown } from '../wallet/errors.js';

export type SolanaRpcHealth = 'checking' | 'ok' | 'unreachable';

export interface SolanaRpcStatus {
  url: string;
  health: SolanaRpcHealth;
  /** The node's genesis hash, when it answered. */
  genesisHash?: string;
  detail?: string;
  /** Where the URL came from, in words. */
  source: string;
  /**
   * A configuration named this RPC (npm start's stack config, the page config): a silent node is then a
   * problem worth an alert. The built-in default is only a guess, so no answer there is not.
   */
  expected: boolean;
}

export interface SolanaRpcStatusMonitor {
  get(): SolanaRpcStatus;
  subscribe(listener: (status: SolanaRpcStatus) => void): () => void;
  /** Probes now (start, a new URL, the panel's Retry). */
  check(): Promise<SolanaRpcStatus>;
  /** A new URL and where it came from (`expected`: a configuration named it); checks it. */
  setUrl(url: string, source: string, expected?: boolean): void;
  dispose(): void;
}

export function createSolanaRpcStatusMonitor(input: {
  url: string;
  source: string;
  /** A configuration named `url` (default false: the built-in default). */
  expected?: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): SolanaRpcStatusMonitor {
  const fetchImpl = input.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const timeoutMs = input.timeoutMs ?? 3_000;
  const listeners = new Set<(status: SolanaRpcStatus) => void>();
  let status: SolanaRpcStatus = {
    url: input.url,
    health: 'checking',
    source: input.source,
    expected: input.expected ?? false,
  };
  let generation = 0;
  let disposed = false;
  const set = (next: SolanaRpcStatus) => {
    status = next;
    for (const listener of [...listeners]) listener(next);
  };

  const monitor: SolanaRpcStatusMonitor = {
    get: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async check() {
      if (disposed) return status;
      const mine = ++generation;
      const { url, source, expected } = status;
      set({ url, source, expected, health: 'checking' });
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      const timedFetch: typeof fetch = (request, init) =>
        fetchImpl(request, { ...init, signal: controller.signal });
      let next: SolanaRpcStatus;
      try {
        const genesisHash = await getGenesisHash({ rpcUrl: url, fetch: timedFetch });
        next = { url, source, expected, health: 'ok', genesisHash };
      } catch (error) {
        const detail = controller.signal.aborted ? `no answer within ${timeoutMs} ms` : describeThrown(error);
        next = { url, source, expected, health: 'unreachable', detail };
      } finally {
        clearTimeout(timer);
      }
      if (mine === generation && !disposed) set(next);
      return status;
    },
    setUrl(url, source, expected = true) {
      status = { ...status, url, source, expected };
      void monitor.check();
    },
    dispose() {
      disposed = true;
      listeners.clear();
    },
  };
  return monitor;
}

/** What the panel says; `problem` marks the text it shows as an alert. */
export function describeSolanaRpcStatus(status: SolanaRpcStatus): { text: string; problem: boolean } {
  switch (status.health) {
    case 'checking':
      return { text: `Checking the Solana chain at ${status.url}…`, problem: false };
    case 'ok':
      return {
        text:
          status.genesisHash === solnetGenesisHash
            ? `${status.url} answers (Solana Local).`
            : `${status.url} answers, genesis ${status.genesisHash ?? '?'} (not Walletport's solnet).`,
        problem: false,
      };
    case 'unreachable':
      return {
        text:
          `Cannot reach the Solana chain at ${status.url}: ${status.detail ?? 'no answer'}. ` +
          `Solana sends (solana:localnet) will fail; signing still works. Solana RPC from ${status.source}.`,
        problem: true,
      };
  }
}
