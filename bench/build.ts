/**
 * Builds the two bench host pages with esbuild and reads from the metafile which JavaScript each page
 * loads before the first click and on the first modal open. Shared by bench/modal.ts and the byte-budget
 * test (packages/react/test/bundle-size.test.ts), so the budget and the bench always measure the same build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Message, type Metafile } from 'esbuild';
import {
  ChunkGraphError,
  filesContainSource,
  findOutputForSource,
  type ModuleBytes,
  modulesByBytes,
  staticClosure,
} from './chunks.js';
import { addSizes, type ByteSizes, compressedSizes, subtractSizes, ZERO_SIZES } from './sizes.js';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** The host pages, as sources relative to the repository root. */
export const HOST_PAGES = {
  'react-only': 'bench/pages/react-only.ts',
  walletport: 'bench/pages/walletport.ts',
  'walletport-no-adapter': 'bench/pages/walletport-no-adapter.ts',
  'walletport-solana': 'bench/pages/walletport-solana.ts',
} as const;

export type HostPageName = keyof typeof HOST_PAGES;

/** The module createAppKit imports on the first open() (or button hover). */
export const MODAL_MOUNT_SOURCE = /^packages\/react\/src\/modal\/mount\.tsx?$/;
/** The view a disconnected visitor sees first (docs/router.md opening rules: adapters exist, no account → Connect). */
export const FIRST_VIEW_SOURCE = /^packages\/react\/src\/views\/connect\/ConnectView\.tsx?$/;
/** Sources that must load on demand only: the modal and every view (the registry itself may be eager). */
export const ON_DEMAND_SOURCES = [/^packages\/react\/src\/modal\//, /^packages\/react\/src\/views\/[^/]+\//];

export class BenchBuildError extends Error {
  override name = 'BenchBuildError';
}

export interface BuiltPage {
  name: HostPageName;
  /** Directory holding index.html and the page's scripts. */
  outDir: string;
  /** The entry script, as a metafile output key. */
  entry: string;
  metafile: Metafile;
}

function describeMessages(messages: readonly Message[]): string {
  return messages
    .map((message) => {
      const where = message.location
        ? `${message.location.file}:${message.location.line}:${message.location.column}: `
        : '';
      return `  ${where}${message.text}`;
    })
    .join('\n');
}

/** The settings the brief fixes: ESM with code splitting, minified, workspace sources, production React. */
async function runEsbuild(name: HostPageName, outDir: string): Promise<Metafile> {
  try {
    const result = await build({
      absWorkingDir: REPO_ROOT,
      entryPoints: [HOST_PAGES[name]],
      outdir: outDir,
      entryNames: '[name]',
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      format: 'esm',
      splitting: true,
      minify: true,
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      conditions: ['walletport-source'],
      define: { 'process.env.NODE_ENV': '"production"' },
      metafile: true,
      write: true,
      logLevel: 'silent',
    });
    return result.metafile;
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!Array.isArray(errors)) throw error;
    const missing = errors.some((message) => message.text.startsWith('Could not resolve'));
    const hint = missing
      ? '\nA module could not be resolved: if packages/react is still being written, a file it imports may not exist yet.'
      : '';
    throw new BenchBuildError(`Building bench page "${name}" failed:\n${describeMessages(errors)}${hint}`, {
      cause: error,
    });
  }
}

/** index.html with modulepreload for the static chunks, as Vite and similar tools emit it. */
function writeIndexHtml(page: BuiltPage, preloads: readonly string[]): void {
  const href = (file: string) => `./${relative(page.outDir, resolve(REPO_ROOT, file))}`;
  const links = preloads.map((file) => `    <link rel="modulepreload" href="${href(file)}">`).join('\n');
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Walletport bench: ${page.name}</title>
${links}
    <script type="module" src="${href(page.entry)}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
  writeFileSync(join(page.outDir, 'index.html'), html);
}

/** Builds one host page into `<outRoot>/<name>/` (scripts plus index.html). */
export async function buildHostPage(name: HostPageName, outRoot: string): Promise<BuiltPage> {
  const outDir = resolve(outRoot, name);
  const metafile = await runEsbuild(name, outDir);
  const source = HOST_PAGES[name];
  const entry = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]?.entryPoint === source);
  if (!entry) throw new BenchBuildError(`esbuild emitted no output for the entry ${source}`);
  const page: BuiltPage = { name, outDir, entry, metafile };
  writeIndexHtml(
    page,
    staticClosure(metafile, [entry]).filter((file) => file !== entry),
  );
  return page;
}

