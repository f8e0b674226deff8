/**
 * Faults of the visitor's browser, end to end: storage corrupted, full or refused (the modal opens,
 * connects and signs anyway, and a reload lands in a sane state), and two tabs of one profile connecting,
 * switching network and disconnecting at once (both end the same). Part of the fault suite with
 * faults-client.spec.ts; each fault prints its `FAULT |` table line (support/faults.ts).
 * The storage tests run in a plain profile with the scriptable wallet: the dev wallet extension keeps its
 * own state in the origin's localStorage, and a broken storage would test the dev wallet instead.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../apps/dev-wallet/e2e/support/fixtures.js';
import {
  corruptEntries,
  emptyFill,
  fillStorage,
  MODAL_STORAGE_PREFIXES,
  refuseLocalStorage,
} from './support/broken-storage.js';
import {
  ACCOUNT_0,
  approveInWallet,
  connectButton,
  DEVNET_2,
  devWalletRow,
  hookValue,
  modal,
  networkButton,
  openAccount,
  openDemo,
  walletPanel,
} from './support/demo.js';
import { report, timeToRecover, watchPageErrors } from './support/faults.js';
import {
  connectScriptable,
  expectConnectedAs,
  expectDisconnected,
  signWithScriptable,
} from './support/faults-client.js';
import { chromiumPath, expect, test } from './support/fixtures.js';
import { installScriptableWallet, SCRIPTABLE_ACCOUNT } from './support/scriptable-wallet.js';
import type { E2eStack } from './support/stack.js';

test.describe('browser storage', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs() });
  });
  test.afterAll(async () => {
    await browser.close();
  });

  /** A tab of a fresh profile without the dev wallet, with the scriptable wallet and an error watch. */
  async function storagePage(stack: E2eStack) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    const wallet = await installScriptableWallet(page, stack);
    // A document on the demo's origin that does not run the app, to set storage up before it loads.
    await page.goto(`${stack.demo}/favicon.svg`);
    return { context, page, watch, wallet };
  }

  test('corrupted before load: the modal opens and connects anyway, then a corrupted reload lands sane', async ({
    stack,
  }) => {
    const { context, page, watch, wallet } = await storagePage(stack);
    try {
      expect(await page.evaluate(corruptEntries, [...MODAL_STORAGE_PREFIXES])).toBeGreaterThan(0);
      await openDemo(page, stack);
      await expectDisconnected(page);
      await connectScriptable(page, wallet);
      await expectConnectedAs(page, SCRIPTABLE_ACCOUNT);
      await signWithScriptable(page, wallet);

      // Every entry the modal, wagmi and the WalletConnect client wrote turns to garbage under the page.
      await page.evaluate(corruptEntries, [...MODAL_STORAGE_PREFIXES]);
      const started = Date.now();
      await page.reload();
      await expect(hookValue(page, 'useAppKitState()', 'initialized')).toHaveText('true');
      // Sane: the garbage reads as absent, so Walletport and wagmi agree the page is not connected (a
      // visitor sees Connect Wallet, never a half-restored account), and connecting again works.
      await expectDisconnected(page);
      await connectScriptable(page, wallet);
      await expectConnectedAs(page, SCRIPTABLE_ACCOUNT);
      const recoverMs = timeToRecover(started);
      await signWithScriptable(page, wallet);
      report(
        'storage corrupted (modal, wagmi, WalletConnect entries)',
        'opens and connects as on a first visit; a corrupted reload shows Connect Wallet everywhere, and connecting works',
        recoverMs,
      );
      expect(watch.errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('full (setItem throws): the modal connects and signs; freed, a reload keeps the connection', async ({
    stack,
  }) => {
    const { context, page, watch, wallet } = await storagePage(stack);
    try {
      expect(await page.evaluate(fillStorage)).toBeGreaterThan(1_000_000);
      await openDemo(page, stack);
      await connectScriptable(page, wallet);
      await expectConnectedAs(page, SCRIPTABLE_ACCOUNT);
      await signWithScriptable(page, wallet);
      await openAccount(page);
      await page.keyboard.press('Escape');

      await page.evaluate(emptyFill);
      const ended = Date.now();
      await page.reload();
      await expect(hookValue(page, 'useAppKitState()', 'initialized')).toHaveText('true');
      // Nothing could be saved while full: whatever the reload shows, both layers agree, and once
      // connected again the next reload keeps it.
      if (await connectButton(page).isVisible()) {
        await expectDisconnected(page);
        await connectScriptable(page, wallet);
      }
      await expectConnectedAs(page, SCRIPTABLE_ACCOUNT);
      await page.reload();
      await expectConnectedAs(page, SCRIPTABLE_ACCOUNT);
      const recoverMs = timeToRecover(ended);
      await signWithScriptable(page, wallet);
      report(
        'storage full (quota exceeded on every write)',
        'connects and signs as usual; the connection is not remembered until space frees',
        recoverMs,
      );
      expect(watch.errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('unavailable (reading localStorage throws): the modal opens, connects and signs', async ({
    stack,
  }) => {
    const { context, page, watch, wallet } = await storagePage(stack);
    try {
      await page.addInitScript(refuseLocalStorage);
      await openDemo(page, stack);
      await expect(hookValue(page, 'useAppKitState()', 'initialized')).toHaveText('true');
      await connectScriptable(page, wallet);
      await expectConnectedAs(page, SCRIPTABLE_ACCOUNT);
      await signWithScriptable(page, wallet);
      // A reload without storage: nothing was remembered on the page's side, and nothing throws.
      const started = Date.now();
      await page.reload();
      await expect(hookValue(page, 'useAppKitState()', 'initialized')).toHaveText('true');
      const status = await hookValue(page, 'useAccount()', 'status').textContent();
      if (status === 'connected') await expectConnectedAs(page, SCRIPTABLE_ACCOUNT);
      else await expectDisconnected(page);
      const settledMs = timeToRecover(started);
      report(
        'storage unavailable (localStorage access throws)',
        `connects and signs; after a reload: ${status}`,
        settledMs,
      );
      expect(watch.errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test('two tabs connect, switch network and disconnect at once: both end the same', async ({
  page,
  extensionContext,
  stack,
}) => {
  test.setTimeout(90_000);
  const other = await extensionContext.newPage();
  try {
    const tabs = [page, other];
    const watches = tabs.map((tab) => watchPageErrors(tab));
    for (const tab of tabs) await openDemo(tab, stack);
    const both = (act: (tab: Page) => Promise<void>) => Promise.all(tabs.map(act));

    await both(async (tab) => {
      await connectButton(tab).click();
      await devWalletRow(tab).click();
      await expect(walletPanel(tab).getByRole('heading', { name: 'Connect' })).toBeVisible();
    });
    await both((tab) => approveInWallet(tab));
    await both((tab) => expectConnectedAs(tab, ACCOUNT_0));

    await both(async (tab) => {
      await networkButton(tab).click();
      await modal(tab)
        .getByRole('button', { name: /Walletport Devnet 2/ })
        .click();
    });
    await both((tab) => approveInWallet(tab));
    await both(async (tab) => {
      await expect(hookValue(tab, 'useAppKitNetwork()', 'chainId')).toHaveText(String(DEVNET_2));
      await expect(hookValue(tab, 'useAccount()', 'chainId')).toHaveText(String(DEVNET_2));
    });
    // What the tabs wrote at once reloads the same in both.
    await both((tab) => tab.reload().then(() => undefined));
    await both(async (tab) => {
      await expectConnectedAs(tab, ACCOUNT_0);
      await expect(hookValue(tab, 'useAppKitNetwork()', 'chainId')).toHaveText(String(DEVNET_2));
    });

    await both(async (tab) => {
      await (await openAccount(tab)).getByRole('button', { name: 'Disconnect' }).click();
    });
    await both(expectDisconnected);
    const started = Date.now();
    await both((tab) => tab.reload().then(() => undefined));
    await both(async (tab) => {
      await expect(hookValue(tab, 'useAppKitState()', 'initialized')).toHaveText('true');
      await expectDisconnected(tab);
      await expect(walletPanel(tab).getByRole('button', { name: 'Approve' })).toHaveCount(0);
    });
    report(
      'two tabs connect, switch network, disconnect at once',
      'both connected to the same account, both on Devnet 2, both disconnected, also after reloads',
      timeToRecover(started),
    );
    for (const watch of watches) expect(watch.errors()).toEqual([]);
  } finally {
    await other.close();
  }
});
