/**
 * What Solana costs a page, in bytes: host page (b) (WagmiAdapter, EVM networks) against page (d), the same
 * with a SolanaAdapter and a Solana network beside it. Prints the gzip bytes loaded before the first click
 * for both, the difference, and the Solana modules in (d)'s first files; then the chunks the adapter loads
 * on first use (@solana/kit for balances, signing and sending). Asserts nothing.
 *
 *   npx tsx --conditions=walletport-source bench/solana-adapter.ts
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analysePage, buildHostPage, measureFiles } from './build.js';
import { formatKiB } from './sizes.js';

const out = mkdtempSync(join(tmpdir(), 'walletport-bench-solana-'));
const evmOnly = analysePage(await buildHostPage('walletport', out), true);
const page = await buildHostPage('walletport-solana', out);
const withSolana = analysePage(page, true);

const gzip = (phase: { sizes: { gzip: number } }) => phase.sizes.gzip;
const difference = gzip(withSolana.beforeClick) - gzip(evmOnly.beforeClick);
console.log('Before the first click (gzip):');
console.log(
  `  EVM only (page b)        ${formatKiB(gzip(evmOnly.beforeClick))} (${gzip(evmOnly.beforeClick)} B)`,
);
console.log(
  `  EVM + Solana (page d)    ${formatKiB(gzip(withSolana.beforeClick))} (${gzip(withSolana.beforeClick)} B)`,
);
console.log(`  the Solana adapter adds  ${difference} B`);
const solanaModules = withSolana.modulesBeforeClick.filter((entry) =>
  /adapter-solana|@solana|@wallet-standard/.test(entry.module),
);
console.log('  Solana modules in the first files (minified bytes):');
for (const entry of solanaModules) console.log(`    ${entry.bytes} B  ${entry.module}`);

// Chunks only (d) has, loaded on the first balance read, signature or send.
const eager = new Set(withSolana.beforeClick.files);
const lazySolana = Object.entries(page.metafile.outputs)
  .filter(
    ([file, output]) =>
      !eager.has(file) && Object.keys(output.inputs).some((input) => /@solana\//.test(input)),
  )
  .map(([file]) => file);
const lazy = measureFiles(lazySolana);
console.log(
  `On first use (balance, sign, send): ${lazySolana.length} chunks, ${formatKiB(lazy.sizes.gzip)} gzip`,
);