export interface LoadPhase {
  /** Output files (metafile keys), sorted. */
  files: string[];
  /** Sum of per-file sizes. */
  sizes: ByteSizes;
}

export interface PageBytes {
  name: HostPageName;
  beforeClick: LoadPhase;
  /** What the first open() adds: the modal mount and the first view with their static imports. */
  modalOpen: LoadPhase | null;
  /** Source modules in the before-click files, largest (minified) first. */
  modulesBeforeClick: ModuleBytes[];
  /** Structural findings worth a reader's attention (e.g. the modal bundled eagerly). */
  notes: string[];
}

/** Per-file compressed sizes of output files (metafile keys), summed. */
export function measureFiles(files: readonly string[]): LoadPhase {
  const sizes = files
    .map((file) => compressedSizes(readFileSync(resolve(REPO_ROOT, file))))
    .reduce(addSizes, ZERO_SIZES);
  return { files: [...files].sort(), sizes };
}

/** The output for a dynamically imported source, or null (with a note) when it was bundled eagerly. */
function lazyRoot(page: BuiltPage, source: RegExp, eager: readonly string[], notes: string[]): string | null {
  const output = findOutputForSource(page.metafile, source);
  if (output) return output;
  if (filesContainSource(page.metafile, eager, source)) {
    notes.push(`${source.source} is bundled before the first click instead of loading on demand`);
    return null;
  }
  throw new ChunkGraphError(
    `${source.source} is not in the build of "${page.name}": is it imported (dynamically) by createAppKit / the view registry yet?`,
  );
}

/** Splits a built page into its before-click and first-open JavaScript and measures both. */
export function analysePage(page: BuiltPage, withModal: boolean): PageBytes {
  const notes: string[] = [];
  const eager = staticClosure(page.metafile, [page.entry]);
  const modulesBeforeClick = modulesByBytes(page.metafile, eager);
  for (const pattern of withModal ? ON_DEMAND_SOURCES : []) {
    const offender = modulesBeforeClick.find((entry) => pattern.test(entry.module));
    if (offender) notes.push(`${offender.module} loads before the first click (should be on demand)`);
  }
  let modalOpen: LoadPhase | null = null;
  if (withModal) {
    const roots = [MODAL_MOUNT_SOURCE, FIRST_VIEW_SOURCE]
      .map((source) => lazyRoot(page, source, eager, notes))
      .filter((root): root is string => root !== null);
    const eagerSet = new Set(eager);
    modalOpen = measureFiles(staticClosure(page.metafile, roots).filter((file) => !eagerSet.has(file)));
  }
  return { name: page.name, beforeClick: measureFiles(eager), modalOpen, modulesBeforeClick, notes };
}

export interface HostPagesBytes {
  reactOnly: PageBytes;
  walletport: PageBytes;
  /** Page (c), built only when asked: splits Walletport's own bytes from the adapter's. */
  walletportWithoutAdapter: PageBytes | null;
  /** Walletport page minus React-only page, before the first click. */
  aboveReactBeforeClick: ByteSizes;
  pages: { 'react-only': BuiltPage; walletport: BuiltPage };
}

export interface MeasureOptions {
  /** Also build and measure page (c), Walletport without its adapter. */
  withoutAdapter?: boolean;
}

/** Builds the host pages under `outRoot` and measures them. */
export async function measureHostPages(
  outRoot: string,
  options: MeasureOptions = {},
): Promise<HostPagesBytes> {
  const reactOnlyPage = await buildHostPage('react-only', outRoot);
  const walletportPage = await buildHostPage('walletport', outRoot);
  const reactOnly = analysePage(reactOnlyPage, false);
  const walletport = analysePage(walletportPage, true);
  const walletportWithoutAdapter = options.withoutAdapter
    ? analysePage(await buildHostPage('walletport-no-adapter', outRoot), false)
    : null;
  return {
    reactOnly,
    walletport,
    walletportWithoutAdapter,
    aboveReactBeforeClick: subtractSizes(walletport.beforeClick.sizes, reactOnly.beforeClick.sizes),
    pages: { 'react-only': reactOnlyPage, walletport: walletportPage },
  };
}
