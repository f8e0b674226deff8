/**
 * The JavaScript a click on "WalletConnect" adds, read from the bench host page (b)'s builds: the chunks
 * of the wallet-connect client (what the dynamic imports in packages/core/src/walletconnect/ load, with
 * their static imports) and of the QR view, minus what loaded before the first click and on the first
 * modal open. Both builds of bench/build.ts and bench/vite-build.ts, the same inputs as the modal bench.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Metafile } from 'esbuild';
import type { Manifest } from 'vite';
import { analysePage, type BuiltPage, type LoadPhase, REPO_ROOT } from './build.js';
import {
  type ModuleBytes,
  modulesByBytes,
  packageOfModule,
  packagesByBytes,
  staticClosure,
} from './chunks.js';
import { addSizes, type ByteSizes, compressedSizes, ZERO_SIZES } from './sizes.js';
import { analyseVitePage, type ViteBuiltPage } from './vite-build.js';

/** Where the wallet-connect loader lives: every import() made by a module here loads client code. */
export const WALLET_CONNECT_LOADER_DIR = /^packages\/core\/src\/walletconnect\//;
/**
 * The client's own import()s are its fallbacks (the @noble curves and hashes for browsers without Ed25519,
 * X25519 or SHA-256 in Web Crypto): listed with what the client may load beyond its chunks, not counted.
 */
export const WALLET_CONNECT_FALLBACK_DIR = /^packages\/core\/src\/walletconnect\/client\//;
/** The view the "WalletConnect" entry opens (its QR code), itself a dynamic import of the view registry. */
export const WALLET_CONNECT_VIEW_SOURCE =
  /^packages\/react\/src\/views\/connecting-wallet-connect\/ConnectingWalletConnectView\.tsx?$/;

/** A load phase with each script's own sizes, so two measurements can be compared chunk by chunk. */
export interface PathPhase extends LoadPhase {
  perFile: { file: string; sizes: ByteSizes }[];
}

export interface WalletConnectPathBytes {
  bundler: 'vite' | 'esbuild';
  /** The sources the loader imports dynamically, as this bundler resolved them. */
  clientRoots: string[];
  /** The client's chunks not loaded before the click: the figure with the ≤ 20 KiB target. */
  client: PathPhase;
  /** The QR view's chunks not loaded before the click and not part of the client's. */
  view: PathPhase;
  /** client + view. */
  total: ByteSizes;
  /** What the client's chunks may import dynamically beyond that (not counted; Chromium says if it loads). */
  furtherLazy: PathPhase;
  /** esbuild only: the packages in the client's chunks, minified bytes before compression. */
  clientPackages?: ModuleBytes[];
  notes: string[];
}

/** Per-file gzip and brotli (each file is its own response), summed; `pathOf` finds a file on disk. */
function measure(files: readonly string[], pathOf: (file: string) => string): PathPhase {
  const sorted = [...files].sort();
  const perFile = sorted
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, sizes: compressedSizes(readFileSync(pathOf(file))) }));
  return { files: sorted, sizes: perFile.map((entry) => entry.sizes).reduce(addSizes, ZERO_SIZES), perFile };
}

function minus(files: readonly string[], ...loaded: ReadonlySet<string>[]): string[] {
  return files.filter((file) => !loaded.some((set) => set.has(file)));
}

/** Module-level dynamic imports made by the loader's modules (esbuild keeps the module graph). */
function loaderImports(metafile: Metafile): string[] {
  const targets = new Set<string>();
  for (const [module, input] of Object.entries(metafile.inputs)) {
    if (!WALLET_CONNECT_LOADER_DIR.test(module) || WALLET_CONNECT_FALLBACK_DIR.test(module)) continue;
    for (const imported of input.imports) {
      if (imported.kind === 'dynamic-import' && !imported.external) targets.add(imported.path);
    }
  }
  return [...targets].sort();
}

function outputForEntry(metafile: Metafile, source: string): string | undefined {
  return Object.keys(metafile.outputs).find(
    (file) => metafile.outputs[file]?.entryPoint === source && file.endsWith('.js'),
  );
}

function esbuildDynamicImports(metafile: Metafile, files: readonly string[]): string[] {
  return files.flatMap((file) =>
    (metafile.outputs[file]?.imports ?? [])
      .filter((imported) => imported.kind === 'dynamic-import' && !imported.external)
      .map((imported) => imported.path),
  );
}

