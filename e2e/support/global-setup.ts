import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildCoreBundle } from './core.js';
import { type E2eStack, stackEnvVar, stackReadyPrefix } from './stack.js';

const ROOT = join(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 120_000;

export interface StackUrls {
  demo: string;
  /** The Walletport server (apiUrl). */
  server: string;
  /** The local WalletConnect relay (relayUrl). */
  relay: string;
  /** The embedded-wallet frame (embeddedWalletUrl) and the local mailbox page. */
  frame: string;
  mailbox: string;
  /** The onramp sandbox (tools/onramp-sandbox): the server's onramp provider and its checkout pages. */
  onramp: string;
  /** The local identity provider (tools/idp): every social login's provider. */
  idp: string;
  rpc: { id: number; name: string; url: string }[];
  /** The local Solana chain (tools/solnet). */
  solana: { rpc: string; ws: string; caipNetworkId: string };
}

/** Starts tools/stack's startStack on free ports in support/stack-process.ts and waits for its URLs. */
export function startStackProcess(): Promise<{ child: ChildProcess; urls: StackUrls }> {
  const child = spawn(
    process.execPath,
    ['--conditions=walletport-source', '--import', 'tsx', join(import.meta.dirname, 'stack-process.ts')],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`The e2e stack did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
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
      reject(new Error(`The e2e stack exited with code ${code} before it was ready:\n${output}`));
    });
  });
}

export function stopStackProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts devnet, server, dev wallet and demo on free ports (the way `npm start` does) for every test file. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now();
  const [{ child, urls }, coreBundle] = await Promise.all([
    startStackProcess(),
    buildCoreBundle(join(ROOT, '.cache/e2e')),
  ]);
  const shared: E2eStack = {
    demo: urls.demo,
    frame: urls.frame,
    mailbox: urls.mailbox,
    onramp: urls.onramp,
    idp: urls.idp,
    chains: urls.rpc.map(({ id, name, url }) => ({ id, name, rpcUrl: url })),
    solana: { rpcUrl: urls.solana.rpc, caipNetworkId: urls.solana.caipNetworkId },
    coreBundle,
  };
  // Workers start after global setup, so they inherit this.
  process.env[stackEnvVar] = JSON.stringify(shared);
  console.log(
    `» e2e stack ready in ${((performance.now() - started) / 1000).toFixed(1)} s at ${shared.demo}`,
  );
  return () => stopStackProcess(child);
}
