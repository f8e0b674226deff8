/**
 * The metafile's load phases against what Chromium actually fetched in one cold run, so a wrong analysis
 * (or a lazy chunk that quietly became eager) cannot go unnoticed.
 */
import { relative, resolve } from 'node:path';
import type { RunMarks } from './browser.js';
import { type HostPagesBytes, type LoadPhase, measureFiles, REPO_ROOT } from './build.js';

export interface CrossCheck {
  /** Differences between expectation and observation, one line each. */
  findings: string[];
  /** Scripts fetched after the click that are neither the modal nor the first view (e.g. prefetches). */
  extraOnOpen: LoadPhase;
  /**
   * The modal's and first view's scripts that arrived before the click: the page prepares them while
   * idle after load (createAppKit's default), so the click itself fetches nothing.
   */
  preparedBeforeClick: LoadPhase;
}

export function crossCheck(bytes: HostPagesBytes, run: RunMarks, outRoot: string): CrossCheck {
  const urlOf = (file: string) => `/${relative(outRoot, resolve(REPO_ROOT, file))}`;
  const fileOfUrl = new Map(
    Object.keys(bytes.pages.walletport.metafile.outputs).map((file) => [urlOf(file), file] as const),
  );
  const expectedBefore = new Set(bytes.walletport.beforeClick.files.map(urlOf));
  const expectedOpen = new Set((bytes.walletport.modalOpen?.files ?? []).map(urlOf));
  const fetchedBefore = new Set(run.scriptsBeforeClick);
  const fetchedAfter = new Set(run.scriptsAfterClick);
  const findings: string[] = [];
  for (const url of expectedBefore) {
    if (!fetchedBefore.has(url)) findings.push(`expected before the click, not fetched: ${url}`);
  }
  const prepared: string[] = [];
  for (const url of fetchedBefore) {
    const file = fileOfUrl.get(url);
    if (expectedOpen.has(url) && file) prepared.push(file);
    else if (!expectedBefore.has(url)) findings.push(`fetched before the click, not expected: ${url}`);
  }
  for (const url of expectedOpen) {
    if (!fetchedAfter.has(url) && !fetchedBefore.has(url))
      findings.push(`expected on the first open, never fetched: ${url}`);
  }
  const extra: string[] = [];
  for (const url of fetchedAfter) {
    if (expectedOpen.has(url)) continue;
    const file = fileOfUrl.get(url);
    if (file) extra.push(file);
    else findings.push(`fetched after the click, not in the build: ${url}`);
  }
  return { findings, extraOnOpen: measureFiles(extra), preparedBeforeClick: measureFiles(prepared) };
}
