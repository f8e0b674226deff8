// Faults in the parts the modal reads over the network: the devnet's JSON-RPC endpoint (down, slow past the
// 10 s timeout, answering garbage), a second RPC endpoint to fall back to, and the Walletport server (down,
// 403, 429, 500, invalid JSON). Each fault is injected on the real part's URL with page.route and ended
// with unroute; the modal must stay usable, show the catalogue's text where it has one, show no invented
// balance, log no uncaught error, and come back with real data from the real part.
import type { Page } from '@playwright/test';
import { expectedBalance } from './support/chain.js';
import {
  ACCOUNT_0,
  accountButton,
  connectButton,
  connectDevWallet,
  DEVNET_1,
  devWalletRow,
  modal,
  openAccount,
  openDemo,
} from './support/demo.js';
import {
  type Fault,
  faultName,
  injectFault,
  report,
  timeToRecover,
  watchPageErrors,
} from './support/faults.js';
import { expect, test } from './support/fixtures.js';
import { chainOf, type E2eStack } from './support/stack.js';

/** The part of the stack's /config.json these tests change. */
interface DemoConfigJson {
  apiUrl?: string;
  chains: Array<{ id: number; rpcUrl: string; rpcUrls?: string[] }>;
}

async function readConfig(stack: E2eStack): Promise<DemoConfigJson> {
  return (await (await fetch(`${stack.demo}/config.json`)).json()) as DemoConfigJson;
}

/** Serves the demo a changed /config.json (the page reads it once per load, reloads included). */
async function serveConfig(page: Page, stack: E2eStack, edit: (config: DemoConfigJson) => DemoConfigJson) {
  const config = edit(await readConfig(stack));
  await page.route(`${stack.demo}/config.json`, (route) => route.fulfill({ json: config }));
}

/**
 * Without the Walletport server the page reads balances from the chain itself: the RPC faults then reach
 * the modal instead of being answered by the server's own read of the node.
 */
const withoutServer = (config: DemoConfigJson): DemoConfigJson => {
  const { apiUrl: _server, ...rest } = config;
  return rest;
};

const sameOrigin = (base: string) => {
  const origin = new URL(base).origin;
  return (url: URL) => url.origin === origin;
};

/** Core's placeholder for a failed read (0.00 ETH), which must never reach the screen as an amount. */
const ZERO_PLACEHOLDER = /^0\.0+ ETH$/;

const balanceUnavailable = (page: Page) => modal(page).getByText('Token Balance Unavailable').first();
/**
 * The balance line's retry. The Tokens tab below has a Try again of its own (its list failed too), so this
 * is the first one in the view's order, the one under the address.
 */
const retryButton = (page: Page) =>
  modal(page)
    .getByRole('button', { name: /^Try again/ })
    .first();

/**
 * The balance under the address, read as a screen reader does ('Balance 10,000.000 ETH'): the Tokens tab
 * may list the same amount for the native coin, and only this one is the balance line.
 */
const balanceLine = (page: Page, text: string) => modal(page).getByText(`Balance ${text}`, { exact: true });

/** Opens the Account view and waits until it shows `text` (the real balance, formatted as the modal does). */
async function expectBalanceShown(page: Page, text: string, timeout = 10_000): Promise<void> {
  if (!(await modal(page).isVisible())) await openAccount(page);
  await expect(balanceLine(page, text)).toBeVisible({ timeout });
}

/**
 * After a failed read the modal refuses to read again for 30 s (the balance refetch block) and says so on
 * its retry button; once the block is over the visitor's Try again reads the chain. A page on Playwright's
 * clock (`jump`) has its clock moved past the block instead of the test waiting it out.
 */
async function retryAfterBlock(page: Page, { jump = false } = {}): Promise<void> {
  const retry = retryButton(page);
  if (jump) await page.clock.fastForward('00:31');
  await expect(retry).toHaveText('Try again', { timeout: 35_000 });
  await retry.click();
}

/** The header's account button names no amount: nothing invented stands where the balance failed. */
async function expectNoAmountOnButton(page: Page): Promise<void> {
  await expect(accountButton(page)).toBeVisible();
  await expect(accountButton(page)).not.toHaveAccessibleName(/ETH|\d+\.\d+/);
}