export function walletConnectBytesEsbuild(page: BuiltPage): WalletConnectPathBytes {
  const { metafile } = page;
  const phases = analysePage(page, true);
  const loaded = new Set([...phases.beforeClick.files, ...(phases.modalOpen?.files ?? [])]);
  const notes = [...phases.notes];
  const clientRoots = loaderImports(metafile);
  if (clientRoots.length === 0) notes.push('no dynamic import in packages/core/src/walletconnect/');
  const rootFiles = clientRoots.flatMap((source) => {
    const file = outputForEntry(metafile, source);
    if (file === undefined) notes.push(`${source} has no chunk of its own (bundled statically?)`);
    return file === undefined ? [] : [file];
  });
  const viewSource = Object.keys(metafile.inputs).find((input) => WALLET_CONNECT_VIEW_SOURCE.test(input));
  const viewFile = viewSource === undefined ? undefined : outputForEntry(metafile, viewSource);
  if (viewFile === undefined) notes.push('the WalletConnect view has no chunk of its own');
  const view = minus(viewFile ? staticClosure(metafile, [viewFile]) : [], loaded);
  const client = minus(staticClosure(metafile, rootFiles), loaded, new Set(view));
  const counted = new Set([...loaded, ...view, ...client]);
  const further = [...new Set(esbuildDynamicImports(metafile, client))].filter((file) => !counted.has(file));
  const furtherFiles = minus(staticClosure(metafile, further), counted);
  const fromRoot = (file: string) => resolve(REPO_ROOT, file);
  const clientPhase = measure(client, fromRoot);
  const viewPhase = measure(view, fromRoot);
  return {
    bundler: 'esbuild',
    clientRoots,
    client: clientPhase,
    view: viewPhase,
    total: addSizes(clientPhase.sizes, viewPhase.sizes),
    furtherLazy: measure(furtherFiles, fromRoot),
    clientPackages: packagesByBytes(modulesByBytes(metafile, client)),
    notes,
  };
}

/** Manifest keys of `roots` and their static imports, transitively (as vite-build.ts reads them). */
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

/**
 * The same split in the Vite build. Its manifest has no module graph, only chunk-level dynamic imports,
 * so the client's roots are the dynamic entries esbuild found for the loader: the same source, or (for
 * a dependency, which the bundlers may resolve to different files, e.g. ESM and CommonJS builds) the
 * same package.
 */
export function walletConnectBytesVite(
  page: ViteBuiltPage,
  esbuildRoots: readonly string[],
): WalletConnectPathBytes {
  const { manifest } = page;
  const phases = analyseVitePage(page, true);
  const loaded = new Set([...phases.beforeClick.files, ...(phases.modalOpen?.files ?? [])]);
  const notes: string[] = [];
  const fileOf = (key: string) => manifest[key]?.file;
  const filesOf = (keys: readonly string[]) => [
    ...new Set(keys.map(fileOf).filter((file) => file !== undefined)),
  ];
  const dynamicEntries = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry);
  const inNodeModules = (path: string) => path.includes('node_modules/');
  const clientRoots = dynamicEntries.filter((key) =>
    esbuildRoots.some(
      (source) =>
        key === source ||
        (inNodeModules(key) && inNodeModules(source) && packageOfModule(key) === packageOfModule(source)),
    ),
  );
  if (clientRoots.length < esbuildRoots.length) {
    notes.push(
      `only ${clientRoots.length} of the loader's ${esbuildRoots.length} dynamic imports are Vite chunks`,
    );
  }
  const viewKey = dynamicEntries.find((key) => WALLET_CONNECT_VIEW_SOURCE.test(key));
  if (viewKey === undefined) notes.push('the WalletConnect view has no chunk of its own');
  const view = minus(filesOf(viewKey ? staticKeys(manifest, [viewKey]) : []), loaded);
  const clientKeys = staticKeys(manifest, clientRoots);
  const client = minus(filesOf(clientKeys), loaded, new Set(view));
  const counted = new Set([...loaded, ...view, ...client]);
  const clientFiles = new Set(client);
  const furtherKeys = clientKeys
    .filter((key) => clientFiles.has(fileOf(key) ?? ''))
    .flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const further = minus(filesOf(staticKeys(manifest, furtherKeys)), counted);
  const fromOutDir = (file: string) => join(page.outDir, file);
  const clientPhase = measure(client, fromOutDir);
  const viewPhase = measure(view, fromOutDir);
  return {
    bundler: 'vite',
    clientRoots: clientRoots.sort(),
    client: clientPhase,
    view: viewPhase,
    total: addSizes(clientPhase.sizes, viewPhase.sizes),
    furtherLazy: measure(further, fromOutDir),
    notes,
  };
}

/** A build's file name for printing: relative to the page's output directory. */
export function chunkLabel(outDir: string, file: string): string {
  const absolute = resolve(REPO_ROOT, file);
  return absolute.startsWith(outDir) ? absolute.slice(outDir.length + 1) : file;
}
