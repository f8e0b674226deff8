/** Plain-text tables for the terminal. */
import type { Summary } from './browser.js';
import type { ModuleBytes } from './chunks.js';
import { type ByteSizes, formatKiB } from './sizes.js';

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function bytesCell(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} (${formatKiB(bytes)})`;
}

export function sizesRow(label: string, files: number | string, sizes: ByteSizes, target = ''): string[] {
  return [label, String(files), bytesCell(sizes.raw), bytesCell(sizes.gzip), bytesCell(sizes.brotli), target];
}

export function msCell(value: number | null): string {
  return value === null ? 'n/a' : `${value.toFixed(1)} ms`;
}

export function timingRow(label: string, summary: Summary, target = ''): string[] {
  return [
    label,
    msCell(summary.median),
    msCell(summary.min),
    msCell(summary.max),
    String(summary.runs),
    target,
  ];
}

export function modulesTable(modules: readonly ModuleBytes[], limit: number): string {
  return table(
    ['module', 'minified bytes'],
    modules.slice(0, limit).map((entry) => [entry.module, entry.bytes.toLocaleString('en-US')]),
  );
}
