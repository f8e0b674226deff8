/**
 * Whether the wallet's devnet answers, for the panel. A wallet pointed at a port where nothing listens (the
 * stack runs elsewhere, or not at all) otherwise fails only when the page asks for something, with an error
 * the page may swallow; the panel says so at once and names the URL it tried.
 */
import type { DevWallet } from '../wallet/create-dev-wallet.js';
import { describeThrown } from '../wallet/errors.js';

export type RpcHealth = 'checking' | 'ok' | 'unreachable' | 'wrong-chain';

export interface RpcStatus {
  chainId: number;
  chainName: string;
  /** The URL the wallet sends this chain's reads and transactions to. */
  url: string;
  health: RpcHealth;
  /** What the node answered to eth_chainId, when it answered one. */
  answeredChainId?: number;
  /** Why the node could not be used, when it could not. */
  detail?: string;
  /** Where the wallet's RPC URLs come from, in words ("npm start (…/stack-config.json)", "built-in defaults"). */
  source: string;
}

export interface RpcStatusMonitor {
  get(): RpcStatus | undefined;
  subscribe(listener: (status: RpcStatus) => void): () => void;
  /** Asks the current chain's node for eth_chainId now (start, chain change, the panel's Retry). */
  check(): Promise<RpcStatus | undefined>;
  /** Follows the wallet's current chain and URL; checks once `ready` settled and after every change. */
  watch(wallet: DevWallet): void;
  setSource(source: string): void;
  /** The fetch to give the wallet: its failures and recoveries on the current URL update the status too. */
  observedFetch: typeof fetch;
  dispose(): void;
}

/** An eth_chainId answer that is a chain id, else undefined. */
function chainIdOf(body: unknown): number | undefined {
  const result =
    typeof body === 'object' && body !== null ? (body as { result?: unknown }).result : undefined;
  if (typeof result !== 'string' || !/^0x[0-9a-f]{1,13}$/i.test(result)) return undefined;
  return Number.parseInt(result, 16);
}

function requestUrl(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export function createRpcStatusMonitor(input: {
  source: string;
  /** Settles once the RPC URLs are final (the stack config was read or given up on). */
  ready?: Promise<unknown>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): RpcStatusMonitor {
  const fetchImpl = input.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const ready = (input.ready ?? Promise.resolve()).catch(() => undefined);
  const timeoutMs = input.timeoutMs ?? 3_000;
  const listeners = new Set<(status: RpcStatus) => void>();
  let source = input.source;
  let status: RpcStatus | undefined;
  let wallet: DevWallet | undefined;
  let unsubscribe: (() => void) | undefined;
  // Only the newest check may write its answer: an older one may finish after a chain switch.
  let generation = 0;
  let disposed = false;

  const set = (next: RpcStatus) => {
    status = next;
    for (const listener of [...listeners]) listener(next);
  };
  const current = () => {
    if (!wallet) return undefined;
    const state = wallet.getState();
    const chain = state.chains.find((known) => known.id === state.chainId);
    return chain && { chainId: chain.id, chainName: chain.name, url: chain.rpcUrl };
  };

  async function probe(
    url: string,
    chainId: number,
  ): Promise<Pick<RpcStatus, 'health' | 'answeredChainId' | 'detail'>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: controller.signal,
      });
      const answered = chainIdOf(await response.json().catch(() => undefined));
      if (answered === undefined) {
        return { health: 'unreachable', detail: `HTTP ${response.status} without a chain id` };
      }
      return { health: answered === chainId ? 'ok' : 'wrong-chain', answeredChainId: answered };
    } catch (error) {
      const detail = controller.signal.aborted ? `no answer within ${timeoutMs} ms` : describeThrown(error);
      return { health: 'unreachable', detail };
    } finally {
      clearTimeout(timer);
    }
  }

  const monitor: RpcStatusMonitor = {
    get: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async check() {
      await ready;
      const target = current();
      if (!target || disposed) return status;
      const mine = ++generation;
      set({ ...target, health: 'checking', source });
      const answer = await probe(target.url, target.chainId);
      if (mine === generation && !disposed) set({ ...target, ...answer, source });
      return status;
    },
    watch(watched) {
      wallet = watched;
      const first = current();
      if (first) set({ ...first, health: 'checking', source });
      const keyOf = () => {
        const target = current();
        return target ? `${target.chainId} ${target.url}` : '';
      };
      void ready.then(() => {
        if (disposed) return;
        let lastKey = keyOf();
        unsubscribe = watched.subscribe(() => {
          const key = keyOf();
          if (key === lastKey) return;
          lastKey = key;
          void monitor.check();
        });
        void monitor.check();
      });
    },
    setSource(next) {
      source = next;
      if (status) set({ ...status, source });
    },
    observedFetch: async (request, init) => {
      const url = requestUrl(request);
      try {
        const response = await fetchImpl(request, init);
        // The node came back (e.g. npm start was started after the page loaded): check it properly.
        if (status?.url === url && status.health === 'unreachable') void monitor.check();
        return response;
      } catch (error) {
        if (status?.url === url && status.health !== 'checking') {
          generation++;
          set({ ...status, health: 'unreachable', detail: describeThrown(error), source });
        }
        throw error;
      }
    },
    dispose() {
      disposed = true;
      unsubscribe?.();
      listeners.clear();
    },
  };
  return monitor;
}

/** What the panel says about a status; `problem` marks the ones it shows as an alert with Retry. */
export function describeRpcStatus(status: RpcStatus): { text: string; problem: boolean } {
  const chain = `chain ${status.chainId}, ${status.chainName}`;
  switch (status.health) {
    case 'checking':
      return { text: `Checking the devnet at ${status.url}…`, problem: false };
    case 'ok':
      return { text: `${status.url} answers (${chain}).`, problem: false };
    case 'wrong-chain':
      return {
        text:
          `The RPC at ${status.url} answers chain ${status.answeredChainId}, not ${status.chainId} ` +
          `(${status.chainName}): reads and transactions would reach the wrong chain. RPC URLs from ${status.source}.`,
        problem: true,
      };
    case 'unreachable':
      return {
        text:
          `Cannot reach the devnet at ${status.url} (${chain}): ${status.detail ?? 'no answer'}. ` +
          `Is npm start running? RPC URLs from ${status.source}.`,
        problem: true,
      };
  }
}
