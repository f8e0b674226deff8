// WalletConnect when things go wrong, end to end: Walletport's own client in the demo against the dev
// wallet's WalletConnect page (sign-client 2.21.8) on the stack's local relay. The wallet refuses the
// connection, the browser loses the relay socket, the session runs out, the wallet changes network.
// Each test starts from a fresh browser and acts as the visitor would, by role and visible text.
import type { Locator, Page, WebSocketRoute } from '@playwright/test';
import { type Address, verifyMessage } from 'viem';
import {
  ACCOUNT_0,
  accountButton,
  connectButton,
  DEVNET_1,
  DEVNET_2,
  hookValue,
  modal,
} from './support/demo.js';
import { expect, test } from './support/fixtures.js';
import { chainOf, type E2eStack } from './support/stack.js';
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
/** The relay tag of a wc_sessionRequest publish (packages/core/src/walletconnect/client/rpc-options.ts). */
const SESSION_REQUEST_TAG = 1108;
/** How long the shortened session lives after the reload; restoring must show it connected before. */
const SHORT_EXPIRY_SECONDS = 3;

let pages: WalletConnectPages | undefined;

test.afterEach(async () => {
  await pages?.browser.close();
  pages = undefined;
});

/** Both tabs open, the demo loaded and in front. `beforeLoad` runs on the demo tab before its first load. */
async function openBoth(
  stack: E2eStack,
  beforeLoad?: (demo: Page) => Promise<void>,
): Promise<WalletConnectPages> {
  pages = await openWalletConnectPages(stack);
  await openWalletPage(pages);
  if (beforeLoad) await beforeLoad(pages.demo);
  await pages.demo.goto(`${stack.demo}/`);
  await expect(pages.demo.getByRole('heading', { name: 'Walletport demo', level: 1 })).toBeVisible();
  await pages.demo.bringToFront();
  return pages;
}

/** The QR view's link as "Copy link" puts it on the clipboard; waits until it differs from `previous`. */
async function copyPairingLink(demo: Page, previous?: string): Promise<string> {
  const dialog = modal(demo);
  await expect(dialog.getByRole('img', { name: 'QR code to connect a wallet' })).toBeVisible({
    timeout: 20_000,
  });
  const copy = dialog.getByRole('button', { name: 'Copy link' });
  let uri = '';
  await expect
    .poll(async () => {
      await copy.click();
      uri = await demo.evaluate(() => navigator.clipboard.readText());
      return /^wc:[0-9a-f]{64}@2\?/.test(uri) && uri !== previous;
    })
    .toBe(true);
  return uri;
}

/** Pastes a pairing link into the wallet page and pairs: the demo's proposal appears as the Connect card. */
async function pairOnWalletPage(wallet: Page, uri: string): Promise<void> {
  await wallet.bringToFront();
  await wallet.getByRole('textbox', { name: 'Pairing URI' }).fill(uri);
  await wallet.getByRole('button', { name: 'Pair' }).click();
  await expect(walletCard(wallet, 'Connect')).toBeVisible({ timeout: 20_000 });
}

/** The demo is connected to account 0 over WalletConnect, per its header and its hooks panel. */
async function expectConnected(demo: Page): Promise<void> {
  await expect(accountButton(demo)).toBeVisible({ timeout: 20_000 });
  await expect(hookValue(demo, 'useAccount()', 'status')).toHaveText('connected');
  await expect(hookValue(demo, 'useAccount()', 'address')).toHaveText(ACCOUNT_0);
}

/** The demo shows no connection: the header offers Connect Wallet again. */
async function expectDisconnected(demo: Page): Promise<void> {
  await expect(connectButton(demo)).toBeVisible({ timeout: 20_000 });
  await expect(accountButton(demo)).toHaveCount(0);
  await expect(hookValue(demo, 'useAccount()', 'status')).toHaveText('disconnected');
}

