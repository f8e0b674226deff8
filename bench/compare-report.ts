/**
 * The comparison's tables: one per page, then the ratios the product's targets are defined by (each
 * against the page the target names), then Walletport against AppKit for information. Returns the ratios
 * too, so they land in bench/results/latest.json with the figures.
 */
import type { Summary } from './browser.js';
import type { ComparedFigures, ComparisonResults } from './compare-timings.js';
import { bytesCell, msCell, table, timingRow } from './report.js';
import {
  BEFORE_CLICK_GZIP_TARGET_BYTES,
  BUTTON_VISIBLE_VS_REACT_ONLY,
  CLICK_TO_FIRST_ROW_VS_RAINBOWKIT,
  FOREIGN_REQUESTS_AT_LOAD,
  MAIN_THREAD_ABOVE_REACT_ONLY_MS,
} from './targets.js';

export interface TargetCheck {
  name: string;
  /** null when a figure it needs is missing (a series that never matched, a page that was not built). */
  value: number | null;
  unit: 'ratio' | 'bytes' | 'ms' | 'requests';
  target: string;
  met: boolean | null;
}

function countRow(label: string, summary: Summary, unit: string): string[] {
  const cell = (value: number | null) => (value === null ? 'n/a' : `${value.toLocaleString('en-US')}${unit}`);
  return [label, cell(summary.median), cell(summary.min), cell(summary.max), String(summary.runs), ''];
}

function pageTable(
  figures: ComparedFigures,
  reactOnly: ComparedFigures | undefined,
  clicked: boolean,
): string {
  const aboveReact = difference(figures.jsBeforeClickGzip.median, reactOnly?.jsBeforeClickGzip.median);
  const rows = [
    timingRow('navigation → connect button visible', figures.buttonVisible),
    ...(clicked
      ? [
          timingRow('click → dialog visible', figures.clickToDialog),
          timingRow('click → first wallet row visible', figures.clickToFirstRow),
          timingRow('click → first wallet row, next frame', figures.clickToFirstRowFrame),
        ]
      : []),
    timingRow('main-thread busy during load (TaskDuration)', figures.busyMs),
    timingRow('  of which script (ScriptDuration)', figures.scriptMs),
    countRow('JS fetched before the click, gzip', figures.jsBeforeClickGzip, ' B'),
    ['  above React only (medians)', bytesOrNa(aboveReact), '', '', '', ''],
    countRow('  scripts fetched before the click', figures.jsBeforeClickFiles, ''),
    countRow('requests to other hosts at load', figures.foreignAtLoad, ''),
    ...(clicked ? [countRow('requests to other hosts after the click', figures.foreignAfterClick, '')] : []),
  ];
  return table(['', 'median', 'min', 'max', 'runs', ''], rows);
}

function bytesOrNa(value: number | null): string {
  return value === null ? 'n/a' : bytesCell(value);
}

function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  return a === null || a === undefined || b === null || b === undefined || b === 0 ? null : a / b;
}

function difference(a: number | null | undefined, b: number | null | undefined): number | null {
  return a === null || a === undefined || b === null || b === undefined ? null : a - b;
}

/** The four ratios the targets are defined by, plus the requests to other hosts. */
export function targetChecks(results: ComparisonResults): TargetCheck[] {
  const { walletport, rainbowkit, 'react-only': reactOnly } = results;
  const check = (
    name: string,
    value: number | null,
    unit: TargetCheck['unit'],
    limit: number,
    target: string,
  ) => ({
    name,
    value,
    unit,
    target,
    met: value === null ? null : value <= limit,
  });
  return [
    check(
      'click → first wallet row, Walletport ÷ RainbowKit',
      ratio(walletport?.clickToFirstRow.median, rainbowkit?.clickToFirstRow.median),
      'ratio',
      CLICK_TO_FIRST_ROW_VS_RAINBOWKIT,
      `≤ ${CLICK_TO_FIRST_ROW_VS_RAINBOWKIT}×`,
    ),
    check(
      'navigation → button, Walletport ÷ React only',
      ratio(walletport?.buttonVisible.median, reactOnly?.buttonVisible.median),
      'ratio',
      BUTTON_VISIBLE_VS_REACT_ONLY,
      `≤ ${BUTTON_VISIBLE_VS_REACT_ONLY}×`,
    ),
    check(
      'JS before first click above React only (gzip)',
      difference(walletport?.jsBeforeClickGzip.median, reactOnly?.jsBeforeClickGzip.median),
      'bytes',
      BEFORE_CLICK_GZIP_TARGET_BYTES,
      `≤ ${BEFORE_CLICK_GZIP_TARGET_BYTES.toLocaleString('en-US')} B`,
    ),
    check(
      'main-thread busy during load above React only',
      difference(walletport?.busyMs.median, reactOnly?.busyMs.median),
      'ms',
      MAIN_THREAD_ABOVE_REACT_ONLY_MS,
      `≤ +${MAIN_THREAD_ABOVE_REACT_ONLY_MS} ms`,
    ),
    check(
      'requests to other hosts at load (Walletport, median per load)',
      walletport?.foreignAtLoad.median ?? null,
      'requests',
      FOREIGN_REQUESTS_AT_LOAD,
      `${FOREIGN_REQUESTS_AT_LOAD}`,
    ),
  ];
}

