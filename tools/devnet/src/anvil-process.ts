/** One anvil child process: its arguments, its output, and a stop that waits until it is gone. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import {
  DEVNET_ACCOUNT_BALANCE_ETH,
  DEVNET_ACCOUNT_COUNT,
  DEVNET_HOST,
  DEVNET_MNEMONIC,
  type DevnetChainConfig,
} from './chains.js';

/** Lines of output kept for error messages when anvil dies during startup. */
const OUTPUT_TAIL_LINES = 20;
/** How long anvil gets to exit after SIGTERM before it is killed outright. */
const STOP_GRACE_MS = 3_000;

export interface AnvilExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the process could not be started at all (e.g. ENOENT). */
  error?: Error;
}

export interface AnvilProcess {
  pid: number | undefined;
  /** Settles once the process is gone; never rejects. */
  exited: Promise<AnvilExit>;
  hasExited(): boolean;
  /** The last lines anvil printed, for error messages. */
  recentOutput(): string;
  /** Synchronous kill for 'exit' handlers, where nothing can be awaited. */
  killNow(): void;
  stop(): Promise<void>;
}

export interface AnvilProcessOptions {
  binary: string;
  chain: DevnetChainConfig;
  /** Seconds between blocks; undefined means automine (a block per transaction). */
  blockTime?: number;
  /** The first block's unix time; anvil's clock runs on from there. Default: now. */
  genesisTimestamp?: number;
  log?: (line: string) => void;
}

export function anvilArgs(chain: DevnetChainConfig, blockTime?: number, genesisTimestamp?: number): string[] {
  const args = [
    '--host',
    DEVNET_HOST,
    '--port',
    String(chain.port),
    '--chain-id',
    String(chain.id),
    '--mnemonic',
    DEVNET_MNEMONIC,
    '--accounts',
    String(DEVNET_ACCOUNT_COUNT),
    '--balance',
    String(DEVNET_ACCOUNT_BALANCE_ETH),
  ];
  if (blockTime !== undefined) args.push('--block-time', String(blockTime));
  if (genesisTimestamp !== undefined) args.push('--timestamp', String(genesisTimestamp));
  return args;
}

function waitForExit(child: ChildProcess): Promise<AnvilExit> {
  return new Promise((resolve) => {
    child.once('error', (error) => {
      // 'error' without a pid means the spawn itself failed and no 'exit' will follow.
      if (child.pid === undefined) resolve({ code: null, signal: null, error });
    });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

export function spawnAnvil(options: AnvilProcessOptions): AnvilProcess {
  // Not detached: the child stays in our process group, so a Ctrl-C in the terminal reaches it too.
  const child = spawn(options.binary, anvilArgs(options.chain, options.blockTime, options.genesisTimestamp), {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  let exited = false;
  const exitPromise = waitForExit(child).then((exit) => {
    exited = true;
    return exit;
  });

  const prefix = `[anvil ${options.chain.id}]`;
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    // Output must always be read, or anvil blocks once the pipe buffer fills up.
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > OUTPUT_TAIL_LINES) tail.shift();
      options.log?.(`${prefix} ${line}`);
    });
  }

  const killNow = (): void => {
    if (!exited) child.kill('SIGKILL');
  };

  return {
    pid: child.pid,
    exited: exitPromise,
    hasExited: () => exited,
    recentOutput: () => tail.join('\n'),
    killNow,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), STOP_GRACE_MS);
      });
      const outcome = await Promise.race([exitPromise, graceOver]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        child.kill('SIGKILL');
        await exitPromise;
      }
    },
  };
}
