/**
 * The wallet-connect client (its protocol modules and their cryptography) is never in the static import
 * chain of core's or react's entry: bundled with code splitting, it may only sit in chunks reached
 * through a dynamic import (the first pairing or restore). And no @walletconnect/* package is bundled.
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
function staticInputs(metafile: Metafile, entryPoint: string): { statics: Set<string>; all: Set<string> } {
  const outputs = metafile.outputs;
  // Dynamic imports are entry points too (of their own chunks): pick the output of the bundled entry.
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint?.endsWith(entryPoint));
  if (entry === undefined) throw new Error(`no output for ${entryPoint}`);
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
  it('keeps the wallet-connect client out of the static chain, behind a dynamic import', async () => {
    const { statics, all } = staticInputs(await bundle(entry), entry);
    const isClient = (input: string) =>
      input.includes('walletconnect/client/') ||
      input.includes('node_modules/@noble/ciphers/') ||
      input.includes('node_modules/@noble/curves/');
    // The client is part of the bundle (so this check looks at the right thing)…
    expect([...all].some((input) => input.includes('walletconnect/client/relay-client.ts'))).toBe(true);
    // …but nothing of it loads with the entry…
    expect([...statics].filter(isClient)).toEqual([]);
    // …and no part of the vendor SDK is bundled at all.
    expect([...all].filter((input) => input.includes('node_modules/@walletconnect/'))).toEqual([]);
  }, 120_000);
});
