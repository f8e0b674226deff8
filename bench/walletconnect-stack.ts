/**
 * Starts the local stack (devnet, relay, server, dev wallet, demo) for the WalletConnect bench in a child
 * process (walletconnect-stack-process.ts) and reads the demo's /config.json for the relay and the dev
 * wallet's WalletConnect page, as the e2e suite does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { type StackUrls, stopStackProcess } from '../e2e/support/global-setup.js';
import { stackReadyPrefix } from '../e2e/support/stack.js';
import { REPO_ROOT } from './build.js';

const START_TIMEOUT_MS = 180_000;

export interface BenchStack {
  urls: StackUrls;
  /** The dev wallet's WalletConnect page, pointed at this stack's relay and devnet (demo's /config.json). */
  walletPageUrl: string;
  stop(): Promise<void>;
}

function spawnStack(log: (line: string) => void): Promise<{ child: ChildProcess; urls: StackUrls }> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=walletport-source',
      '--import',
      'tsx',
      join(REPO_ROOT, 'bench/walletconnect-stack-process.ts'),
    ],
    { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    for (const line of chunk.toString().split('\n')) if (line.startsWith('» stack:')) log(line);
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`The stack did not start within ${START_TIMEOUT_MS / 1000} s:\n${errors}`));
    }, START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith(stackReadyPrefix));
      if (line === undefined) return;
      clearTimeout(timer);
      resolve({ child, urls: JSON.parse(line.slice(stackReadyPrefix.length)) as StackUrls });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The stack exited with code ${code} before it was ready:\n${errors}`));
    });
  });
}

export async function startBenchStack(log: (line: string) => void): Promise<BenchStack> {
  const { child, urls } = await spawnStack(log);
  const stop = () => stopStackProcess(child);
  try {
    const config = (await (await fetch(`${urls.demo}/config.json`)).json()) as {
      devWalletWcPageUrl?: string;
    };
    if (config.devWalletWcPageUrl === undefined) {
      throw new Error("the demo's /config.json names no dev wallet WalletConnect page (no relay?)");
    }
    return { urls, walletPageUrl: config.devWalletWcPageUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