/** "Sign message" in the demo, Approve on the wallet page; the demo must show a valid signature. */
async function signAndVerify({ demo, wallet }: WalletConnectPages): Promise<void> {
  const signature = demo.getByRole('status', { name: 'Signature' });
  await demo.bringToFront();
  await demo.getByRole('button', { name: 'Sign message' }).click();
  const card = walletCard(wallet, `Sign message · ${DEMO_DAPP}`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await wallet.bringToFront();
  await card.getByRole('button', { name: 'Approve' }).click();
  await demo.bringToFront();
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 20_000 });
  const valid = await verifyMessage({
    address: ACCOUNT_0 as Address,
    message: DEMO_MESSAGE,
    signature: (await signature.textContent()) as `0x${string}`,
  });
  expect(valid).toBe(true);
}

/** Pairs the wallet page with `uri` and clicks Reject on its Connect card (the wallet answers 5000). */
async function rejectOnWalletPage(wallet: Page, uri: string): Promise<void> {
  await pairOnWalletPage(wallet, uri);
  await walletCard(wallet, 'Connect').getByRole('button', { name: 'Reject' }).click();
  await expect(walletCard(wallet, 'Connect')).toHaveCount(0);
}

/** The QR view shows the failure in place of the code, and nobody got connected on either side. */
async function expectConnectionFailed({ demo, wallet }: WalletConnectPages): Promise<void> {
  await demo.bringToFront();
  const dialog = modal(demo);
  const failure = dialog.getByRole('alert');
  await expect(failure.getByRole('heading', { name: 'Connection failed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(failure).toContainText('The wallet declined the request');
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeEnabled();
  await expect(dialog.getByRole('img', { name: 'QR code to connect a wallet' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeDisabled();
  await expect(hookValue(demo, 'useAccount()', 'status')).toHaveText('disconnected');
  await expect(walletSession(wallet)).toHaveCount(0);
}

/** Connect Wallet → WalletConnect, the link copied, paired and rejected on the wallet page. */
async function connectAndGetRejected(both: WalletConnectPages): Promise<string> {
  const { demo, wallet } = both;
  await connectButton(demo).click();
  await modal(demo).getByRole('button', { name: 'WalletConnect', exact: true }).click();
  const uri = await copyPairingLink(demo);
  await rejectOnWalletPage(wallet, uri);
  await expectConnectionFailed(both);
  return uri;
}

/** Pairs the wallet page with `uri` and approves: the demo is connected and its modal closed. */
async function approveOnWalletPage({ demo, wallet }: WalletConnectPages, uri: string): Promise<void> {
  await pairOnWalletPage(wallet, uri);
  await walletCard(wallet, 'Connect').getByRole('button', { name: 'Approve' }).click();
  await demo.bringToFront();
  await expectConnected(demo);
  await expect(modal(demo)).toBeHidden();
  await expect(walletSession(wallet)).toHaveCount(1);
}

test('the wallet rejects the connection: the QR view says so, and Try again gives a code that connects', async ({
  stack,
}) => {
  test.setTimeout(120_000);
  const both = await openBoth(stack);
  const dialog = modal(both.demo);
  const rejectedUri = await connectAndGetRejected(both);

  let freshUri = '';
  await test.step('Try again: a fresh code in place of the failure', async () => {
    await dialog.getByRole('button', { name: 'Try again' }).click();
    freshUri = await copyPairingLink(both.demo, rejectedUri);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });
  await test.step('the fresh code pairs: Approve on the wallet page connects the demo', async () => {
    await approveOnWalletPage(both, freshUri);
  });
});

test('the wallet rejects the connection: Back and WalletConnect again give a fresh code', async ({
  stack,
}) => {
  // A refused pairing is not live: re-entering the QR view (Back, or closing and reopening the modal)
  // starts a new one instead of showing the old failure again.
  test.setTimeout(120_000);
  const both = await openBoth(stack);
  const dialog = modal(both.demo);
  const rejectedUri = await connectAndGetRejected(both);

  let freshUri = '';
  await test.step('Back, then WalletConnect again: a fresh code, not the old failure', async () => {
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'WalletConnect', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'WalletConnect' })).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0, { timeout: 5_000 });
    freshUri = await copyPairingLink(both.demo, rejectedUri);
  });
  await test.step('the fresh code pairs: Approve on the wallet page connects the demo', async () => {
    await approveOnWalletPage(both, freshUri);
  });
});

/** The demo's relay sockets, in order, each with the irn_* methods the page sent on it. */
interface RoutedSocket {
  route: WebSocketRoute;
  sent: string[];
}

function describeFrame(frame: string | Buffer): string {
  if (typeof frame !== 'string') return 'binary';
  try {
    const message = JSON.parse(frame) as { method?: unknown; params?: { tag?: unknown } };
    if (typeof message.method !== 'string') return 'response';
    return message.method === 'irn_publish' ? `irn_publish:${message.params?.tag}` : message.method;
  } catch {
    return 'unparsed';
  }
}

/** Puts every relay socket of `page` through a route that forwards both ways and logs the page's frames. */
async function routeRelaySockets(page: Page, relayUrl: string): Promise<RoutedSocket[]> {
  const sockets: RoutedSocket[] = [];
  const relayHost = new URL(relayUrl).host;
  await page.routeWebSocket(
    (url) => url.host === relayHost,
    (route) => {
      const relay = route.connectToServer();
      const socket: RoutedSocket = { route, sent: [] };
      sockets.push(socket);
      route.onMessage((frame) => {
        socket.sent.push(describeFrame(frame));
        relay.send(frame);
      });
    },
  );
  return sockets;
}

async function relayUrlOf(stack: E2eStack): Promise<string> {
  const { relayUrl } = (await (await fetch(`${stack.demo}/config.json`)).json()) as { relayUrl?: string };
  if (relayUrl === undefined) throw new Error('the e2e stack serves no relayUrl in /config.json');
  return relayUrl;
}

test('the relay socket drops in the browser: the client reconnects by itself and the session still signs', async ({
  stack,
}) => {
  test.setTimeout(120_000);
  const relayUrl = await relayUrlOf(stack);
  let sockets: RoutedSocket[] = [];
  const both = await openBoth(stack, async (demo) => {
    sockets = await routeRelaySockets(demo, relayUrl);
  });
  const { demo } = both;
  await pairThroughQrView(both);
  await expectConnected(demo);
  // One socket carries the session, and the test sees its traffic: the cut below hits that socket.
  expect(sockets).toHaveLength(1);
  const watched = [
    await watchTexts(hookValue(demo, 'useAccount()', 'status')),
    await watchTexts(hookValue(demo, 'useAppKitAccount()', 'status')),
  ];

  await test.step('the network drops the socket: a new one opens and the topics are subscribed again', async () => {
    await sockets[0]!.route.close({ code: 1006, reason: 'network lost' });
    await expect(accountButton(demo)).toBeVisible();
    await expect.poll(() => sockets.length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => sockets[1]!.sent, { timeout: 20_000 }).toContain('irn_batchSubscribe');
    await expectConnected(demo);
  });

  await test.step('Sign message over the new socket: Approve on the wallet page gives a valid signature', async () => {
    await signAndVerify(both);
    expect(sockets[1]!.sent).toContain(`irn_publish:${SESSION_REQUEST_TAG}`);
    await expectConnected(demo);
  });

  // Connected throughout: neither the wagmi nor the Walletport account status showed anything else.
  for (const seen of watched) expect(await seen()).toEqual(['connected']);
});

/**
 * Starts recording every text `value` shows, as the page renders it; the returned function reads them.
 * The record sits on the element itself, so an element React replaced reads as no record at all.
 */
async function watchTexts(value: Locator): Promise<() => Promise<string[] | undefined>> {
  type Recorded = Element & { recordedTexts?: string[] };
  await value.evaluate((element: Recorded) => {
    const seen = [element.textContent ?? ''];
    element.recordedTexts = seen;
    new MutationObserver(() => {
      const text = element.textContent ?? '';
      if (text !== seen.at(-1)) seen.push(text);
    }).observe(element, { subtree: true, childList: true, characterData: true });
  });
  return () => value.evaluate((element: Recorded) => element.recordedTexts);
}

/** The localStorage key of the client's stored sessions (`walletport-wc/…:sessions`). */
async function sessionsKey(demo: Page): Promise<string> {
  let key: string | undefined;
  await expect
    .poll(async () => {
      const keys = await demo.evaluate(() => Object.keys(localStorage));
      key = keys.find((name) => name.startsWith('walletport-wc/') && name.endsWith(':sessions'));
      return key;
    })
    .toBeDefined();
  return key!;
}

/** Rewrites the expiry (seconds since epoch) of every stored session. */
async function setStoredExpiry(demo: Page, key: string, secondsFromNow: number): Promise<void> {
  const count = await demo.evaluate(
    ([storageKey, offset]) => {
      const sessions = JSON.parse(localStorage.getItem(storageKey) ?? '[]') as { expiry: number }[];
      const expiry = Math.floor(Date.now() / 1000) + offset;
      for (const session of sessions) session.expiry = expiry;
      localStorage.setItem(storageKey, JSON.stringify(sessions));
      return sessions.length;
    },
    [key, secondsFromNow] as const,
  );
  expect(count).toBe(1);
}

test.describe('session expiry', () => {
  test('a session that expires after the reload is restored, then ends by itself', async ({ stack }) => {
    test.setTimeout(120_000);
    const both = await openBoth(stack);
    const { demo, wallet } = both;
    await pairThroughQrView(both);
    await expectConnected(demo);
    const key = await sessionsKey(demo);

    await setStoredExpiry(demo, key, SHORT_EXPIRY_SECONDS);
    // Pairing left the wallet tab in front; a background tab hardly renders, so the visitor looks here.
    await demo.bringToFront();
    await demo.reload();
    await test.step('restored from storage: connected again without a pairing', async () => {
      await expect(accountButton(demo)).toBeVisible({ timeout: SHORT_EXPIRY_SECONDS * 1000 });
      await expect(walletCard(wallet, 'Connect')).toHaveCount(0);
    });
    await test.step('at expiry the demo disconnects with no word from the wallet', async () => {
      await expectDisconnected(demo);
      await expect.poll(() => demo.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
      // The wallet did nothing: its page still lists the session it approved.
      await expect(walletSession(wallet)).toHaveCount(1);
    });
  });

  test('a stored session already past its expiry restores as disconnected', async ({ stack }) => {
    test.setTimeout(120_000);
    const both = await openBoth(stack);
    const { demo } = both;
    await pairThroughQrView(both);
    await expectConnected(demo);
    const key = await sessionsKey(demo);

    await setStoredExpiry(demo, key, -60);
    // Pairing left the wallet tab in front; a background tab hardly renders, so the visitor looks here.
    await demo.bringToFront();
    await demo.reload();
    await expect(demo.getByRole('heading', { name: 'Walletport demo', level: 1 })).toBeVisible();
    await expectDisconnected(demo);
    await expect.poll(() => demo.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
  });
});

test('the wallet changes network on its page: the demo follows', async ({ stack }) => {
  test.setTimeout(120_000);
  const both = await openBoth(stack);
  const { demo, wallet } = both;
  await pairThroughQrView(both);
  await expectConnected(demo);
  const demoChain = hookValue(demo, 'useAppKitNetwork()', 'chainId');
  await expect(demoChain).toHaveText(String(DEVNET_1));

  const walletNetwork = wallet.getByRole('combobox', { name: 'Network' });
  for (const chainId of [DEVNET_2, DEVNET_1]) {
    await test.step(`the wallet picks chain ${chainId}`, async () => {
      await wallet.bringToFront();
      // The page lists each chain as "<name> (<id>)", named as the stack names it.
      await walletNetwork.selectOption({ label: `${chainOf(stack, chainId).name} (${chainId})` });
      await demo.bringToFront();
      await expect(demoChain).toHaveText(String(chainId), { timeout: 20_000 });
      await expect(hookValue(demo, 'useAccount()', 'chainId')).toHaveText(String(chainId));
      await expectConnected(demo);
    });
  }
});
