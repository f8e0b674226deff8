/**
 * The timing runs: page load of both host pages, and click → modal on the Walletport page, both with a
 * cold click (nothing preloaded) and with the pointer resting on the button first (the buttons preload
 * the modal on hover, as a desktop visitor's pointer does before clicking).
 */
import type { Browser } from 'playwright-core';
import { type ClickMode, measureRun, type RunMarks, type Summary, summarise } from './browser.js';
import type { ProbeSelectors } from './probe.js';

export interface TimingPlan {
  origin: string;
  runs: number;
  selectors: ProbeSelectors;
  /** URL paths of the modal + first-view scripts (see RunOptions.openScripts). */
  openScripts: readonly string[];
  onProgress?: (message: string) => void;
}

export interface TimingResults {
  reactOnlyButtonVisible: Summary;
  walletportButtonVisible: Summary;
  cold: ClickSummary;
  afterHover: ClickSummary;
  /** One cold run's request log, to compare with what the metafile says loads. */
  sampleColdRun: RunMarks;
  foreignRequests: string[];
  pageErrors: string[];
}

export interface ClickSummary {
  clickToDialog: Summary;
  clickToDialogFrame: Summary;
  clickToScriptsLoaded: Summary;
  clickToView: Summary;
  clickToViewFrame: Summary;
}

function summariseClicks(runs: readonly RunMarks[]): ClickSummary {
  return {
    clickToDialog: summarise(runs.map((run) => run.clickToDialog)),
    clickToDialogFrame: summarise(runs.map((run) => run.clickToDialogFrame)),
    clickToScriptsLoaded: summarise(runs.map((run) => run.clickToScriptsLoaded)),
    clickToView: summarise(runs.map((run) => run.clickToView)),
    clickToViewFrame: summarise(runs.map((run) => run.clickToViewFrame)),
  };
}

export async function runTimings(browser: Browser, plan: TimingPlan): Promise<TimingResults> {
  const reactOnlyUrl = `${plan.origin}/react-only/index.html`;
  const walletportUrl = `${plan.origin}/walletport/index.html`;
  const run = (url: string, click: ClickMode | null) =>
    measureRun(browser, { url, selectors: plan.selectors, click, openScripts: plan.openScripts });

  // One discarded round first: Chromium's first page in a fresh process pays one-off start-up costs.
  await run(reactOnlyUrl, null);
  await run(walletportUrl, 'cold');

  const reactOnly: RunMarks[] = [];
  const cold: RunMarks[] = [];
  const afterHover: RunMarks[] = [];
  // Interleaved, so drift on the machine (other processes, thermal) spreads over every series alike.
  for (let index = 0; index < plan.runs; index += 1) {
    reactOnly.push(await run(reactOnlyUrl, null));
    cold.push(await run(walletportUrl, 'cold'));
    afterHover.push(await run(walletportUrl, 'after-hover'));
    plan.onProgress?.(`run ${index + 1}/${plan.runs}`);
  }
  const all = [...reactOnly, ...cold, ...afterHover];
  return {
    reactOnlyButtonVisible: summarise(reactOnly.map((marks) => marks.buttonVisible)),
    walletportButtonVisible: summarise([...cold, ...afterHover].map((marks) => marks.buttonVisible)),
    cold: summariseClicks(cold),
    afterHover: summariseClicks(afterHover),
    sampleColdRun: cold[0]!,
    foreignRequests: [...new Set(all.flatMap((marks) => marks.foreignRequests))],
    pageErrors: [...new Set(all.flatMap((marks) => marks.pageErrors))],
  };
}
