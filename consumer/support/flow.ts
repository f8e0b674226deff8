/** What every consumer app must let a visitor do, driven by role and visible text. */
import { expect, type Page } from '@playwright/test';
import {
  ACCOUNT_0,
  approveInWallet,
  connectButton,
  DEVNET_1,
  DEVNET_2,
  devWalletRow,
  modal,
  walletNetwork,
  walletPanel,
} from '../../e2e/support/demo.js';
import type { ConsumerRun } from './run.js';

export { ACCOUNT_0 };

/** The app's URL with the dev wallet pointed at this run's devnets (the parameter survives reloads). */
export function appUrl(run: ConsumerRun, app: string, query: Record<string, string> = {}): string {
  const base = run.apps[app];
  if (base === undefined) throw new Error(`the consumer run serves no ${app}`);
  const chains = run.stack.rpc.map(({ id, name, url }) => ({ id, name, rpcUrl: url }));
  // The wallet's Solana side goes to this run's local Solana chain too (its ports are picked per run).
  const wallet = { chains, solana: { rpcUrl: run.stack.solana.rpc } };
  const params = new URLSearchParams({ 'walletport-dev-wallet': JSON.stringify(wallet), ...query });
  return `${base}/?${params.toString()}`;
}

export const shownAddress = (page: Page) => page.getByText(/^Address: /);
export const shownChain = (page: Page) => page.getByText(/^Chain: /);

export async function connect(page: Page): Promise<void> {
  await connectButton(page).click();
  await devWalletRow(page).click();
  await expect(walletPanel(page).getByRole('heading', { name: 'Connect' })).toBeVisible();
  await approveInWallet(page);
  await expect(modal(page)).toBeHidden();
  await expect(shownAddress(page)).toHaveText(`Address: ${ACCOUNT_0}`);
  await expect(shownChain(page)).toHaveText(`Chain: ${DEVNET_1}`);
}

export async function signMessage(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Sign message' }).click();
  await approveInWallet(page);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Signature valid');
}

export async function switchToSecondDevnet(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Switch to Walletport Devnet 2' }).click();
  await approveInWallet(page);
  await expect(shownChain(page)).toHaveText(`Chain: ${DEVNET_2}`);
  await expect(walletNetwork(page)).toHaveValue(String(DEVNET_2));
}

/** After a reload the session is back: same account, same chain, no new approval in the wallet. */
export async function reloadKeepsSession(page: Page): Promise<void> {
  await page.reload();
  await expect(shownAddress(page)).toHaveText(`Address: ${ACCOUNT_0}`);
  await expect(shownChain(page)).toHaveText(`Chain: ${DEVNET_2}`);
  await expect(page.getByRole('button', { name: /^Account / })).toBeVisible();
}

export async function disconnect(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Disconnect' }).click();
  await expect(shownAddress(page)).toHaveText('Address: none');
  await expect(connectButton(page)).toBeVisible();
  await page.reload();
  await expect(connectButton(page)).toBeVisible();
  await expect(shownAddress(page)).toHaveText('Address: none');
}

/** The whole visit: connect, sign, switch network, reload keeps the session, disconnect (and stay so). */
export async function fullVisit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await connect(page);
  await signMessage(page);
  await switchToSecondDevnet(page);
  await reloadKeepsSession(page);
  await disconnect(page);
}
