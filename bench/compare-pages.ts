/**
 * The pages of the product comparison: React only (the baseline), Walletport, RainbowKit and Reown
 * AppKit, each built with Vite (8, Rolldown) into `<outRoot>/compare-<name>/` with an index.html like the
 * one Vite's HTML plugin writes, so the browser loads what such an app would serve. For each product the
 * probe selectors say what "connect button" and "first wallet row" mean in its DOM.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Manifest, type Plugin } from 'vite';
import { BenchBuildError, HOST_PAGES, REPO_ROOT } from './build.js';
import type { ProbeSelectors } from './probe.js';
import { productionBuildOptions } from './vite-build.js';

export type ComparedPageName = 'react-only' | 'walletport' | 'rainbowkit' | 'appkit';

export interface ComparedPage {
  name: ComparedPageName;
  label: string;
  /** The page module, relative to the repository root. */
  source: string;
  /**
   * Resolve workspace packages to their TypeScript sources (the `walletport-source` export condition), as
   * bench/vite-build.ts does. Off for the competitors: with it, lit (AppKit's UI library) would resolve
   * to its unminified development build and AppKit would be measured with debug code it never ships.
   */
  workspaceSources: boolean;
  /** What the probe looks for: the connect button, the dialog and the first wallet row (`firstView`). */
  selectors: ProbeSelectors;
  /** false: the page is only loaded, never clicked (the baseline has no modal). */
  clicked: boolean;
}

export const COMPARED_PAGES: readonly ComparedPage[] = [
  {
    name: 'react-only',
    label: 'React only',
    source: HOST_PAGES['react-only'],
    workspaceSources: true,
    selectors: { button: 'button', dialog: '[role="dialog"]', firstView: '[role="dialog"] button' },
    clicked: false,
  },
  {
    name: 'walletport',
    label: 'Walletport',
    source: HOST_PAGES.walletport,
    workspaceSources: true,
    // The Connect view's wallet rows are <button>s tagged with their section (WalletSection.tsx); the
    // loading placeholders are not buttons, so the first match is a real entry.
    selectors: {
      button: 'button',
      dialog: '[role="dialog"]',
      firstView: '[role="dialog"] button[data-wallet-section]',
    },
    clicked: true,
  },
  {
    name: 'rainbowkit',
    label: 'RainbowKit 2.2.11',
    source: 'bench/competitors/pages/rainbowkit.mts',
    workspaceSources: false,
    // RainbowKit's own test ids: the ConnectButton, and one per wallet option in the desktop modal.
    selectors: {
      button: 'button[data-testid="rk-connect-button"]',
      dialog: '[role="dialog"]',
      firstView: '[role="dialog"] [data-testid^="rk-wallet-option-"]',
    },
    clicked: true,
  },
  {
    name: 'appkit',
    label: 'Reown AppKit 1.8.24',
    source: 'bench/competitors/pages/appkit.mts',
    workspaceSources: false,
    // Lit components in nested shadow roots, which the probe watches one by one: <wui-connect-button>'s
    // inner <button> once it is not in its loading state, the modal card (role="alertdialog"), and the
    // <button> inside each <wui-list-wallet> (the only buttons carrying data-all-wallets).
    selectors: {
      button: 'button[data-loading="false"]',
      dialog: '[role="alertdialog"]',
      firstView: 'button[data-all-wallets]',
    },
    clicked: true,
  },
];

export interface BuiltComparedPage {
  page: ComparedPage;
  /** URL path of the page's index.html on the bench server (which serves `outRoot`). */
  path: string;
}

function directoryName(page: ComparedPage): string {
  return `compare-${page.name}`;
}

/** Manifest keys of `root` and everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, root: string): string[] {
  const seen = new Set<string>();
  const pending = [root];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return [...seen];
}

/** What Vite's HTML plugin emits for a module entry: the script, modulepreload for its static imports, CSS. */
function indexHtml(page: ComparedPage, manifest: Manifest, base: string): string {
  const entry = manifest[page.source];
  if (!entry) throw new BenchBuildError(`Vite's manifest has no entry for ${page.source}`);
  const chunks = staticClosure(manifest, page.source);
  const preloads = chunks
    .filter((key) => key !== page.source)
    .map((key) => manifest[key]?.file)
    .filter((file) => file !== undefined);
  const styles = [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))];
  const lines = [
    ...styles.map((file) => `    <link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...preloads.map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">`),
  ];
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Walletport bench: ${page.label}</title>
    <script type="module" crossorigin src="${base}${entry.file}"></script>
${lines.join('\n')}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/** Fails the build if a module of a second react or react-dom copy (bench/competitors') was bundled. */
function oneReactCopy(): Plugin {
  const otherCopy = /bench\/competitors\/node_modules\/(react|react-dom|scheduler)\//;
  return {
    name: 'walletport-bench-one-react',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        const stray = output.type === 'chunk' ? output.moduleIds.find((id) => otherCopy.test(id)) : undefined;
        if (stray) this.error(`a second React copy was bundled: ${stray}`);
      }
    },
  };
}

/** Builds one page with the settings of bench/vite-build.ts (plus one React, see below). */
export async function buildComparedPage(page: ComparedPage, outRoot: string): Promise<BuiltComparedPage> {
  const outDir = resolve(outRoot, directoryName(page));
  // Served from /compare-<name>/, so chunk URLs (and Vite's preload helper) must carry that base.
  const base = `/${directoryName(page)}/`;
  const conditions = page.workspaceSources
    ? ['walletport-source', 'module', 'browser', 'production']
    : ['module', 'browser', 'production'];
  try {
    await build({
      configFile: false,
      root: REPO_ROOT,
      base,
      logLevel: 'silent',
      mode: 'production',
      // bench/competitors has its own react and react-dom (npm installs peers); every page must use the
      // root's copy, so the React-only baseline is the same React the other pages carry.
      resolve: { conditions, dedupe: ['react', 'react-dom'] },
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [oneReactCopy()],
      build: productionBuildOptions(outDir, page.source),
    });
  } catch (error) {
    throw new BenchBuildError(`Building comparison page "${page.name}" with Vite failed: ${String(error)}`, {
      cause: error,
    });
  }
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  writeFileSync(join(outDir, 'index.html'), indexHtml(page, manifest, base));
  return { page, path: `${base}index.html` };
}

/** Builds the pages one after the other (a bench machine's cores are shared; parallel builds thrash). */
export async function buildComparedPages(
  pages: readonly ComparedPage[],
  outRoot: string,
): Promise<BuiltComparedPage[]> {
  const built: BuiltComparedPage[] = [];
  for (const page of pages) built.push(await buildComparedPage(page, outRoot));
  return built;
}
