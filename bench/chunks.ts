/**
 * Which output files a page loads in each phase, read from esbuild's metafile. Paths are the metafile's
 * own keys (relative to the build's working directory), so they can be looked up without normalising.
 */
import type { Metafile } from 'esbuild';

type Output = Metafile['outputs'][string];

export class ChunkGraphError extends Error {
  override name = 'ChunkGraphError';
}

function outputOf(metafile: Metafile, file: string): Output {
  const output = metafile.outputs[file];
  if (!output) throw new ChunkGraphError(`metafile has no output ${file}`);
  return output;
}

/** The JavaScript outputs only: source maps and CSS bundles are not part of the script budget. */
function isScript(file: string): boolean {
  return file.endsWith('.js') || file.endsWith('.mjs');
}

/**
 * The files a browser fetches for `roots` before running them: the roots plus everything they import
 * statically, transitively. Dynamic imports are left out; they load later, on demand.
 */
export function staticClosure(metafile: Metafile, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of outputOf(metafile, file).imports) {
      if (imported.kind === 'import-statement' && !imported.external && isScript(imported.path)) {
        pending.push(imported.path);
      }
    }
  }
  return [...seen].sort();
}

/** The output esbuild emitted for a source entry (a page, or a module some code imports dynamically). */
export function findOutputForSource(metafile: Metafile, source: RegExp): string | undefined {
  return Object.keys(metafile.outputs).find((file) => {
    const entryPoint = metafile.outputs[file]?.entryPoint;
    return entryPoint !== undefined && source.test(entryPoint) && isScript(file);
  });
}

/** Whether a source module ended up inside any of `files` (e.g. the modal bundled into the entry). */
export function filesContainSource(metafile: Metafile, files: readonly string[], source: RegExp): boolean {
  return files.some((file) =>
    Object.keys(outputOf(metafile, file).inputs).some((input) => source.test(input)),
  );
}

export interface ModuleBytes {
  /** The source path as esbuild reports it, e.g. node_modules/viem/_esm/utils/... */
  module: string;
  /** Minified bytes this module contributes to the files (before compression). */
  bytes: number;
}

/** Every source module in `files` with the minified bytes it contributes, largest first. */
export function modulesByBytes(metafile: Metafile, files: readonly string[]): ModuleBytes[] {
  const totals = new Map<string, number>();
  for (const file of files) {
    for (const [module, { bytesInOutput }] of Object.entries(outputOf(metafile, file).inputs)) {
      totals.set(module, (totals.get(module) ?? 0) + bytesInOutput);
    }
  }
  return [...totals]
    .map(([module, bytes]) => ({ module, bytes }))
    .filter((entry) => entry.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes || a.module.localeCompare(b.module));
}

/**
 * The package a module belongs to: "viem", "@wagmi/core", "@walletport/core" (workspace sources), or
 * "(page)" for the bench page itself. Used to see at a glance which dependency dominates.
 */
export function packageOfModule(module: string): string {
  const inNodeModules = module.lastIndexOf('node_modules/');
  if (inNodeModules !== -1) {
    const [first, second] = module.slice(inNodeModules + 'node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? module);
  }
  const workspace = /(?:^|\/)(packages|apps|tools)\/([^/]+)\//.exec(module);
  if (workspace) return `@walletport/${workspace[2]}`;
  return '(page)';
}

/** modulesByBytes summed per package, largest first. */
export function packagesByBytes(modules: readonly ModuleBytes[]): ModuleBytes[] {
  const totals = new Map<string, number>();
  for (const { module, bytes } of modules) {
    const name = packageOfModule(module);
    totals.set(name, (totals.get(name) ?? 0) + bytes);
  }
  return [...totals]
    .map(([module, bytes]) => ({ module, bytes }))
    .sort((a, b) => b.bytes - a.bytes || a.module.localeCompare(b.module));
}

/**
 * The shortest chain of static imports from `from` to the first module matching `target`, e.g. why a
 * package is in the first-click bundle. null when no static chain exists. The metafile lists imports
 * before tree shaking, so let `target` accept only modules that contribute bytes.
 */
export function importChain(
  metafile: Metafile,
  from: string,
  target: (module: string) => boolean,
): string[] | null {
  const previous = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let index = 0; index < queue.length; index += 1) {
    const module = queue[index]!;
    if (target(module)) {
      const chain: string[] = [];
      for (let step: string | null = module; step !== null; step = previous.get(step) ?? null)
        chain.unshift(step);
      return chain;
    }
    for (const imported of metafile.inputs[module]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || previous.has(imported.path)) continue;
      previous.set(imported.path, module);
      queue.push(imported.path);
    }
  }
  return null;
}
