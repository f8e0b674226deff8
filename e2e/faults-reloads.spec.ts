/**
 * 100 reloads in a row of a connected page, over the dev wallet extension and over WalletConnect. After
 * every reload the provider must work for real, not only say "connected": wagmi's balance read equals the
 * devnet node's balance, and a signature made through the demo's Sign message (approved in the wallet)
 * recovers to the account. Prints the median and p95 of reload → balance read and reload → signature.
 * Part of the fault suite (faults-client.spec.ts); no error may go uncaught along the way.
 */
import type { Page } from '@playwright/test';
import { expectedBalance } from './support/chain.js';
import {
  ACCOUNT_0,
  accountButton,
  approveInWallet,
  connectDevWallet,
  DEVNET_1,
  hookValue,
  openDemo,
} from './support/demo.js';
import { report, watchPageErrors } from './support/faults.js';
import {
  expectSignatureBy,
  medianAndP95,
  signButton,
  signOverWalletConnect,
} from './support/faults-client.js';
import { expect, test } from './support/fixtures.js';
import type { E2eStack } from './support/stack.js';
import {
  openWalletConnectPages,
  openWalletPage,
  pairThroughQrView,
  type WalletConnectPages,
} from './support/walletconnect.js';

const RELOADS = 100;
/** A bound, not a target (a run takes about 2 minutes): the soak prints what it measured; this stops a stuck run. */
const SOAK_TIMEOUT_MS = 240_000;

interface SoakTimes {
  readMs: number[];
  signedMs: number[];
}

/** Reloads `page` RELOADS times; after each, waits for the real balance, then signs through `sign`. */
async function soak(page: Page, balance: string, sign: () => Promise<void>): Promise<SoakTimes> {
  const times: SoakTimes = { readMs: [], signedMs: [] };
  const formatted = hookValue(page, 'useBalance()', 'formatted');
  for (let reload = 1; reload <= RELOADS; reload++) {
    await test.step(`reload ${reload}`, async () => {
      await page.bringToFront();
      const started = performance.now();
      await page.reload();
      await expect(accountButton(page)).toBeVisible({ timeout: 20_000 });
      await expect(hookValue(page, 'useAccount()', 'status')).toHaveText('connected');
      await expect(formatted).toHaveText(balance, { timeout: 20_000 });
      times.readMs.push(performance.now() - started);
      await sign();
      times.signedMs.push(performance.now() - started);
    });
  }
  return times;
}

function printTimes(variant: string, times: SoakTimes): void {
  const read = medianAndP95(times.readMs);
  const signed = medianAndP95(times.signedMs);
  console.log(
    `[timing] ${variant}: ${RELOADS} reloads; reload → balance read median ${read.median} ms, p95 ${read.p95} ms; ` +
      `reload → signature median ${signed.median} ms, p95 ${signed.p95} ms`,
  );
  report(
    `${RELOADS} reloads of a connected page (${variant})`,
    'connected after each, real balance, valid signature',
    signed.median,
  );
}

async function devnetBalance(stack: E2eStack, core: Parameters<typeof expectedBalance>[1]) {
  return expectedBalance(stack, core, DEVNET_1, ACCOUNT_0);
}

test(`${RELOADS} reloads over the dev wallet extension: each one reads and signs`, async ({
  page,
  stack,
  core,
}) => {
  test.setTimeout(SOAK_TIMEOUT_MS);
  const watch = watchPageErrors(page);
  await openDemo(page, stack);
  await connectDevWallet(page);
  const times = await soak(page, await devnetBalance(stack, core), async () => {
    await signButton(page).click();
    await approveInWallet(page);
    await expectSignatureBy(page, ACCOUNT_0);
  });
  printTimes('dev wallet extension', times);
  expect(watch.errors()).toEqual([]);
});

test(`${RELOADS} reloads over WalletConnect: each one restores the session, reads and signs`, async ({
  stack,
  core,
}) => {
  test.setTimeout(SOAK_TIMEOUT_MS);
  let pages: WalletConnectPages | undefined;
  try {
    pages = await openWalletConnectPages(stack);
    const both = pages;
    const watch = watchPageErrors(both.demo);
    await openWalletPage(both);
    await both.demo.goto(`${stack.demo}/`);
    await both.demo.bringToFront();
    await pairThroughQrView(both);
    const times = await soak(both.demo, await devnetBalance(stack, core), () =>
      signOverWalletConnect(both, ACCOUNT_0),
    );
    printTimes('WalletConnect', times);
    expect(watch.errors()).toEqual([]);
  } finally {
    await pages?.browser.close();
  }
});
