// WalletConnect end to end: the demo (its QR view's link) and the dev wallet's WalletConnect page, two tabs
// on the stack's local relay. One test walks the whole session, so --repeat-each runs it again from a fresh
// browser. Latencies are printed and annotated per run, never asserted.
import { type Address, verifyMessage } from 'viem';
import { expectedBalance, setBalance } from './support/chain.js';
import {
  ACCOUNT_0,
  accountButton,
  connectButton,
  DEVNET_1,
  DEVNET_2,
  hookValue,
  modal,
  networkButton,
} from './support/demo.js';
import { expect, test } from './support/fixtures.js';
import { refreshServerBalance } from './support/server-balance.js';
import {
  DEMO_DAPP,
  openWalletConnectPages,
  openWalletPage,
  pairThroughQrView,
  walletCard,
  walletSession,
  type WalletConnectPages,
} from './support/walletconnect.js';

/** apps/demo/src/panels/SignMessagePanel.tsx */
const DEMO_MESSAGE = 'Hello from the Walletport demo';
/** A balance no other chain shows, so the amount on screen after the switch proves which chain was read. */
const DEVNET_2_BALANCE = '1357.2468';

let pages: WalletConnectPages | undefined;

test.afterEach(async () => {
  await pages?.browser.close();
  pages = undefined;
});

test('pairs through the QR view, signs, rejects, switches network, survives a reload, ends from the wallet', async ({
  stack,
  core,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const timings: Record<string, number> = {};
  const note = (name: string, ms: number) => {
    timings[name] = Math.round(ms);
    testInfo.annotations.push({ type: `latency: ${name}`, description: `${Math.round(ms)} ms` });
  };
  await setBalance(stack, DEVNET_2, ACCOUNT_0, DEVNET_2_BALANCE);
  await refreshServerBalance(request, stack, DEVNET_2, ACCOUNT_0);
  pages = await openWalletConnectPages(stack);
  const { demo, wallet } = pages;
  await openWalletPage(pages);
  await demo.goto(`${stack.demo}/`);
  await expect(demo.getByRole('heading', { name: 'Walletport demo', level: 1 })).toBeVisible();
  // Timings start at a click, and the visitor clicks in the tab in front. Chromium (headless too) hardly
  // renders a background tab — two animation frames take ~1.7 s there — and Playwright's click waits for
  // frames (element stability), so a click into the hidden tab measured the throttling, not WalletConnect.
  await demo.bringToFront();

  await test.step('pair through the link of the QR view; Account shows address and balance', async () => {
    const times = await pairThroughQrView(pages!);
    note('WalletConnect click → URI shown', times.uriShownMs);
    note('Pair + Approve → Account shown', times.approvedToAccountMs);
    const account = accountButton(demo);
    await expect(account).toContainText(core.truncateAddress(ACCOUNT_0));
    await expect(account).toContainText(await expectedBalance(stack, core, DEVNET_1, ACCOUNT_0));
    await expect(walletSession(wallet)).toContainText('eip155:31337');
  });

  const signButton = demo.getByRole('button', { name: 'Sign message' });
  const signature = demo.getByRole('status', { name: 'Signature' });
  const signCard = walletCard(wallet, `Sign message · ${DEMO_DAPP}`);

  await test.step('sign a message: Approve on the wallet page → the demo shows a valid signature', async () => {
    // Pairing left the wallet page in front; the visitor signs in the demo, then turns to the wallet.
    await demo.bringToFront();
    const clicked = performance.now();
    await signButton.click();
    await expect(signCard).toBeVisible();
    note('Sign click → request on wallet page', performance.now() - clicked);
    await wallet.bringToFront();
    const approved = performance.now();
    await signCard.getByRole('button', { name: 'Approve' }).click();
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/);
    const now = performance.now();
    note('Approve → signature shown', now - approved);
    note('Sign click → signature shown', now - clicked);
    const valid = await verifyMessage({
      address: ACCOUNT_0 as Address,
      message: DEMO_MESSAGE,
      signature: (await signature.textContent()) as `0x${string}`,
    });
    expect(valid).toBe(true);
  });

  await test.step('reject a request: the demo says the wallet rejected it', async () => {
    await demo.bringToFront();
    await signButton.click();
    await wallet.bringToFront();
    await signCard.getByRole('button', { name: 'Reject' }).click();
    await demo.bringToFront();
    await expect(demo.getByRole('alert')).toHaveText(/^Signing failed: .*rejected/i);
    await expect(signature).toBeHidden();
    await expect(accountButton(demo)).toBeVisible();
  });

  await test.step('switch network from the modal: the wallet follows, the demo shows that chain’s balance', async () => {
    await demo.bringToFront();
    await networkButton(demo).click();
    const dialog = modal(demo);
    await expect(dialog.getByRole('heading', { name: 'Choose network' })).toBeVisible();
    await dialog.getByRole('button', { name: /Walletport Devnet 2/ }).click();
    const switchCard = walletCard(wallet, `Switch network · ${DEMO_DAPP}`);
    const demoChain = hookValue(demo, 'useAppKitNetwork()', 'chainId');
    // A chain the session already approved is switched by the dapp's provider itself (every later request
    // names its chain); a wallet asked to switch shows a card to approve. Either way the demo follows.
    let walletAsked = false;
    await expect
      .poll(async () => {
        if (await switchCard.isVisible()) {
          walletAsked = true;
          await switchCard
            .getByRole('button', { name: 'Approve' })
            .click({ timeout: 2_000 })
            .catch(() => {});
        }
        return demoChain.textContent();
      })
      .toBe(String(DEVNET_2));
    testInfo.annotations.push({
      type: 'network switch',
      description: walletAsked ? 'the wallet page asked and was approved' : 'switched within the session',
    });
    await expect(hookValue(demo, 'useAccount()', 'chainId')).toHaveText(String(DEVNET_2));
    const balance = await expectedBalance(stack, core, DEVNET_2, ACCOUNT_0);
    expect(balance).toBe('1,357.246 ETH');
    await expect(accountButton(demo)).toContainText(balance);
  });

  await test.step('reload the demo: still connected, without a new pairing', async () => {
    await demo.bringToFront();
    await demo.reload();
    await expect(accountButton(demo)).toContainText(core.truncateAddress(ACCOUNT_0), { timeout: 20_000 });
    await expect(hookValue(demo, 'useAccount()', 'status')).toHaveText('connected');
    // The chain chosen before the reload comes back with the session, not the app's default network.
    await expect(hookValue(demo, 'useAppKitNetwork()', 'chainId')).toHaveText(String(DEVNET_2));
    await expect(walletCard(wallet, 'Connect')).toHaveCount(0);
    await expect(walletSession(wallet)).toHaveCount(1);
    // The session still carries requests after the reload.
    await signButton.click();
    await wallet.bringToFront();
    await signCard.getByRole('button', { name: 'Approve' }).click();
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/);
  });

  await test.step('disconnect from the wallet page: the demo disconnects', async () => {
    await wallet.bringToFront();
    const clicked = performance.now();
    await walletSession(wallet).getByRole('button', { name: 'Disconnect' }).click();
    await expect(connectButton(demo)).toBeVisible();
    note('Wallet Disconnect → demo disconnected', performance.now() - clicked);
    await expect(accountButton(demo)).toBeHidden();
  });

  console.log(`» WalletConnect latencies (run ${testInfo.repeatEachIndex + 1}): ${JSON.stringify(timings)}`);
});
