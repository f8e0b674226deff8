/**
 * The same host pages built with Vite (8, Rolldown inside), the bundler most apps use. Vite's manifest
 * says which chunks each entry imports statically (loaded before the first click) and which only
 * dynamically (on demand), like esbuild's metafile does in build.ts. Both are measured because the two
 * bundlers differ a lot on this page: esbuild's code splitting keeps far more of viem before the first
 * click than Rolldown does (see bench/README.md), and a budget only on one of them would hide the other.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Manifest } from 'vite';
import { BenchBuildError, HOST_PAGES, type HostPageName, type LoadPhase, REPO_ROOT } from './build.js';
import { addSizes, compressedSizes, subtractSizes, ZERO_SIZES, type ByteSizes } from './sizes.js';

/** The first-open roots, as Vite's manifest keys them (source paths relative to the repository root). */
const MODAL_OPEN_SOURCES = [
  /^packages\/react\/src\/modal\/mount\.tsx?$/,
  /^packages\/react\/src\/views\/connect\/ConnectView\.tsx?$/,
];

export interface ViteBuiltPage {
  name: HostPageName;
  outDir: string;
  manifest: Manifest;
  /** The manifest key of the page's entry (its source path). */
  entry: string;
}

export interface VitePageBytes {
  name: HostPageName;
  beforeClick: LoadPhase;
  /** The modal mount and first view with their static imports, minus what was already loaded; null without a modal. */
  modalOpen: LoadPhase | null;
}

export interface ViteHostPagesBytes {
  reactOnly: VitePageBytes;
  walletport: VitePageBytes;
  walletportWithoutAdapter: VitePageBytes;
  aboveReactBeforeClick: ByteSizes;
}

/** The one set of Vite output settings every bench page is built with: ES2022, minified, a manifest. */
export function productionBuildOptions(outDir: string, input: string) {
  return {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    manifest: true,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: { input },
  };
}

/** Same settings as the esbuild build: workspace sources, production React, ES2022, minified. */
export async function buildHostPageWithVite(name: HostPageName, outRoot: string): Promise<ViteBuiltPage> {
  const outDir = resolve(outRoot, `vite-${name}`);
  const entry = HOST_PAGES[name];
  try {
    await build({
      configFile: false,
      root: REPO_ROOT,
      logLevel: 'silent',
      mode: 'production',
      resolve: { conditions: ['walletport-source', 'module', 'browser', 'production'] },
      define: { 'process.env.NODE_ENV': '"production"' },
      build: productionBuildOptions(outDir, entry),
    });
  } catch (error) {
    throw new BenchBuildError(`Building bench page "${name}" with Vite failed: ${String(error)}`, {
      cause: error,
    });
  }
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  if (!manifest[entry]) throw new BenchBuildError(`Vite's manifest has no entry for ${entry}`);
  return { name, outDir, manifest, entry };
}

/** Manifest keys of `roots` and everything they import statically, transitively. */
function staticKeys(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return [...seen];
}

function measureKeys(page: ViteBuiltPage, keys: readonly string[]): LoadPhase {
  const files = [
    ...new Set(keys.map((key) => page.manifest[key]?.file).filter((file) => file !== undefined)),
  ];
  const sizes = files
    .filter((file) => file.endsWith('.js'))
    .map((file) => compressedSizes(readFileSync(join(page.outDir, file))))
    .reduce(addSizes, ZERO_SIZES);
  return { files: files.sort(), sizes };
}

export function analyseVitePage(page: ViteBuiltPage, withModal: boolean): VitePageBytes {
  const eager = staticKeys(page.manifest, [page.entry]);
  let modalOpen: LoadPhase | null = null;
  if (withModal) {
    const roots = MODAL_OPEN_SOURCES.map((pattern) =>
      Object.keys(page.manifest).find((key) => pattern.test(key)),
    );
    if (roots.some((root) => root === undefined)) {
      throw new BenchBuildError(
        `the modal or the first view is not a chunk of its own in the Vite build of "${page.name}"`,
      );
    }
    const eagerSet = new Set(eager);
    modalOpen = measureKeys(
      page,
      staticKeys(page.manifest, roots as string[]).filter((key) => !eagerSet.has(key)),
    );
  }
  return { name: page.name, beforeClick: measureKeys(page, eager), modalOpen };
}

/** Builds the three host pages with Vite under `outRoot` and measures them. */
export async function measureHostPagesWithVite(outRoot: string): Promise<ViteHostPagesBytes> {
  const reactOnly = analyseVitePage(await buildHostPageWithVite('react-only', outRoot), false);
  const walletport = analyseVitePage(await buildHostPageWithVite('walletport', outRoot), true);
  const walletportWithoutAdapter = analyseVitePage(
    await buildHostPageWithVite('walletport-no-adapter', outRoot),
    false,
  );
  return {
    reactOnly,
    walletport,
    walletportWithoutAdapter,
    aboveReactBeforeClick: subtractSizes(walletport.beforeClick.sizes, reactOnly.beforeClick.sizes),
  };
}
