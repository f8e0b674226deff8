// Phones: the platform createAppKit detects once (packages/core/src/connection/detect-platform.ts) reaches
// core's two phone rules and the views. (1) Opening rule (docs/router.md#opening): an app without adapters
// opens on All wallets on a phone, on the QR view on a desktop, and a phone lists only wallets it can open
// (a mobile link). (2) Single pairing (docs/walletconnect.md): on iOS Safari every connect waits on the one
// pairing under way, so leaving and re-entering the QR view makes no second pairing; Android Chrome, which
// the rule leaves out, is the control. Driven by role and visible text in Playwright's mobile emulation.
import type { Locator, Page } from '@playwright/test';
import { accountButton, connectButton, modal } from './support/demo.js';
import { expect, test } from './support/fixtures.js';
import {
  ANDROID_CHROME,
  type Device,
  IPHONE_SAFARI,
  openPhone,
  type PhonePages,
  pairingTopicOf,
  recordProposals,
  slowClientScript,
} from './support/mobile.js';
import type { E2eStack } from './support/stack.js';
import { walletCard, walletSession } from './support/walletconnect.js';

/** How late each session proposal reaches the relay (see recordProposals). */
const PROPOSAL_HOLD_MS = 2_500;
/** How late the wallet-connect client's script arrives: a slow network, long enough to tap Back. */
const CLIENT_SCRIPT_DELAY_MS = 2_500;

let opened: PhonePages[] = [];

test.afterEach(async () => {
  for (const { browser } of opened) await browser.close();
  opened = [];
});

async function phone(stack: E2eStack, device: Device | undefined): Promise<Page> {
  const pages = await openPhone(stack.demo, device);
  opened.push(pages);
  return pages.page;
}

async function openDemo(page: Page, stack: E2eStack, query = ''): Promise<void> {
  await page.goto(`${stack.demo}/${query}`);
  await expect(page.getByRole('heading', { name: 'Walletport demo', level: 1 })).toBeVisible();
}

async function demoConfig(stack: E2eStack): Promise<{ relayUrl: string; devWalletWcPageUrl: string }> {
  const config = (await (await fetch(`${stack.demo}/config.json`)).json()) as {
    relayUrl?: string;
    devWalletWcPageUrl?: string;
  };
  if (config.relayUrl === undefined || config.devWalletWcPageUrl === undefined) {
    throw new Error('the e2e stack serves no relayUrl/devWalletWcPageUrl in /config.json');
  }
  return { relayUrl: config.relayUrl, devWalletWcPageUrl: config.devWalletWcPageUrl };
}

const walletList = (page: Page): Locator => modal(page).getByRole('list', { name: 'Wallets' });
const walletRow = (page: Page, name: string): Locator =>
  walletList(page).getByRole('button', { name: new RegExp(`^${name}`) });

/** The distinct pairings proposed, in order (the SDK may send a proposal's frame again: same pairing). */
const pairings = (proposals: readonly string[]): string[] => [...new Set(proposals)];

async function search(page: Page, text: string): Promise<void> {
  await modal(page).getByRole('searchbox', { name: 'Search wallets' }).fill(text);
}

