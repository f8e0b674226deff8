/**
 * Faults on the visitor's side, end to end: the WalletConnect relay going away (mid-request, and refusing
 * connections), a wallet that never answers (injected, and over WalletConnect up to the request timeout),
 * changes network or account on its own, or disappears. For each: the modal stays
 * usable, shows the catalogue's text where it has one, nothing goes uncaught, and it recovers with real
 * data (a balance read from the devnet, a signature checked against its signer) once the fault ends.
 * Each fault prints a `FAULT | fault | what the visitor sees | ms to recover` line (support/faults.ts).
 * A wallet declining (4001) is covered by connect.spec.ts ("a rejection in the wallet is explained").
 * Browser storage and two tabs: faults-storage.spec.ts; 100 reloads of a connected page:
 * faults-reloads.spec.ts.
 */
import {
  ACCOUNT_0,
  accountButton,
  approveInWallet,
  connectButton,
  connectDevWallet,
  DEVNET_1,
  DEVNET_2,
  devWalletRow,
  hookValue,
  modal,
  networkButton,
  openAccount,
  openDemo,
  walletNetwork,
  walletPanel,
} from './support/demo.js';
import { report, timeToRecover, watchPageErrors } from './support/faults.js';
import {
  connectScriptable,
  expectConnectedAs,
  expectDisconnected,
  expectRealBalance,
  expectSignatureBy,
  relayUrlOf,
  routeRelay,
  scriptableRow,
  signButton,
  signOverWalletConnect,
  signWithDevWallet,
  signWithScriptable,
} from './support/faults-client.js';
import { expect, test } from './support/fixtures.js';
import {
  installScriptableWallet,
  SCRIPTABLE_ACCOUNT,
  SCRIPTABLE_WALLET_NAME,
} from './support/scriptable-wallet.js';
import type { E2eStack } from './support/stack.js';
import {
  openWalletConnectPages,
  openWalletPage,
  walletCard,
  type WalletConnectPages,
} from './support/walletconnect.js';

/** How long the relay stays away in the mid-request test: well inside the client's 30 s outage budget. */
const RELAY_OUTAGE_MS = 5_000;
/** How long a wallet stays silent before the test lets it answer. */
const SILENCE_MS = 3_000;
/** The dev wallet's second account (index 1 of the public test mnemonic). */
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

