/** Driving the demo page and its modal as a visitor would: by role and visible text. */
import { expect, type Locator, type Page } from '@playwright/test';
import { walletPanel } from '../../apps/dev-wallet/e2e/support/fixtures.js';
import type { E2eStack } from './stack.js';

export { walletPanel };

/** Account 0 of the public test mnemonic: the dev wallet's first account. */
export const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const DEVNET_1 = 31337;
export const DEVNET_2 = 31338;
export const DEV_WALLET = 'Walletport Dev Wallet';
/** WPUSD and WPT, deployed by the devnet at fixed addresses. */
export const DEVNET_TOKENS = [
  '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
] as const;

export interface DemoOptions {
  /** The demo's network choice (the configuration panel's checkboxes); default: every network. */
  networks?: number[];
  theme?: 'light' | 'dark';
  locale?: string;
  /** The demo's Chains setting: EVM only (default), EVM and Solana, or Solana alone. */
  chains?: 'evm' | 'evm+solana' | 'solana';
  /** The demo's Sign-in setting (default off). */
  signIn?: 'optional' | 'required';
}

/**
 * The demo URL with the dev wallet pointed at this run's devnet ports through its query parameter, the
 * way apps/dev-wallet's e2e configures it. The parameter stays on reloads, so the wallet keeps its chains.
 */
export function demoUrl(stack: E2eStack, options: DemoOptions = {}): string {
  // The devnet's demo tokens (the same addresses on both chains), which the wallet reports by wallet_getAssets.
  const chains = stack.chains.map((chain) => ({ ...chain, tokens: DEVNET_TOKENS }));
  // The wallet's Solana side goes to this run's local Solana chain (its port is free-picked too).
  const wallet = { chains, solana: { rpcUrl: stack.solana.rpcUrl } };
  const params = new URLSearchParams({ 'walletport-dev-wallet': JSON.stringify(wallet) });
  if (options.networks) params.set('networks', options.networks.join(','));
  if (options.theme) params.set('theme', options.theme);
  if (options.locale) params.set('locale', options.locale);
  if (options.chains && options.chains !== 'evm') params.set('chains', options.chains);
  if (options.signIn) params.set('signin', options.signIn);
  return `${stack.demo}/?${params.toString()}`;
}

export async function openDemo(page: Page, stack: E2eStack, options: DemoOptions = {}): Promise<void> {
  await page.goto(demoUrl(stack, options));
  await expect(page.getByRole('heading', { name: 'Walletport demo', level: 1 })).toBeVisible();
}

export const modal = (page: Page): Locator => page.getByRole('dialog');
export const connectButton = (page: Page): Locator => page.getByRole('button', { name: 'Connect Wallet' });
/** The account button names the account ('Account 0xf3…92266, balance …'). */
export const accountButton = (page: Page): Locator => page.getByRole('button', { name: /^Account / });
export const networkButton = (page: Page): Locator =>
  page.getByRole('button', { name: /^(Unsupported network|Network): .*Change network$/ });
/**
 * Approves the wallet's pending request. `keepFocus` clicks without moving the page's focus, as when a
 * real wallet asks in its own window (a mouse click on the in-page panel would take focus from the modal).
 */
export async function approveInWallet(page: Page, { keepFocus = false } = {}): Promise<void> {
  const approve = walletPanel(page).getByRole('button', { name: 'Approve' });
  if (keepFocus) await approve.dispatchEvent('click');
  else await approve.click();
}
export const rejectInWallet = (page: Page): Promise<void> =>
  walletPanel(page).getByRole('button', { name: 'Reject' }).click();

/** The dev wallet's row in the Connect view. */
export const devWalletRow = (page: Page): Locator =>
  modal(page).getByRole('button', { name: new RegExp(DEV_WALLET) });

/**
 * The connection the way a visitor makes it: Connect Wallet, the dev wallet, Approve. The modal closes
 * once connected (as AppKit's does) and the header button then names the account.
 */
export async function connectDevWallet(page: Page): Promise<void> {
  await connectButton(page).click();
  await devWalletRow(page).click();
  await expect(walletPanel(page).getByRole('heading', { name: 'Connect' })).toBeVisible();
  await approveInWallet(page);
  await expect(accountButton(page)).toBeVisible();
  await expect(modal(page)).toBeHidden();
}

/** Opens the Account view from the header's account button. */
export async function openAccount(page: Page): Promise<Locator> {
  await accountButton(page).click();
  const dialog = modal(page);
  await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  return dialog;
}

/** A row of a hooks panel, e.g. hookValue(page, 'useAppKitAccount()', 'isConnected'). */
export function hookValue(page: Page, hook: string, key: string): Locator {
  return page
    .locator('.hook')
    .filter({ has: page.getByRole('heading', { name: hook, exact: true }) })
    .locator('.fact')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${key}$`) }) })
    .locator('dd');
}

/** The network the dev wallet's panel shows as current (its Network select). */
export const walletNetwork = (page: Page): Locator =>
  walletPanel(page).getByRole('combobox', { name: 'Network' });

/** True when `target` has focus, also inside a shadow root (where document.activeElement is the host). */
export function hasFocus(target: Locator): Promise<boolean> {
  return target
    .evaluate((element) => (element.getRootNode() as Document | ShadowRoot).activeElement === element)
    .catch(() => false);
}

/** Presses Tab until `target` has focus (inside shadow roots too), failing after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let press = 0; press < max; press++) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return;
  }
  throw new Error(`Tab did not reach ${target} within ${max} presses`);
}
