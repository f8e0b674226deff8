// The dev wallet's part of the stack: its bundles, the server of the page script, and the devnet's RPC URLs
// written where the wallet reads them at every page load (apps/dev-wallet/src/inpage/stack-config.ts), so
// the wallet follows WALLETPORT_DEVNET_PORT_* instead of its built-in 8545/8546.
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import {
  parseStackConfig,
  type StackChain,
  type StackSolana,
  serializeStackConfig,
  stackConfigFileName,
} from '@walletport/dev-wallet';
import { startStaticServer } from './static-server.js';

const ROOT = join(import.meta.dirname, '../../..');
export const DEV_WALLET_DIR = join(ROOT, 'apps/dev-wallet');
export const DEV_WALLET_EXTENSION_DIR = join(DEV_WALLET_DIR, 'extension');

/**
 * Moves the extension's copy of the stack config elsewhere. Tests set it so a test run never rewrites (and
 * then removes) the file of a developer's running stack; the extension itself only reads the default place.
 */
export const STACK_CONFIG_FILE_ENV = 'WALLETPORT_DEV_WALLET_STACK_CONFIG';

export function stackConfigFile(env: NodeJS.ProcessEnv): string {
  const override = env[STACK_CONFIG_FILE_ENV];
  return override === undefined || override.trim() === ''
    ? join(DEV_WALLET_EXTENSION_DIR, stackConfigFileName)
    : resolve(override);
}

/** The files Chromium loads when the extension is (re)loaded; a change to any needs a reload there. */
const extensionCodeFiles = ['manifest.json', 'dist/inpage.js', 'dist/bridge.js'].map((file) =>
  join(DEV_WALLET_EXTENSION_DIR, file),
);

async function readOrNull(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch(() => null);
}

/**
 * Builds the extension and the page script. Chromium keeps an extension's content scripts from when it was
 * loaded, so the result says whether they changed: only then must a developer reload the extension.
 */
export async function buildDevWalletBundles(): Promise<{ extensionChanged: boolean }> {
  const before = await Promise.all(extensionCodeFiles.map(readOrNull));
  const { buildDevWallet } = await import('@walletport/dev-wallet/build');
  await buildDevWallet();
  const after = await Promise.all(extensionCodeFiles.map(readOrNull));
  return { extensionChanged: after.some((text, index) => text !== before[index]) };
}

/** The local Solana chain, for the dev wallet's `solana:localnet` (where it sends; the WPUSD mint). */
export type DevWalletSolana = StackSolana;

export interface DevWalletPart {
  /** The server of the page script (and of the extension's folder). */
  url: string;
  scriptUrl: string;
  /** Where the page script reads the RPC URLs (next to itself). */
  stackConfigUrl: string;
  /** Where the extension reads them. */
  stackConfigFile: string;
  /** The RPC URLs the wallet uses, exactly as it reads them. */
  rpc: StackChain[];
  /** The Solana chain the wallet sends to, when the stack runs one. */
  solana?: DevWalletSolana;
  stop(): Promise<void>;
}

/** Replaces the file in one rename, so the extension never reads half of it. */
async function writeWhole(file: string, text: string): Promise<void> {
  const partial = join(dirname(file), `.${stackConfigFileName}.${process.pid}.tmp`);
  await writeFile(partial, text);
  await rename(partial, file);
}

/** The file was written by another stack process that still runs (its pid is in the file). */
function writtenByRunningStack(text: string | null): text is string {
  let pid: unknown;
  try {
    pid = (JSON.parse(text ?? '') as { pid?: unknown }).pid;
  } catch {
    return false;
  }
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Writes the stack config and serves the page script. A second stack (a test run next to a developer's
 * `npm start`) takes the file over while it runs; on stop it hands the file back to the stack it found there
 * if that one still runs, removes it otherwise (no stale ports for the wallet to try), and leaves it alone
 * when yet another stack has written its own since.
 */
export async function startDevWalletPart(options: {
  port: number;
  chains: readonly StackChain[];
  stackConfigFile: string;
  solana?: DevWalletSolana;
}): Promise<DevWalletPart> {
  const text = serializeStackConfig(options.chains, {
    pid: process.pid,
    ...(options.solana && { solana: options.solana }),
  });
  const file = options.stackConfigFile;
  const found = await readOrNull(file);
  await writeWhole(file, text);
  const removeFile = async () => {
    if ((await readOrNull(file)) !== text) return;
    if (writtenByRunningStack(found)) await writeWhole(file, found);
    else await rm(file, { force: true });
  };
  try {
    const server = await startStaticServer({
      roots: [join(DEV_WALLET_DIR, 'dist'), DEV_WALLET_EXTENSION_DIR],
      port: options.port,
      routes: {
        // Pages on any local port include the page script, so they fetch this from another origin.
        [`/${stackConfigFileName}`]: () => ({
          type: 'application/json; charset=utf-8',
          body: text,
          headers: { 'access-control-allow-origin': '*' },
        }),
      },
    });
    return {
      url: server.url,
      scriptUrl: `${server.url}/dev-wallet.js`,
      stackConfigUrl: `${server.url}/${stackConfigFileName}`,
      stackConfigFile: file,
      rpc: parseStackConfig(text).chains,
      ...(options.solana && { solana: options.solana }),
      async stop() {
        await server.close();
        await removeFile();
      },
    };
  } catch (error) {
    await removeFile();
    throw error;
  }
}

/**
 * What `npm start` prints about the dev wallet: the RPC URLs it uses and where it reads them (`table`, for
 * the list of URLs), and how to load it with the one manual step that can remain: reloading the extension
 * after its code changed (`instructions`).
 */
export function describeDevWallet(part: DevWalletPart & { extensionChanged: boolean }): {
  table: string;
  instructions: string;
} {
  const rpc = part.rpc.map((chain) => `${chain.rpcUrl} (chain ${chain.id})`).join(', ');
  const reloadStep =
    'open chrome://extensions and press the reload icon on the "Walletport Dev Wallet" card once';
  // Chromium keeps the content scripts it loaded; only the RPC URLs are read anew on every page load.
  const reload = part.extensionChanged
    ? `This start rebuilt the extension's code: if it is loaded, ${reloadStep}, then reload your pages.`
    : `The extension reads the RPC URLs above on every page load: new ports need no reload. If its panel shows
no "RPC" line, the loaded copy is older than this: ${reloadStep}.`;
  const solana = part.solana ? `\n  Dev wallet Solana  ${part.solana.rpcUrl} (solana:localnet)` : '';
  return {
    table: `  Dev wallet RPC     ${rpc}${solana}
                     (read by the extension from ${part.stackConfigFile},
                      by the page script from ${part.stackConfigUrl})`,
    instructions: `Use the dev wallet in Chromium: open chrome://extensions, turn on Developer mode, choose "Load unpacked"
and select ${DEV_WALLET_EXTENSION_DIR}. Or click "use the page-script dev wallet" on the demo site.
${reload}
The panel shows the RPC URL the wallet uses and says so when nothing answers there.
The dev wallet uses the public test mnemonic: never send real funds to its accounts.`,
  };
}
