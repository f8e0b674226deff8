/**
 * Core's formatters, so expectations are formatted exactly as the modal formats them. Playwright's own
 * TypeScript loader cannot load core's sources (it rejects `declare` class fields) and core ships no build
 * in the repository, so global setup bundles the few helpers the tests need with esbuild.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Core from '@walletport/core';
import { build } from 'esbuild';

const HELPERS = ['formatBalance', 'formatUnits', 'truncateAddress'] as const;
export type CoreHelpers = Pick<typeof Core, (typeof HELPERS)[number]>;

export async function buildCoreBundle(outdir: string): Promise<string> {
  const outfile = join(outdir, 'core-helpers.mjs');
  await build({
    stdin: {
      contents: `export { ${HELPERS.join(', ')} } from '@walletport/core';`,
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['walletport-source'],
    logLevel: 'warning',
  });
  return outfile;
}

export async function loadCore(bundle: string): Promise<CoreHelpers> {
  return (await import(pathToFileURL(bundle).href)) as CoreHelpers;
}