test.describe('the chain RPC', () => {
  const rpcFaults: Array<{ fault: Fault; seen: string }> = [
    { fault: 'down', seen: 'Token Balance Unavailable, Try again after the 30 s block; no amount' },
    { fault: 'garbage', seen: 'Token Balance Unavailable, Try again after the 30 s block; no amount' },
  ];
  for (const { fault, seen } of rpcFaults) {
    test(`${faultName(fault)}: the balance is unavailable, never invented, and the real one returns`, async ({
      page,
      stack,
      core,
    }) => {
      test.setTimeout(100_000);
      const watch = watchPageErrors(page);
      await serveConfig(page, stack, withoutServer);
      await openDemo(page, stack);
      await connectDevWallet(page);
      const balance = await expectedBalance(stack, core, DEVNET_1, ACCOUNT_0);
      await expectBalanceShown(page, balance);
      await page.keyboard.press('Escape');

      // The visitor comes back while the node is faulty: the session is restored, the balance is not.
      const rpc = await injectFault(page, sameOrigin(chainOf(stack, DEVNET_1).rpcUrl), fault);
      // The reloaded page runs on Playwright's clock (flowing as usual) so the 30 s block can be jumped.
      await page.clock.install();
      await page.reload();
      await openAccount(page);
      await expect(balanceUnavailable(page)).toBeVisible({ timeout: 30_000 });
      await expect(retryButton(page)).toBeDisabled();
      await expect(retryButton(page)).toHaveText(/^Try again in \d+ seconds?$/);
      await expect(modal(page).getByText(ZERO_PLACEHOLDER)).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expectNoAmountOnButton(page);
      expect(rpc.hits()).toBeGreaterThan(0);

      await rpc.end();
      const ended = Date.now();
      await openAccount(page);
      await retryAfterBlock(page, { jump: true });
      await expectBalanceShown(page, balance);
      // Measured with the block jumped over: add the 30 s block for what a visitor waits.
      report(`chain RPC ${faultName(fault)}`, seen, timeToRecover(ended));
      await page.keyboard.press('Escape');
      await expect(accountButton(page)).toHaveAccessibleName(/, .*ETH$/);
      expect(watch.errors()).toEqual([]);
    });
  }

  test('slow past the 10 s timeout: a loading state, then the real balance', async ({
    page,
    stack,
    core,
  }) => {
    test.setTimeout(100_000);
    const watch = watchPageErrors(page);
    await serveConfig(page, stack, withoutServer);
    await openDemo(page, stack);
    await connectDevWallet(page);
    const balance = await expectedBalance(stack, core, DEVNET_1, ACCOUNT_0);

    const rpc = await injectFault(page, sameOrigin(chainOf(stack, DEVNET_1).rpcUrl), 'slow');
    await page.clock.install();
    await page.reload();
    const dialog = await openAccount(page);
    // A skeleton holds the balance's place; the rest of the view works meanwhile.
    await expect(dialog.locator('[aria-busy="true"]').getByText('Loading').first()).toBeAttached();
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeEnabled();
    await expect(balanceLine(page, balance)).toHaveCount(0);
    // Longer than one timed-out request, so the modal has given up on at least one read: the page's
    // clock jumps there (its 10 s RPC timeout is a timer of the page).
    await page.clock.fastForward('00:11');
    await expect(dialog.getByText(ZERO_PLACEHOLDER)).toHaveCount(0);

    await rpc.end();
    const ended = Date.now();
    const failed = await balanceUnavailable(page).isVisible();
    if (failed) await retryAfterBlock(page, { jump: true });
    await expectBalanceShown(page, balance, 40_000);
    report(
      'chain RPC slow (> 10 s)',
      failed
        ? 'Loading skeleton, then Token Balance Unavailable after the timeout; Try again after the 30 s block'
        : 'Loading skeleton while the node is slow; the read retried after the timeout',
      timeToRecover(ended),
    );
    expect(watch.errors()).toEqual([]);
  });
});

test('two RPC endpoints: reads fall back to the second, but not after a rejection or an unsupported method', async ({
  page,
  stack,
  core,
}) => {
  test.setTimeout(100_000);
  const watch = watchPageErrors(page);
  const node = chainOf(stack, DEVNET_1).rpcUrl;
  // The same node under a second name: the first endpoint is the one the faults hit, the second stays up.
  const primary = node.replace('127.0.0.1', 'localhost');
  await serveConfig(page, stack, (config) => ({
    ...withoutServer(config),
    chains: config.chains.map((chain) =>
      chain.id === DEVNET_1 ? { ...chain, rpcUrls: [primary, chain.rpcUrl] } : chain,
    ),
  }));
  const balance = await expectedBalance(stack, core, DEVNET_1, ACCOUNT_0);

  // The first endpoint is down: the balance is read through the second, and the visitor sees no fault.
  const down = await injectFault(page, sameOrigin(primary), 'down');
  await openDemo(page, stack);
  await connectDevWallet(page);
  await expectBalanceShown(page, balance);
  expect(down.hits()).toBeGreaterThan(0);
  await down.end();
  report('RPC endpoint 1 of 2 down', 'the real balance (read through endpoint 2)', null);

  // The first endpoint answers eth_getBalance with a user rejection, then with an unsupported method: that
  // answer stands (any endpoint would give it), so the balance is unavailable though the second is up.
  for (const code of [4001, 4200]) {
    let rejected = 0;
    const answer = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
      const body = route.request().postDataJSON() as { id: number; method: string } | undefined;
      if (body?.method !== 'eth_getBalance') return route.fallback();
      rejected += 1;
      return route.fulfill({
        headers: { 'access-control-allow-origin': '*' },
        json: { jsonrpc: '2.0', id: body.id, error: { code, message: `injected ${code}` } },
      });
    };
    const matches = sameOrigin(primary);
    await page.route(matches, answer);
    await page.reload();
    await openAccount(page);
    await expect(balanceUnavailable(page)).toBeVisible({ timeout: 20_000 });
    await expect(balanceLine(page, balance)).toHaveCount(0);
    expect(rejected).toBeGreaterThan(0);
    await page.unroute(matches, answer);
    report(`RPC endpoint 1 answers ${code}`, 'Token Balance Unavailable (not retried on endpoint 2)', null);
  }

  // Both endpoints answer again: a fresh visit reads the balance through the first.
  const served: string[] = [];
  const count = (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    served.push(String((route.request().postDataJSON() as { method?: string } | undefined)?.method));
    return route.fallback();
  };
  await page.route(sameOrigin(primary), count);
  const ended = Date.now();
  await page.reload();
  await expectBalanceShown(page, balance);
  expect(served).toContain('eth_getBalance');
  report('RPC endpoint 1 back', 'the real balance (read through endpoint 1)', timeToRecover(ended));
  expect(watch.errors()).toEqual([]);
});