test.describe('the WalletConnect relay', () => {
  let pages: WalletConnectPages | undefined;
  test.afterEach(async () => {
    await pages?.browser.close();
    pages = undefined;
  });

  /**
   * Both tabs open with the demo's relay sockets routed through the switch; the demo in front. `clock`
   * gives the demo Playwright's clock, so a test can jump over a timeout.
   */
  async function openRouted(stack: E2eStack, { clock = false } = {}) {
    pages = await openWalletConnectPages(stack);
    const relay = await routeRelay(pages.demo, await relayUrlOf(stack));
    const watch = watchPageErrors(pages.demo);
    if (clock) await pages.demo.clock.install();
    await openWalletPage(pages);
    await pages.demo.goto(`${stack.demo}/`);
    await expect(pages.demo.getByRole('heading', { name: 'Walletport demo', level: 1 })).toBeVisible();
    await pages.demo.bringToFront();
    return { both: pages, relay, watch };
  }

  /** The QR view's link (Copy link → clipboard), paired and approved on the wallet page. */
  async function pairAndApprove({ demo, wallet }: WalletConnectPages): Promise<void> {
    const dialog = modal(demo);
    await expect(dialog.getByRole('img', { name: 'QR code to connect a wallet' })).toBeVisible({
      timeout: 20_000,
    });
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    const uri = await demo.evaluate(() => navigator.clipboard.readText());
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await wallet.bringToFront();
    await wallet.getByRole('textbox', { name: 'Pairing URI' }).fill(uri);
    await wallet.getByRole('button', { name: 'Pair' }).click();
    await walletCard(wallet, 'Connect').getByRole('button', { name: 'Approve' }).click();
    await demo.bringToFront();
    await expectConnectedAs(demo, ACCOUNT_0);
    await expect(dialog).toBeHidden();
  }

  test('refusing connections: the QR view says the code could not be created; Try again connects once it is back', async ({
    stack,
  }) => {
    test.setTimeout(120_000);
    const { both, relay, watch } = await openRouted(stack, { clock: true });
    const { demo } = both;
    const dialog = modal(demo);
    relay.mode = 'refuse';
    await connectButton(demo).click();
    await dialog.getByRole('button', { name: 'WalletConnect', exact: true }).click();
    // The client retries for its outage budget (30 s), then gives up: the failure in place of the code.
    // The demo's clock jumps over the budget once the client has been refused.
    await expect.poll(() => relay.opened()).toBeGreaterThan(1);
    await demo.clock.fastForward('00:31');
    const failure = dialog.getByRole('alert');
    await expect(failure.getByRole('heading', { name: 'Connection failed' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(failure).toContainText('the connection code could not be created');
    await expect(dialog.getByRole('img', { name: 'QR code to connect a wallet' })).toHaveCount(0);
    expect(relay.opened()).toBeGreaterThan(1);
    // Still usable: Back leads to the wallet list and WalletConnect is offered again.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('button', { name: 'WalletConnect', exact: true })).toBeVisible();

    relay.mode = 'pass';
    const ended = Date.now();
    await dialog.getByRole('button', { name: 'WalletConnect', exact: true }).click();
    await expect(dialog.getByRole('img', { name: 'QR code to connect a wallet' })).toBeVisible({
      timeout: 20_000,
    });
    const recoverMs = timeToRecover(ended);
    await pairAndApprove(both);
    await signOverWalletConnect(both, ACCOUNT_0);
    report(
      'WalletConnect relay refusing connections (QR view)',
      '"Connection failed" + "…the connection code could not be created. Try again for a new code." after the 30 s outage budget; Back works',
      recoverMs,
    );
    expect(watch.errors()).toEqual([]);
  });

  test('dropping every socket while a signature request is in flight: the request arrives once the relay is back', async ({
    stack,
  }) => {
    test.setTimeout(120_000);
    const { both, relay, watch } = await openRouted(stack);
    const { demo, wallet } = both;
    await connectButton(demo).click();
    await modal(demo).getByRole('button', { name: 'WalletConnect', exact: true }).click();
    await pairAndApprove(both);

    relay.mode = 'cut-at-sign';
    await signButton(demo).click();
    await expect.poll(() => relay.cutAt(), { timeout: 20_000 }).toBeDefined();
    const waiting = demo.getByRole('button', { name: 'Waiting for the wallet…' });
    await expect(waiting).toBeDisabled();
    // The session stays connected and the modal usable while the relay is away.
    const account = await openAccount(demo);
    await expect(account).toContainText('Connected with');
    await demo.keyboard.press('Escape');
    await expect(account).toBeHidden();
    const outageLeft = RELAY_OUTAGE_MS - (Date.now() - (relay.cutAt() ?? 0));
    if (outageLeft > 0) await demo.waitForTimeout(outageLeft);
    await expect(walletCard(wallet, 'Sign message · Walletport demo')).toHaveCount(0);
    const refused = relay.opened();

    relay.mode = 'pass';
    const ended = Date.now();
    const card = walletCard(wallet, 'Sign message · Walletport demo');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await wallet.bringToFront();
    await card.getByRole('button', { name: 'Approve' }).click();
    await demo.bringToFront();
    await expectSignatureBy(demo, ACCOUNT_0);
    const recoverMs = timeToRecover(ended);
    expect(relay.opened()).toBeGreaterThan(refused);
    await expectConnectedAs(demo, ACCOUNT_0);
    report(
      'WalletConnect relay dropping every socket mid sign request (5 s)',
      '"Waiting for the wallet…" on the button, still connected, Account view opens; request reaches the wallet after',
      recoverMs,
    );
    expect(watch.errors()).toEqual([]);
  });

  test('the wallet never answers a signature request: at the 5-minute request timeout the demo says so, and the next one signs', async ({
    stack,
  }) => {
    test.setTimeout(120_000);
    const { both, watch } = await openRouted(stack, { clock: true });
    const { demo, wallet } = both;
    await connectButton(demo).click();
    await modal(demo).getByRole('button', { name: 'WalletConnect', exact: true }).click();
    await pairAndApprove(both);

    await signButton(demo).click();
    const cards = walletCard(wallet, 'Sign message · Walletport demo');
    await expect(cards).toHaveCount(1, { timeout: 20_000 });
    const waiting = demo.getByRole('button', { name: 'Waiting for the wallet…' });
    await expect(waiting).toBeDisabled();
    // Nobody approves. Requests that need the wallet's owner wait five minutes (the client's rule for
    // WalletConnect requests); the demo's clock jumps there.
    await demo.clock.fastForward('05:01');
    const failure = demo.getByRole('alert').filter({ hasText: 'Signing failed' });
    await expect(failure).toBeVisible({ timeout: 20_000 });
    // The app gets the reason in words through wagmi and viem, not "An unknown RPC error occurred.".
    await expect(failure).toContainText('The wallet did not answer in time.');
    const seen = (await failure.textContent()) ?? '';
    await expectConnectedAs(demo, ACCOUNT_0);

    // The same clock ran on the wallet's page, where the request expired too. If the wallet still shows
    // it, its owner answers far too late (Reject): the demo ignores the answer.
    if ((await cards.count()) > 0) {
      await wallet.bringToFront();
      await cards.first().getByRole('button', { name: 'Reject' }).click();
    }
    await expect(cards).toHaveCount(0);
    const ended = Date.now();
    await signOverWalletConnect(both, ACCOUNT_0);
    report(
      'wallet never answers a WalletConnect signature request (5 min timeout)',
      seen,
      timeToRecover(ended),
    );
    expect(watch.errors()).toEqual([]);
  });
});

test.describe('the wallet', () => {
  test('never answering the connection request: the modal waits, stays usable, and connects when it answers', async ({
    page,
    stack,
  }) => {
    const watch = watchPageErrors(page);
    const wallet = await installScriptableWallet(page, stack);
    await openDemo(page, stack);
    const dialog = modal(page);
    await connectButton(page).click();
    await scriptableRow(page).click();
    expect(await wallet.nextPrompt()).toBe('wallet_requestPermissions');
    const asking = dialog.getByText(`Approve the connection in ${SCRIPTABLE_WALLET_NAME}`);
    await expect(asking).toBeVisible();
    await page.waitForTimeout(SILENCE_MS);
    await expect(asking).toBeVisible();
    // Usable meanwhile: Back to the list and Esc close it. The request is still open in the wallet, so the
    // header says so, and it still opens the modal.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(scriptableRow(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const connecting = page.getByRole('button', { name: 'Connecting…' });
    await expect(connecting).toBeEnabled();
    await expect(hookValue(page, 'useAppKitAccount()', 'isConnected')).toHaveText('false');
    await connecting.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The wallet's owner finally answers the prompt it still shows: the page takes the connection.
    const ended = Date.now();
    wallet.approve();
    await expectConnectedAs(page, SCRIPTABLE_ACCOUNT);
    const recoverMs = timeToRecover(ended);
    await signWithScriptable(page, wallet);
    report(
      'wallet never answers the connect request',
      `"Approve the connection in ${SCRIPTABLE_WALLET_NAME}" while it waits; after Back/Esc the header says "Connecting…" and still opens the modal`,
      recoverMs,
    );
    expect(watch.errors()).toEqual([]);
  });

  test('never answering a signature request: the page waits, the modal stays usable, the late answer lands', async ({
    page,
    stack,
  }) => {
    const watch = watchPageErrors(page);
    const wallet = await installScriptableWallet(page, stack);
    await openDemo(page, stack);
    await connectScriptable(page, wallet);
    await signButton(page).click();
    expect(await wallet.nextPrompt()).toBe('personal_sign');
    const waiting = page.getByRole('button', { name: 'Waiting for the wallet…' });
    await expect(waiting).toBeDisabled();
    await page.waitForTimeout(SILENCE_MS);
    await expect(waiting).toBeDisabled();
    const account = await openAccount(page);
    await expect(account).toContainText(`Connected with ${SCRIPTABLE_WALLET_NAME}`);
    await page.keyboard.press('Escape');
    await expect(account).toBeHidden();

    const ended = Date.now();
    wallet.approve();
    await expectSignatureBy(page, SCRIPTABLE_ACCOUNT);
    const recoverMs = timeToRecover(ended);
    report(
      'wallet never answers a signature request',
      '"Waiting for the wallet…" on the button; modal opens and closes',
      recoverMs,
    );
    expect(watch.errors()).toEqual([]);
  });

  test('changing network and then account on its own: the page follows, and the new account signs', async ({
    page,
    stack,
    core,
  }) => {
    const watch = watchPageErrors(page);
    await openDemo(page, stack);
    await connectDevWallet(page);
    await expectRealBalance(page, stack, core, DEVNET_1, ACCOUNT_0);

    let ended = Date.now();
    await walletNetwork(page).selectOption(String(DEVNET_2));
    await expect(hookValue(page, 'useAppKitNetwork()', 'chainId')).toHaveText(String(DEVNET_2));
    await expect(networkButton(page)).toHaveAccessibleName(/^Network: Walletport Devnet 2\./);
    await expect(hookValue(page, 'useAccount()', 'chainId')).toHaveText(String(DEVNET_2));
    const chainMs = timeToRecover(ended);
    await expectRealBalance(page, stack, core, DEVNET_2, ACCOUNT_0);

    ended = Date.now();
    await walletPanel(page).getByRole('combobox', { name: 'Account', exact: true }).selectOption('1');
    await expectConnectedAs(page, ACCOUNT_1);
    await expect(accountButton(page)).toContainText(core.truncateAddress(ACCOUNT_1));
    const accountMs = timeToRecover(ended);
    await expectRealBalance(page, stack, core, DEVNET_2, ACCOUNT_1);
    await signWithDevWallet(page, ACCOUNT_1);
    report('wallet switches network on its own', 'network button and hooks follow to Devnet 2', chainMs);
    report('wallet switches account on its own', 'header and hooks follow to the new account', accountMs);
    expect(watch.errors()).toEqual([]);
  });

  test('removed from the browser, then the page reloads: disconnected, listed only as Recent, nothing thrown', async ({
    page,
    extensionContext,
    stack,
  }) => {
    const wallet = await installScriptableWallet(page, stack);
    await openDemo(page, stack);
    await connectScriptable(page, wallet);
    await expectConnectedAs(page, SCRIPTABLE_ACCOUNT);
    // The extension is removed: the same origin loads again with no such wallet in the page.
    await page.goto('about:blank');
    const reloaded = await extensionContext.newPage();
    try {
      const watch = watchPageErrors(reloaded);
      const started = Date.now();
      await openDemo(reloaded, stack);
      await expect(hookValue(reloaded, 'useAppKitState()', 'initialized')).toHaveText('true');
      await expectDisconnected(reloaded);
      const settledMs = timeToRecover(started);
      await connectButton(reloaded).click();
      await expect(devWalletRow(reloaded)).toBeVisible();
      // The modal still remembers it as a recent wallet (the two last used are listed), never as installed.
      const gone = scriptableRow(reloaded);
      await expect(gone).toHaveCount(1);
      await expect(gone).toContainText('Recent');
      await expect(gone).not.toContainText('Installed');
      // Choosing it says so, instead of opening a generic QR code for a wallet nobody can name.
      await gone.click();
      const dialog = reloaded.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'This wallet is not available' })).toBeVisible();
      await expect(dialog.getByRole('img', { name: /^QR code/ })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Back' }).click();
      // Another wallet connects as usual.
      await devWalletRow(reloaded).click();
      await approveInWallet(reloaded);
      await expectConnectedAs(reloaded, ACCOUNT_0);
      report(
        'wallet extension removed, page reloaded',
        'Connect Wallet; the wallet only as a "Recent" row (not "Installed") that says "This wallet is not available"; another wallet connects',
        settledMs,
      );
      expect(watch.errors()).toEqual([]);
    } finally {
      await reloaded.close();
    }
  });
});
