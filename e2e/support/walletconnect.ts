/**
 * WalletConnect in the e2e suite: the demo and the dev wallet's WalletConnect page (apps/dev-wallet
 * dist/wc.html) as two tabs of one plain Chromium profile (no extension: the only wallet is the one at the
 * other end of the relay), both on the stack's local relay. Driven by role and visible text.
 */
import {
  type Browser,
  type BrowserContext,
  chromium,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { chromiumArgs } from '../../apps/dev-wallet/e2e/support/fixtures.js';
import { accountButton, connectButton, modal } from './demo.js';
import { chromiumPath } from './fixtures.js';
import type { E2eStack } from './stack.js';

/** The dapp name the wallet page shows for the demo (its createAppKit metadata). */
export const DEMO_DAPP = 'Walletport demo';

export interface WalletConnectPages {
  browser: Browser;
  context: BrowserContext;
  demo: Page;
  wallet: Page;
  /** The dev wallet page's URL from the demo's /config.json (relay and devnet ports in its query). */
  walletPageUrl: string;
}

/** The demo's /config.json fields this suite needs; fails when the stack runs no relay. */
async function readWalletConnectConfig(
  stack: E2eStack,
): Promise<{ walletPageUrl: string; relayUrl: string }> {
  const response = await fetch(`${stack.demo}/config.json`);
  const config = (await response.json()) as { devWalletWcPageUrl?: string; relayUrl?: string };
  if (config.devWalletWcPageUrl === undefined || config.relayUrl === undefined) {
    throw new Error('the e2e stack serves no relayUrl/devWalletWcPageUrl in /config.json');
  }
  return { walletPageUrl: config.devWalletWcPageUrl, relayUrl: config.relayUrl };
}

/** Echoes the pages' errors into the test output, so a failed run says what the SDKs complained about. */
function logErrors(page: Page, label: string): void {
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`[${label}] ${message.text()}`);
  });
  page.on('pageerror', (error) => console.log(`[${label}] ${error.message}`));
}

export async function openWalletConnectPages(stack: E2eStack): Promise<WalletConnectPages> {
  const { walletPageUrl } = await readWalletConnectConfig(stack);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs() });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // "Copy link" writes the pairing URI to the clipboard; the test reads it back from there.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.demo });
  const demo = await context.newPage();
  const wallet = await context.newPage();
  logErrors(demo, 'demo');
  logErrors(wallet, 'wallet page');
  return { browser, context, demo, wallet, walletPageUrl };
}

/** Opens the wallet page and waits until it is ready, so timings measure WalletConnect, not page start. */
export async function openWalletPage(pages: WalletConnectPages): Promise<void> {
  await pages.wallet.goto(pages.walletPageUrl);
  await expect(pages.wallet.getByRole('button', { name: 'Pair' })).toBeVisible({ timeout: 20_000 });
  await expect(pages.wallet.getByText('Nothing to approve.')).toBeVisible();
}

/** A pending request or proposal card on the wallet page, e.g. 'Sign message · Walletport demo'. */
export const walletCard = (wallet: Page, title: string): Locator =>
  wallet.getByRole('listitem', { name: title });

/** The demo's session on the wallet page (its card carries Disconnect). */
export const walletSession = (wallet: Page): Locator => wallet.getByRole('listitem', { name: DEMO_DAPP });

export interface PairingTimes {
  /** Click on "WalletConnect" → the QR view's link can be copied. */
  uriShownMs: number;
  /** Pair clicked on the wallet page, the proposal approved → the demo's header names the account. */
  approvedToAccountMs: number;
}

/**
 * Connect Wallet → WalletConnect in the demo, "Copy link" → the clipboard, paste into the wallet page,
 * Pair, Approve the proposal; resolves once the demo's header shows the account (the modal closed).
 */
export async function pairThroughQrView(pages: WalletConnectPages): Promise<PairingTimes> {
  const { demo, wallet } = pages;
  await connectButton(demo).click();
  const dialog = modal(demo);
  const started = performance.now();
  await dialog.getByRole('button', { name: 'WalletConnect', exact: true }).click();
  await expect(dialog.getByRole('img', { name: 'QR code to connect a wallet' })).toBeVisible({
    timeout: 20_000,
  });
  const copy = dialog.getByRole('button', { name: 'Copy link' });
  await expect(copy).toBeEnabled();
  const uriShownMs = performance.now() - started;
  await copy.click();
  await expect(dialog.getByText('Link copied')).toBeVisible();
  const uri = await demo.evaluate(() => navigator.clipboard.readText());
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);

  await wallet.bringToFront();
  await wallet.getByRole('textbox', { name: 'Pairing URI' }).fill(uri);
  const pairing = performance.now();
  await wallet.getByRole('button', { name: 'Pair' }).click();
  await walletCard(wallet, 'Connect').getByRole('button', { name: 'Approve' }).click();
  await expect(accountButton(demo)).toBeVisible({ timeout: 20_000 });
  const approvedToAccountMs = performance.now() - pairing;
  await expect(dialog).toBeHidden();
  return { uriShownMs, approvedToAccountMs };
}
