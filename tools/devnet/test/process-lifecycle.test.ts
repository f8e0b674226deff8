import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertPortFree } from '../src/ports.js';
import { distinctFreePorts, waitUntilGone } from './helpers.js';

const DEVNET_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Runs a TypeScript entry point in a real child node process (tsx resolves from the repo's node_modules). */
function runTs(script: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: DEVNET_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collectOutput(child: ChildProcess): { text: () => string } {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { text: () => text };
}

function waitForOutput(child: ChildProcess, output: { text: () => string }, needle: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = (): void => {
      if (output.text().includes(needle)) {
        cleanup();
        resolve();
      }
    };
    const onExit = (code: number | null): void => {
      cleanup();
      reject(new Error(`exited with ${code} before printing ${needle}:\n${output.text()}`));
    };
    const cleanup = (): void => {
      child.stdout?.off('data', check);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', check);
    child.once('exit', onExit);
    check();
  });
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

describe('devnet processes', () => {
  it('die when the process that started them exits without stop()', async () => {
    const ports = await distinctFreePorts(2);
    const child = runTs('test/fixtures/start-then-crash.ts', ports.map(String));
    const output = collectOutput(child);
    await waitForOutput(child, output, ']');
    const pids = JSON.parse(output.text().split('\n')[0] ?? '[]') as number[];
    expect(pids).toHaveLength(2);
    expect(await exitCode(child)).toBe(1);
    for (const pid of pids) expect(await waitUntilGone(pid)).toBe(true);
  });

  it('the CLI prints URLs and addresses, and stops everything on Ctrl-C', async () => {
    const [first, second] = await distinctFreePorts(2);
    const child = runTs('src/cli.ts', [], {
      WALLETPORT_DEVNET_PORT_1: String(first),
      WALLETPORT_DEVNET_PORT_2: String(second),
    });
    const output = collectOutput(child);
    await waitForOutput(child, output, 'Press Ctrl-C to stop.');
    expect(output.text()).toContain(`http://127.0.0.1:${first}`);
    expect(output.text()).toContain(`http://127.0.0.1:${second}`);
    expect(output.text()).toContain('0x5FbDB2315678afecb367f032d93F642f64180aa3');
    child.kill('SIGINT');
    expect(await exitCode(child)).toBe(0);
    await assertPortFree(first as number, 'chain 1');
    await assertPortFree(second as number, 'chain 2');
  });

  it('the CLI reports a bad port setting and exits with code 1', async () => {
    const [port] = await distinctFreePorts(1);
    const child = runTs('src/cli.ts', [], {
      WALLETPORT_DEVNET_PORT_1: String(port),
      WALLETPORT_DEVNET_PORT_2: String(port),
    });
    const output = collectOutput(child);
    expect(await exitCode(child)).toBe(1);
    expect(output.text()).toContain(`Both devnet chains would use port ${port}`);
  });
});
