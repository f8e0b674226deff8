/** Shared test helpers: ports that never collide with a running dev stack, and process checks. */
import type { DevnetChainConfig } from '../src/chains.js';
import { findFreePorts } from '../src/ports.js';

/** Distinct OS-chosen free ports, so tests never touch 8545/8546 or each other. */
export const distinctFreePorts = (count: number): Promise<number[]> => findFreePorts(count);

export async function testChains(): Promise<DevnetChainConfig[]> {
  const [first, second] = await distinctFreePorts(2);
  return [
    { id: 31337, name: 'Walletport Devnet', port: first as number },
    { id: 31338, name: 'Walletport Devnet 2', port: second as number },
  ];
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Polls until the process is gone (it may take a moment after its parent exits). */
export async function waitUntilGone(pid: number, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}
