/**
 * Starts the local devnet: one anvil per chain, contracts deployed at their fixed addresses, and
 * (unless told not to) a few weeks of history for the wallet's account (seed-plan.ts), swap pools
 * with liquidity (swap-pools.ts) and the dev Farcaster account (farcaster.ts).
 * Every start is its own instance (no module state), so tests can run several side by side.
 */
import { createTestClient, type Hex, http } from 'viem';
import { type AnvilProcess, spawnAnvil } from './anvil-process.js';
import { resolveAnvilBinary } from './anvil-binary.js';
import { type DevnetChainConfig, devnetChainConfigs, devnetRpcUrl } from './chains.js';
import { deployDevnetContracts } from './deploy.js';
import type { DevnetContracts } from './deployments.js';
import { DevnetError } from './errors.js';
import { assertPortFree } from './ports.js';
import { waitForRpc } from './rpc-ready.js';
import { seedDevnetHistory } from './seed.js';
import { seedDevnetFarcaster } from './seed-farcaster.js';
import { seedDevnetLiquidity } from './seed-liquidity.js';
import { DEVNET_HISTORY_SPAN_SECONDS } from './seed-plan.js';
import { devnetViemChain } from './viem-chain.js';

export const DEFAULT_STARTUP_TIMEOUT_MS = 15_000;

export interface StartDevnetOptions {
  /** Which chains to run; defaults to devnetChainConfigs() (the default ports, or the env overrides). */
  chains?: readonly DevnetChainConfig[];
  /** Seconds between blocks. Without it anvil mines a block per transaction, which suits tests. */
  blockTime?: number;
  /** Receives anvil's output (prefixed by chain id) and deployment progress. Silent without it. */
  log?: (line: string) => void;
  /** How long each anvil gets to answer eth_chainId. */
  startupTimeoutMs?: number;
  /**
   * Writes the starting history (collectibles, transfers; see seed-plan.ts), fills the swap pools
   * (swap-pools.ts) and registers the dev Farcaster account (farcaster.ts). Default true. Without it the
   * chain holds only the deployments and the tokens' initial funding.
   */
  seed?: boolean;
}

export interface RunningDevnetChain {
  id: number;
  name: string;
  port: number;
  rpcUrl: string;
  /** The anvil process id. */
  pid: number;
}

/** One anvil snapshot id per chain, in `chains` order. */
export type DevnetSnapshot = readonly Hex[];

export interface Devnet {
  chains: readonly RunningDevnetChain[];
  contracts: DevnetContracts;
  /** Snapshots every chain. */
  snapshot(): Promise<DevnetSnapshot>;
  /** Reverts every chain to the snapshot. Anvil drops a snapshot once reverted to: take a new one to revert again. */
  revert(snapshot: DevnetSnapshot): Promise<void>;
  /** Stops every anvil and resolves once they have exited. Safe to call more than once. */
  stop(): Promise<void>;
}

function validateOptions(chains: readonly DevnetChainConfig[], blockTime: number | undefined): void {
  if (blockTime !== undefined && !(Number.isFinite(blockTime) && blockTime > 0)) {
    throw new DevnetError('Invalid block time', {
      code: 'INVALID_OPTION',
      details: `blockTime must be a positive number of seconds, got ${blockTime}.`,
    });
  }
  const ports = new Set<number>();
  for (const chain of chains) {
    if (ports.has(chain.port)) {
      throw new DevnetError('Invalid devnet port', {
        code: 'INVALID_PORT',
        details: `Port ${chain.port} is given to more than one devnet chain.`,
      });
    }
    ports.add(chain.port);
  }
}

export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const chains = options.chains ?? devnetChainConfigs();
  const { blockTime, log } = options;
  const seed = options.seed ?? true;
  const startupTimeoutMs = options.startupTimeoutMs ?? DEFAULT_STARTUP_TIMEOUT_MS;
  validateOptions(chains, blockTime);
  // All ports are checked before any anvil starts, so a taken port leaves nothing behind.
  for (const chain of chains) await assertPortFree(chain.port, `${chain.name} (chain ${chain.id})`);
  const binary = resolveAnvilBinary();
  // The history is dated back from now, so the chain must begin before it (seed.ts brings the clock
  // back to now). Interval mining dates blocks itself, so there the chain simply starts now.
  const genesisTimestamp =
    seed && blockTime === undefined ? Math.floor(Date.now() / 1000) - DEVNET_HISTORY_SPAN_SECONDS : undefined;

  const anvils: AnvilProcess[] = chains.map((chain) =>
    spawnAnvil({ binary, chain, blockTime, genesisTimestamp, log }),
  );
  // If this process exits without stop() (an uncaught error, process.exit), the anvils go with it.
  const killAllNow = (): void => {
    for (const anvil of anvils) anvil.killNow();
  };
  process.once('exit', killAllNow);
  const stop = async (): Promise<void> => {
    await Promise.all(anvils.map((anvil) => anvil.stop()));
    process.off('exit', killAllNow);
  };

  try {
    await Promise.all(
      chains.map((chain, index) =>
        waitForRpc({
          rpcUrl: devnetRpcUrl(chain.port),
          expectedChainId: chain.id,
          chainName: `${chain.name} (chain ${chain.id}, port ${chain.port})`,
          anvil: anvils[index] as AnvilProcess,
          timeoutMs: startupTimeoutMs,
        }),
      ),
    );
    const deployed = await Promise.all(
      chains.map(async (chain) => {
        const rpcUrl = devnetRpcUrl(chain.port);
        const contracts = await deployDevnetContracts({ chain: devnetViemChain(chain), rpcUrl, log });
        if (seed) {
          // After the history, not alongside it: the history mines its own back-dated blocks.
          await seedDevnetHistory({ rpcUrl, log });
          await seedDevnetLiquidity({ rpcUrl, log });
          await seedDevnetFarcaster({ rpcUrl, log });
        }
        return contracts;
      }),
    );
    const contracts = deployed[0] as DevnetContracts;
    const testClients = chains.map((chain) =>
      createTestClient({
        mode: 'anvil',
        chain: devnetViemChain(chain),
        transport: http(devnetRpcUrl(chain.port)),
      }),
    );

    return {
      chains: chains.map((chain, index) => ({
        id: chain.id,
        name: chain.name,
        port: chain.port,
        rpcUrl: devnetRpcUrl(chain.port),
        pid: anvils[index]?.pid as number,
      })),
      contracts,
      snapshot: () => Promise.all(testClients.map((client) => client.snapshot())),
      async revert(snapshot) {
        if (snapshot.length !== testClients.length) {
          throw new DevnetError('Cannot revert the devnet', {
            code: 'REVERT_FAILED',
            details: `The snapshot has ${snapshot.length} ids, but the devnet runs ${testClients.length} chains.`,
          });
        }
        const results = await Promise.all(
          testClients.map((client, index) =>
            client.request({ method: 'evm_revert', params: [snapshot[index] as Hex] }),
          ),
        );
        // viem types evm_revert as void, but anvil answers false for an unknown (or already used) id.
        const failed = chains.filter((_, index) => (results[index] as unknown) === false);
        if (failed.length > 0) {
          throw new DevnetError('Cannot revert the devnet', {
            code: 'REVERT_FAILED',
            details: `Unknown snapshot id on chain ${failed.map((chain) => chain.id).join(', ')}; a snapshot can be reverted to only once.`,
          });
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
