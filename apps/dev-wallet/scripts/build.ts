/**
 * Bundles the in-page wallet (core + approval UI) with esbuild:
 *   extension/dist/inpage.js  the MV3 content script ("world": "MAIN")
 *   dist/dev-wallet.js        the same code as a page script, for people who do not load extensions
 * Run: npx tsx apps/dev-wallet/scripts/build.ts   (or npm run build -w @walletport/dev-wallet)
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const extensionDir = join(appDir, 'extension');
export const inpageBundlePath = join(extensionDir, 'dist', 'inpage.js');
export const pageScriptPath = join(appDir, 'dist', 'dev-wallet.js');

export async function buildDevWallet(): Promise<{ outputs: string[] }> {
  const entry = join(appDir, 'src', 'entries', 'install-in-page.ts');
  const outputs = [inpageBundlePath, pageScriptPath];
  await Promise.all(
    outputs.map((outfile) =>
      build({
        entryPoints: [entry],
        outfile,
        bundle: true,
        // An IIFE keeps every name out of the page's global scope.
        format: 'iife',
        platform: 'browser',
        // MAIN-world content scripts need Chromium 111+.
        target: ['chrome111', 'firefox115', 'safari16'],
        minify: true,
        sourcemap: true,
        legalComments: 'none',
        logLevel: 'warning',
        banner: { js: '/* Walletport Dev Wallet: public test keys, for local devnets only. */' },
      }),
    ),
  );
  return { outputs };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { outputs } = await buildDevWallet();
  for (const output of outputs) console.log(`built ${output}`);
}
