/**
 * The wallet-connect SDK is never in the static import chain of core's or react's entry: bundled with
 * code splitting, it may only sit in chunks reached through a dynamic import (the first pairing).
 */
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

async function bundle(entry: string): Promise<Metafile> {
  const result = await build({
    entryPoints: [`${root}${entry}`],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['walletport-source'],
    outdir: '/tmp/walletport-lazy-sdk',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
  });
  return result.metafile;
}

/** The inputs of every output reachable from the entry through static imports only. */
function staticInputs(metafile: Metafile): { statics: Set<string>; all: Set<string> } {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint !== undefined);
  const seen = new Set<string>();
  const queue = entry === undefined ? [] : [entry];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const imported of outputs[name]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) queue.push(imported.path);
    }
  }
  const inputsOf = (names: Iterable<string>) =>
    new Set([...names].flatMap((name) => Object.keys(outputs[name]?.inputs ?? {})));
  return { statics: inputsOf(seen), all: inputsOf(Object.keys(outputs)) };
}

describe.each(['packages/core/src/index.ts', 'packages/react/src/index.ts'])('%s', (entry) => {
  it('keeps @walletconnect/* out of the static chain, behind a dynamic import', async () => {
    const { statics, all } = staticInputs(await bundle(entry));
    const isSdk = (input: string) => input.includes('node_modules/@walletconnect/');
    // The SDK is part of the bundle (so this check looks at the right thing)…
    expect([...all].some(isSdk)).toBe(true);
    // …but nothing of it loads with the entry.
    expect([...statics].filter(isSdk)).toEqual([]);
  }, 120_000);
});