function valueCell(check: Pick<TargetCheck, 'value' | 'unit'>): string {
  if (check.value === null) return 'n/a';
  if (check.unit === 'ratio') return `${check.value.toFixed(2)}×`;
  if (check.unit === 'bytes') return bytesCell(check.value);
  if (check.unit === 'ms') return `${check.value >= 0 ? '+' : ''}${msCell(check.value)}`;
  return String(check.value);
}

function verdict(met: boolean | null): string {
  return met === null ? 'n/a' : met ? 'met' : 'NOT met';
}

/** Walletport against AppKit: printed for information, no target. */
function appKitRows(results: ComparisonResults): string[][] {
  const { walletport, appkit } = results;
  const row = (name: string, value: number | null, unit: TargetCheck['unit']) => [
    name,
    valueCell({ value, unit }),
  ];
  return [
    row(
      'click → first wallet row, Walletport ÷ AppKit',
      ratio(walletport?.clickToFirstRow.median, appkit?.clickToFirstRow.median),
      'ratio',
    ),
    row(
      'navigation → button, Walletport ÷ AppKit',
      ratio(walletport?.buttonVisible.median, appkit?.buttonVisible.median),
      'ratio',
    ),
    row(
      'JS before first click, Walletport − AppKit (gzip)',
      difference(walletport?.jsBeforeClickGzip.median, appkit?.jsBeforeClickGzip.median),
      'bytes',
    ),
    row(
      'main-thread busy during load, Walletport − AppKit',
      difference(walletport?.busyMs.median, appkit?.busyMs.median),
      'ms',
    ),
    row(
      'requests to other hosts at load, AppKit (median per load)',
      appkit?.foreignAtLoad.median ?? null,
      'requests',
    ),
  ];
}

export function printComparison(results: ComparisonResults, runs: number): TargetCheck[] {
  console.log(`\nProduct comparison: Vite builds, real pointer clicks, ${runs} runs per page (medians)`);
  const reactOnly = results['react-only'];
  for (const [name, figures] of Object.entries(results)) {
    if (!figures) continue;
    console.log(`\n${figures.label}\n`);
    console.log(pageTable(figures, reactOnly, name !== 'react-only'));
    if (figures.foreignHostsAtLoad.length > 0)
      console.log(`  other hosts at load: ${figures.foreignHostsAtLoad.join(', ')}`);
    if (figures.foreignHostsAfterClick.length > 0)
      console.log(`  other hosts after the click: ${figures.foreignHostsAfterClick.join(', ')}`);
    if (figures.unsettledRuns > 0)
      console.log(`  ! ${figures.unsettledRuns} runs never reached network idle; clicked after the timeout`);
    if (figures.clickToFirstRow.runs === 0 && name !== 'react-only')
      console.log('  ! the first wallet row never matched its selector (see bench/compare-pages.ts)');
    if (figures.pageErrors.length > 0) console.log(`  ! page errors: ${figures.pageErrors.join(' | ')}`);
  }
  const checks = targetChecks(results);
  console.log('\nWalletport against the targets\n');
  console.log(
    table(
      ['', 'Walletport', 'target', ''],
      checks.map((check) => [check.name, valueCell(check), check.target, verdict(check.met)]),
    ),
  );
  console.log('\nWalletport against Reown AppKit (information, no target)\n');
  console.log(table(['', 'value'], appKitRows(results)));
  return checks;
}
