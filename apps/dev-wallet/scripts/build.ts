/**
 * Bundles the in-page wallet (core + approval UI) with esbuild:
 *   extension/dist/inpage.js  the MV3 content script ("world": "MAIN")
 *   extension/dist/bridge.js  the ISOLATED-world content script that hands it extension/stack-config.json
 *   dist/dev-wallet.js        the same code as a page script, for people who do not load extensions
 * and the WalletConnect wallet page (the WalletConnect sign-client + the same wallet core):
 *   dist/wc.html, dist/wc.js  served as /wc.html next to dev-wallet.js
 * Run: npx tsx apps/dev-wallet/scripts/build.ts   (or npm run build -w @walletport/dev-wallet)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build } from 'esbuild';

export const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const extensionDir = join(appDir, 'extension');
export const inpageBundlePath = join(extensionDir, 'dist', 'inpage.js');
export const bridgeBundlePath = join(extensionDir, 'dist', 'bridge.js');
/** Where `npm start` writes the devnet's RPC URLs for the extension (git-ignored; see src/inpage/stack-config.ts). */
export const extensionStackConfigPath = join(extensionDir, 'stack-config.json');
export const pageScriptPath = join(appDir, 'dist', 'dev-wallet.js');
export const wcPageHtmlPath = join(appDir, 'dist', 'wc.html');
export const wcPageScriptPath = join(appDir, 'dist', 'wc.js');

/** The page shell; everything visible is built by wc.js. The script is relative so any mount point works. */
const wcPageHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>Walletport Dev Wallet · WalletConnect</title>
    <!-- No favicon request: a 404 for it would be the only error in the console. -->
    <link rel="icon" href="data:," />
  </head>
  <body>
    <p>Starting the wallet…</p>
    <script type="module" src="./wc.js"></script>
  </body>
</html>
`;

/** What every dev-wallet bundle shares: minified browser code with source maps. */
const BROWSER_BUNDLE: BuildOptions = {
  bundle: true,
  platform: 'browser',
  // MAIN-world content scripts need Chromium 111+.
  target: ['chrome111', 'firefox115', 'safari16'],
  minify: true,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
};

async function buildWcPage(): Promise<string[]> {
  await build({
    entryPoints: [join(appDir, 'src', 'entries', 'wc-page.ts')],
    outfile: wcPageScriptPath,
    ...BROWSER_BUNDLE,
    format: 'esm',
    // The SDK reads process.env in a few places guarded by typeof checks; nothing else of Node is needed.
    define: { global: 'globalThis' },
    banner: {
      js: '/* Walletport Dev Wallet (WalletConnect page): public test keys, for local devnets only. */',
    },
  });
  await mkdir(dirname(wcPageHtmlPath), { recursive: true });
  await writeFile(wcPageHtmlPath, wcPageHtml);
  return [wcPageHtmlPath, wcPageScriptPath];
}

export async function buildDevWallet(): Promise<{ outputs: string[] }> {
  const entry = join(appDir, 'src', 'entries', 'install-in-page.ts');
  const inpageOutputs = [inpageBundlePath, pageScriptPath];
  const [wcOutputs] = await Promise.all([
    buildWcPage(),
    build({
      entryPoints: [join(appDir, 'src', 'entries', 'extension-bridge.ts')],
      outfile: bridgeBundlePath,
      ...BROWSER_BUNDLE,
      format: 'iife',
    }),
    ...inpageOutputs.map((outfile) =>
      build({
        entryPoints: [entry],
        outfile,
        ...BROWSER_BUNDLE,
        // An IIFE keeps every name out of the page's global scope.
        format: 'iife',
        banner: { js: '/* Walletport Dev Wallet: public test keys, for local devnets only. */' },
      }),
    ),
  ]);
  return { outputs: [...inpageOutputs, bridgeBundlePath, ...wcOutputs] };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { outputs } = await buildDevWallet();
  for (const output of outputs) console.log(`built ${output}`);
}
