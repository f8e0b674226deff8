/**
 * The comparison series: every compared page loaded (and clicked, for the products) `runs` times,
 * interleaved page by page so machine noise spreads over all of them alike, after one discarded round.
 * Per page it summarises the timings, main-thread busy time, the JavaScript the browser fetched before
 * the click (gzip, from the served files) and the requests that left for other hosts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { type Summary, summarise } from './browser.js';
import type { BuiltComparedPage, ComparedPageName } from './compare-pages.js';
import { type ComparedRun, measureComparedRun } from './compare-runs.js';
import { type ByteSizes, compressedSizes } from './sizes.js';

export interface ComparedFigures {
  label: string;
  buttonVisible: Summary;
  clickToDialog: Summary;
  clickToFirstRow: Summary;
  clickToFirstRowFrame: Summary;
  busyMs: Summary;
  scriptMs: Summary;
  /** Gzip bytes (each file on its own, summed) of the scripts fetched before the click, per run. */
  jsBeforeClickGzip: Summary;
  jsBeforeClickFiles: Summary;
  /** Requests to other hosts per load, and the distinct hosts over all runs. */
  foreignAtLoad: Summary;
  foreignHostsAtLoad: string[];
  foreignAfterClick: Summary;
  foreignHostsAfterClick: string[];
  /** Runs whose network never went idle before the click (clicked after the settle timeout). */
  unsettledRuns: number;
  pageErrors: string[];
}

export type ComparisonResults = Partial<Record<ComparedPageName, ComparedFigures>>;

export interface ComparisonPlan {
  origin: string;
  /** The directory the bench server serves (URL paths map onto it). */
  outRoot: string;
  runs: number;
  pages: readonly BuiltComparedPage[];
  onProgress?: (message: string) => void;
}

function hosts(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).host))].sort();
}

function summariseRuns(label: string, runs: readonly ComparedRun[], gzipOf: (path: string) => number) {
  const pick = (read: (run: ComparedRun) => number | null) => summarise(runs.map(read));
  const figures: ComparedFigures = {
    label,
    buttonVisible: pick((run) => run.buttonVisible),
    clickToDialog: pick((run) => run.clickToDialog),
    clickToFirstRow: pick((run) => run.clickToFirstRow),
    clickToFirstRowFrame: pick((run) => run.clickToFirstRowFrame),
    busyMs: pick((run) => run.busyMs),
    scriptMs: pick((run) => run.scriptMs),
    // A script requested twice (preload, then import) is one download: count each path once.
    jsBeforeClickGzip: pick((run) =>
      [...new Set(run.scriptsBeforeClick)].reduce((sum, path) => sum + gzipOf(path), 0),
    ),
    jsBeforeClickFiles: pick((run) => new Set(run.scriptsBeforeClick).size),
    foreignAtLoad: pick((run) => run.foreignAtLoad.length),
    foreignHostsAtLoad: hosts(runs.flatMap((run) => run.foreignAtLoad)),
    foreignAfterClick: pick((run) => run.foreignAfterClick.length),
    foreignHostsAfterClick: hosts(runs.flatMap((run) => run.foreignAfterClick)),
    unsettledRuns: runs.filter((run) => !run.settled).length,
    pageErrors: [...new Set(runs.flatMap((run) => run.pageErrors))],
  };
  return figures;
}

export async function runComparison(browser: Browser, plan: ComparisonPlan): Promise<ComparisonResults> {
  const sizes = new Map<string, ByteSizes>();
  const gzipOf = (path: string) => {
    let size = sizes.get(path);
    if (!size) {
      size = compressedSizes(readFileSync(join(plan.outRoot, decodeURIComponent(path))));
      sizes.set(path, size);
    }
    return size.gzip;
  };
  const run = (built: BuiltComparedPage) =>
    measureComparedRun(browser, `${plan.origin}${built.path}`, built.page);

  // One discarded round: the first pages in a fresh browser pay one-off start-up costs.
  for (const built of plan.pages) await run(built);
  const runs = new Map<ComparedPageName, ComparedRun[]>(plan.pages.map((built) => [built.page.name, []]));
  for (let index = 0; index < plan.runs; index += 1) {
    for (const built of plan.pages) runs.get(built.page.name)?.push(await run(built));
    plan.onProgress?.(`comparison run ${index + 1}/${plan.runs}`);
  }
  const results: ComparisonResults = {};
  for (const built of plan.pages) {
    results[built.page.name] = summariseRuns(built.page.label, runs.get(built.page.name) ?? [], gzipOf);
  }
  return results;
}
