/**
 * The byte budget of the minimal host page (bench/pages/walletport.ts: React + createAppKit with a
 * WagmiAdapter + <AppKitButton/>): gzip JavaScript above a React-only page that loads before the first
 * click. Built with the bench's own esbuild settings (bench/build.ts), so the bench and this budget
 * always describe the same build. Bytes are deterministic for a given tree; timings are never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HostPagesBytes, measureHostPages } from '../../../bench/build.js';
import { packagesByBytes } from '../../../bench/chunks.js';
import { BEFORE_CLICK_GZIP_TARGET_BYTES } from '../../../bench/targets.js';

/**
 * Measured value + ~3% headroom: 116,192 B measured (2026-11-21) → 119,700 B (was 174,800 B at 166,449 B
 * measured, before the adapter was slimmed, the instance stopped reaching the whole network catalogue and
 * the buttons got their own small message catalogue).
 *
 * OVER THE PRODUCT TARGET: the target is BEFORE_CLICK_GZIP_TARGET_BYTES (49 KiB = 50,176 B). Of the
 * 116,192 B, the WagmiAdapter (wagmi + viem + …) is ~59 KB and Walletport's own react + core ~58 KB (zod
 * for option and storage validation, the error catalogue, big.js for the button's balance are the largest
 * parts); `npx tsx bench/modal.ts` prints which packages and modules dominate and why they load. This
 * constant only stops further growth; lower it (measured + ~3%, never above the target once reachable)
 * whenever the bundle shrinks, so a regression cannot hide in old headroom.
 */
const BEFORE_CLICK_GZIP_ABOVE_REACT_BUDGET_BYTES = 119_700;

const BUILD_TIMEOUT_MS = 120_000;

function topAboveReact(bytes: HostPagesBytes): string {
  const aboveReact = bytes.walletport.modulesBeforeClick.filter(
    (entry) => !/node_modules\/(react|react-dom|scheduler)\//.test(entry.module),
  );
  const packages = packagesByBytes(aboveReact)
    .slice(0, 10)
    .map((entry) => `  ${entry.module}: ${entry.bytes} B minified`);
  const modules = aboveReact.slice(0, 15).map((entry) => `  ${entry.module}: ${entry.bytes} B minified`);
  return `largest packages:\n${packages.join('\n')}\nlargest modules:\n${modules.join('\n')}`;
}

describe('bundle size of the minimal host page', () => {
  let outRoot: string;
  let bytes: HostPagesBytes;

  beforeAll(async () => {
    outRoot = mkdtempSync(join(tmpdir(), 'walletport-bundle-size-'));
    bytes = await measureHostPages(outRoot);
  }, BUILD_TIMEOUT_MS);

  afterAll(() => {
    if (outRoot) rmSync(outRoot, { recursive: true, force: true });
  });

  it('keeps the gzip JavaScript above React before the first click within the budget', () => {
    const gzip = bytes.aboveReactBeforeClick.gzip;
    expect(
      gzip,
      `${gzip} B gzip above React before the first click (budget ${BEFORE_CLICK_GZIP_ABOVE_REACT_BUDGET_BYTES} B, target ${BEFORE_CLICK_GZIP_TARGET_BYTES} B)\n${topAboveReact(bytes)}`,
    ).toBeLessThanOrEqual(BEFORE_CLICK_GZIP_ABOVE_REACT_BUDGET_BYTES);
  });

  it('loads the modal and every view on demand, never before the first click', () => {
    expect(bytes.walletport.notes).toEqual([]);
  });

  it('loads the modal and the first view as their own chunks on the first open', () => {
    expect(bytes.walletport.modalOpen?.files.length ?? 0).toBeGreaterThan(0);
    expect(bytes.walletport.modalOpen?.sizes.gzip ?? 0).toBeGreaterThan(0);
  });
});