test.describe('the Walletport server', () => {
  const serverFaults: Fault[] = ['down', { status: 403 }, { status: 429 }, { status: 500 }, 'invalid-json'];
  for (const fault of serverFaults) {
    test(`${faultName(fault)}: wallets are listed, the browser wallet connects, the server's list returns`, async ({
      page,
      stack,
      core,
    }) => {
      test.setTimeout(90_000);
      const watch = watchPageErrors(page);
      const { apiUrl } = await readConfig(stack);
      if (apiUrl === undefined) throw new Error('the demo /config.json names no apiUrl');
      const server = await injectFault(page, sameOrigin(apiUrl), fault);
      // The demo turns analytics off, so the modal sends no /e at all (core's analytics tests cover a 403
      // there); every other request the modal makes to the server meets the fault.
      const analytics: string[] = [];
      page.on('request', (request) => {
        if (sameOrigin(apiUrl)(new URL(request.url())) && new URL(request.url()).pathname === '/e') {
          analytics.push(request.url());
        }
      });
      const dialog = modal(page);
      const fallbackNote = dialog.getByText(
        'The wallet directory is unavailable, so a built-in list is shown.',
      );
      const configAlert = dialog.getByRole('alert').filter({ hasText: 'Invalid App Configuration' });
      const forbidden = typeof fault === 'object' && fault.status === 403;

      await openDemo(page, stack);
      await connectButton(page).click();
      // The browser wallet the page announced is listed whatever the server does.
      await expect(devWalletRow(page)).toBeVisible();
      if (forbidden) {
        await expect(configAlert).toBeVisible();
        await expect(configAlert).toContainText('not found on Allowlist');
        await dialog.getByRole('button', { name: 'Dismiss' }).click();
      }
      await expect(configAlert).toHaveCount(0);

      // All wallets answers from the built-in list and says so.
      await dialog.getByRole('button', { name: /^All wallets/ }).click();
      await expect(fallbackNote).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^MetaMask/ }).first()).toBeVisible();
      // Shown once: the refused requests since raise it no more.
      await expect(configAlert).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The browser wallet connects, and the balance is read from the chain instead of the server.
      await connectDevWallet(page);
      const balance = await expectedBalance(stack, core, DEVNET_1, ACCOUNT_0);
      await expectBalanceShown(page, balance, 20_000);
      await expect(configAlert).toHaveCount(0);
      expect(server.hits()).toBeGreaterThan(0);

      // The server answers again: after Disconnect, All wallets lists the server's registry, no note.
      await server.end();
      const ended = Date.now();
      await dialog.getByRole('button', { name: 'Disconnect' }).click();
      await expect(connectButton(page)).toBeVisible();
      await connectButton(page).click();
      const served = page.waitForResponse(
        (response) => response.url().startsWith(`${apiUrl}/getWallets`) && response.status() === 200,
      );
      await dialog.getByRole('button', { name: /^All wallets/ }).click();
      await served;
      await expect(dialog.getByRole('button', { name: /^MetaMask/ }).first()).toBeVisible();
      await expect(fallbackNote).toHaveCount(0);
      report(
        `server ${faultName(fault)}`,
        forbidden
          ? 'Invalid App Configuration alert, once; wallets listed, All wallets notes its built-in list; wallet connects; balance from the chain'
          : 'wallets listed, All wallets notes its built-in list; wallet connects; balance from the chain; no alert',
        timeToRecover(ended),
      );
      await expect(configAlert).toHaveCount(0);
      expect(analytics).toEqual([]);
      expect(watch.errors()).toEqual([]);
    });
  }
});
