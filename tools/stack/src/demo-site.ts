// The demo site's part of the stack: bundling apps/demo and the /config.json it reads at start.
import { readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build } from 'esbuild';

const ROOT = join(import.meta.dirname, '../../..');
export const DEMO_DIR = join(ROOT, 'apps/demo');

/** One devnet chain as the demo page needs it: `port` feeds core's localDevnet, `rpcUrl` the dev wallet. */
export interface DemoChainConfig {
  id: number;
  name: string;
  rpcUrl: string;
  port: number;
}

/** What GET /config.json answers. */
export interface DemoConfig {
  chains: DemoChainConfig[];
  contracts: Record<string, string>;
  devWalletScriptUrl: string;
  /** The Walletport server the demo passes to createAppKit as `apiUrl` (wallet registry, see docs/server.md). */
  apiUrl?: string;
  /** The local WalletConnect relay the demo passes to createAppKit as `relayUrl`. */
  relayUrl?: string;
  /** The dev wallet's WalletConnect page, pointed at this relay and these devnet ports (query parameters). */
  devWalletWcPageUrl?: string;
  /** The embedded-wallet frame the demo passes to createAppKit as `embeddedWalletUrl`. */
  embeddedWalletUrl?: string;
  /** The local mailbox page (login codes). */
  mailboxUrl?: string;
  /** The local Solana chain (tools/solnet): its JSON-RPC port feeds core's localSolana; `mint` is WPUSD's. */
  solana?: DemoSolanaConfig;
}

export interface DemoSolanaConfig {
  rpcUrl: string;
  port: number;
  mint: string;
}

export function demoConfig(input: {
  chains: readonly { id: number; name: string; rpcUrl: string; port: number }[];
  contracts: Readonly<Record<string, string>>;
  devWalletScriptUrl: string;
  /** The running server's URL; left out, the demo's modal falls back to its bundled wallet list. */
  apiUrl?: string;
  /** The running relay's URL; left out, the demo gives the SDK no relayUrl. */
  relayUrl?: string;
  embeddedWalletUrl?: string;
  mailboxUrl?: string;
  solana?: DemoSolanaConfig;
}): DemoConfig {
  return {
    chains: input.chains.map(({ id, name, rpcUrl, port }) => ({ id, name, rpcUrl, port })),
    contracts: { ...input.contracts },
    devWalletScriptUrl: input.devWalletScriptUrl,
    ...(input.apiUrl === undefined ? {} : { apiUrl: input.apiUrl }),
    ...(input.embeddedWalletUrl === undefined ? {} : { embeddedWalletUrl: input.embeddedWalletUrl }),
    ...(input.mailboxUrl === undefined ? {} : { mailboxUrl: input.mailboxUrl }),
    ...(input.solana === undefined ? {} : { solana: { ...input.solana } }),
    ...(input.relayUrl === undefined
      ? {}
      : {
          relayUrl: input.relayUrl,
          devWalletWcPageUrl: devWalletWcPageUrl(
            input.devWalletScriptUrl,
            input.relayUrl,
            input.chains,
            input.solana?.rpcUrl,
          ),
        }),
  };
}

/**
 * The WalletConnect page sits next to the page script (dev wallet's dist/wc.html). Its query parameters
 * carry the relay and the chains, because its defaults are the standard ports and a stack may use others.
 */
function devWalletWcPageUrl(
  devWalletScriptUrl: string,
  relayUrl: string,
  chains: readonly { id: number; name: string; rpcUrl: string }[],
  solanaRpcUrl: string | undefined,
): string {
  const url = new URL('wc.html', devWalletScriptUrl);
  url.searchParams.set('relayUrl', relayUrl);
  if (solanaRpcUrl !== undefined) url.searchParams.set('solanaRpcUrl', solanaRpcUrl);
  url.searchParams.set(
    'walletport-dev-wallet',
    JSON.stringify({ chains: chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })) }),
  );
  return url.href;
}

/**
 * Bundles the React demo with code splitting (the modal and its views arrive as separate chunks, as in a
 * real app). Files left from older builds are removed afterwards, so dist/ holds exactly this build.
 */
export async function buildDemo(outdir = join(DEMO_DIR, 'dist')): Promise<void> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [join(DEMO_DIR, 'src/main.tsx')],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    sourcemap: true,
    metafile: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
    conditions: ['walletport-source'],
    // React and wagmi read process.env.NODE_ENV; the stack serves a development build.
    define: { 'process.env.NODE_ENV': '"development"' },
  });
  const produced = new Set(Object.keys(result.metafile.outputs).map((path) => join(ROOT, path)));
  await removeStale(outdir, produced);
}

async function removeStale(dir: string, keep: ReadonlySet<string>): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && !keep.has(path) && !relative(dir, path).startsWith('..')) await rm(path);
  }
}