test.describe('opening rule: an app without adapters (demo Adapters: None)', () => {
  test('on an iPhone the modal opens on All wallets and lists only wallets a phone can open', async ({
    stack,
  }) => {
    const page = await phone(stack, IPHONE_SAFARI);
    await openDemo(page, stack, '?adapters=none');
    await connectButton(page).tap();
    const dialog = modal(page);
    await expect(dialog.getByRole('heading', { name: 'All wallets' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'QR code to connect a wallet' })).toHaveCount(0);
    // Wallets with a mobile link are listed; the registry's desktop-only wallets are not.
    for (const name of ['MetaMask', 'Trust Wallet', 'Rainbow'])
      await expect(walletRow(page, name)).toBeVisible();
    await search(page, 'Rabby');
    await expect(dialog.getByRole('heading', { name: 'No wallets found' })).toBeVisible();
    await search(page, 'Walletport Dev');
    await expect(dialog.getByRole('heading', { name: 'No wallets found' })).toBeVisible();
    await search(page, 'MetaMask');
    await expect(walletRow(page, 'MetaMask')).toBeVisible();
  });

  test('on a desktop the same app opens on the QR view, and All wallets lists desktop-only wallets', async ({
    stack,
  }) => {
    const page = await phone(stack, undefined);
    await openDemo(page, stack, '?adapters=none');
    await connectButton(page).click();
    const dialog = modal(page);
    await expect(dialog.getByRole('img', { name: 'QR code to connect a wallet' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByText('Or choose your wallet')).toBeVisible();
    await dialog.getByRole('button', { name: /^All wallets/ }).click();
    await expect(dialog.getByRole('heading', { name: 'All wallets' })).toBeVisible();
    await search(page, 'Rabby');
    await expect(walletRow(page, 'Rabby Wallet')).toBeVisible();
  });
});

/**
 * Connect Wallet → WalletConnect, Back before the code is there, WalletConnect again: two mounts of the QR
 * view while the first pairing is under way. The client makes its code within milliseconds once its script
 * is in, so the script is slowed (slowClientScript) to leave a visitor the time to go back. Resolves with
 * the pairing URI the visitor finally copies.
 */
async function reenterQrViewDuringPairing(page: Page): Promise<string> {
  await connectButton(page).tap();
  const dialog = modal(page);
  const walletConnect = dialog.getByRole('button', { name: 'WalletConnect', exact: true });
  await walletConnect.tap();
  await expect(dialog.getByText('Creating a connection code')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).tap();
  await walletConnect.tap();
  await expect(dialog.getByRole('img', { name: 'QR code to connect a wallet' })).toBeVisible({
    timeout: 20_000,
  });
  await dialog.getByRole('button', { name: 'Copy link' }).tap();
  await expect(dialog.getByText('Link copied')).toBeVisible();
  const uri = await page.evaluate(() => navigator.clipboard.readText());
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  return uri;
}

test.describe('single pairing rule: one awaited wallet-connect pairing', () => {
  test('iPhone Safari: re-entering the QR view during pairing makes no second pairing; that one connects', async ({
    stack,
  }) => {
    test.setTimeout(90_000);
    const { relayUrl, devWalletWcPageUrl } = await demoConfig(stack);
    const page = await phone(stack, IPHONE_SAFARI);
    const proposals = await recordProposals(page, relayUrl, PROPOSAL_HOLD_MS);
    await slowClientScript(page, CLIENT_SCRIPT_DELAY_MS);
    await openDemo(page, stack);

    const uri = await reenterQrViewDuringPairing(page);
    expect(pairings(proposals)).toEqual([pairingTopicOf(uri)]);

    // The visitor takes that link to the wallet (here the dev wallet's WalletConnect page) and approves.
    const wallet = await page.context().newPage();
    await wallet.goto(devWalletWcPageUrl);
    await expect(wallet.getByRole('button', { name: 'Pair' })).toBeVisible({ timeout: 20_000 });
    await wallet.getByRole('textbox', { name: 'Pairing URI' }).fill(uri);
    await wallet.getByRole('button', { name: 'Pair' }).tap();
    await walletCard(wallet, 'Connect').getByRole('button', { name: 'Approve' }).tap();
    await page.bringToFront();
    await expect(accountButton(page)).toBeVisible({ timeout: 20_000 });
    await expect(modal(page)).toBeHidden();
    await expect(walletSession(wallet)).toHaveCount(1);
    // No refresh storm: the connected page proposes nothing more.
    await page.waitForTimeout(PROPOSAL_HOLD_MS);
    expect(pairings(proposals)).toEqual([pairingTopicOf(uri)]);
  });

  test('Android Chrome (the rule does not apply): the same steps make more than one pairing', async ({
    stack,
  }, testInfo) => {
    test.setTimeout(60_000);
    const { relayUrl } = await demoConfig(stack);
    const page = await phone(stack, ANDROID_CHROME);
    const proposals = await recordProposals(page, relayUrl, PROPOSAL_HOLD_MS);
    await slowClientScript(page, CLIENT_SCRIPT_DELAY_MS);
    await openDemo(page, stack);

    const uri = await reenterQrViewDuringPairing(page);
    // Each mount pairs anew, and the SDK may pair once more for the superseded attempt (its proposal is
    // dropped, and it retries): more than one pairing either way, which is what the rule prevents.
    await expect.poll(() => pairings(proposals).length).toBeGreaterThan(1);
    expect(pairings(proposals)).toContain(pairingTopicOf(uri));
    testInfo.annotations.push({ type: 'pairings', description: String(pairings(proposals).length) });
  });
});
