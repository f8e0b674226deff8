/**
 * What each modal view costs when it is first shown: the scripts its lazy chunk pulls in beyond what the
 * page already loaded before the first click and on the first modal open (esbuild build of the minimal
 * host page). Views are found by folder (packages/react/src/views/<folder>/<Name>View.tsx), so a new view
 * shows up here without editing this file.
 *
 * Run: npx tsx bench/view-chunks.ts            (every view)
 *      BENCH_VIEWS=send,receive npx tsx bench/view-chunks.ts   (folders whose name contains one of these)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analysePage, buildHostPage, REPO_ROOT } from './build.js';
import { findOutputForSource, staticClosure } from './chunks.js';
import { bytesCell, table } from './report.js';
import { addSizes, compressedSizes, ZERO_SIZES } from './sizes.js';

const VIEWS_DIR = join(REPO_ROOT, 'packages/react/src/views');

/** The view component files, one per folder that has one: e.g. ['send', 'SendView.tsx']. */
function viewComponents(filter: readonly string[]): [string, string][] {
  return readdirSync(VIEWS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => filter.length === 0 || filter.some((part) => entry.name.includes(part)))
    .flatMap((entry): [string, string][] => {
      const component = readdirSync(join(VIEWS_DIR, entry.name)).find((file) => /View\.tsx$/.test(file));
      return component === undefined ? [] : [[entry.name, component]];
    })
    .sort(([a], [b]) => a.localeCompare(b));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function main(): Promise<void> {
  const filter = (process.env.BENCH_VIEWS ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const outRoot = mkdtempSync(join(tmpdir(), 'walletport-view-chunks-'));
  try {
    const page = await buildHostPage('walletport', outRoot);
    const phases = analysePage(page, true);
    const loaded = new Set([...phases.beforeClick.files, ...(phases.modalOpen?.files ?? [])]);
    const rows: string[][] = [];
    for (const [folder, component] of viewComponents(filter)) {
      const source = new RegExp(
        `^packages/react/src/views/${escapeRegExp(folder)}/${escapeRegExp(component)}$`,
      );
      const root = findOutputForSource(page.metafile, source);
      if (root === undefined) {
        rows.push([folder, 'loaded with the modal', '–', '–', '–']);
        continue;
      }
      const files = staticClosure(page.metafile, [root]).filter(
        (file) => !loaded.has(file) && file.endsWith('.js'),
      );
      const sizes = files
        .map((file) => compressedSizes(readFileSync(join(REPO_ROOT, file))))
        .reduce(addSizes, ZERO_SIZES);
      rows.push([
        folder,
        String(files.length),
        bytesCell(sizes.raw),
        bytesCell(sizes.gzip),
        bytesCell(sizes.brotli),
      ]);
    }
    console.log('Bytes a view adds when first shown (after the first click and the first modal open):');
    console.log(table(['view folder', 'files', 'raw', 'gzip', 'brotli'], rows));
  } finally {
    rmSync(outRoot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
