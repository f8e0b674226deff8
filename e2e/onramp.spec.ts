// Buy, the way a visitor does it: the Account view's Buy button, $50 of ETH or WPUSD, Continue, the
// sandbox provider's checkout page in the popup, a test card, and the bought tokens arriving on the devnet
// (read from the node before and after). A declined card shows the provider's message in the popup and
// the failure in the modal, and nothing arrives.
import type { Locator, Page } from '@playwright/test';
import { parseEther, parseUnits } from 'viem';
import { expect, test } from './support/fixtures.js';
import { ACCOUNT_0, connectDevWallet, DEVNET_1, openAccount, openDemo } from './support/demo.js';
import { nativeBalance, tokenBalance, WPUSD } from './support/wallet-features.js';

const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

async function openBuy(page: Page): Promise<Locator> {
  const dialog = await openAccount(page);
  await dialog.getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Buy' }).click();
  await expect(dialog.getByRole('textbox', { name: 'You pay' })).toBeVisible({ timeout: 15_000 });
  return dialog;
}

/** Enters the amount (and the token), waits for the quote, presses Continue; returns the popup. */
async function continueToCheckout(page: Page, dialog: Locator, options: { amount: string; token?: string }) {
  if (options.token !== undefined) {
    await dialog.getByRole('button', { name: /change token$/ }).click();
    await dialog.getByRole('button', { name: new RegExp(`^${options.token}\\b`) }).click();
    await expect(dialog.getByRole('button', { name: `${options.token}, change token` })).toBeVisible();
  }
  await dialog.getByRole('textbox', { name: 'You pay' }).fill(options.amount);
  // The quote: a real price from the provider, with its fees.
  await expect(dialog.getByText(/^≈ [\d.,]+ /)).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Provider fee')).toBeVisible();
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeEnabled();
  const [popup] = await Promise.all([page.context().waitForEvent('page'), continueButton.click()]);
  await popup.waitForURL(/\/checkout\//, { timeout: 15_000 });
  await expect(dialog.getByRole('heading', { name: 'Finish paying in the checkout' })).toBeVisible();
  return popup;
}

async function payWithCard(popup: Page, card: string): Promise<void> {
  await expect(popup.getByRole('textbox', { name: /^Amount/ })).toHaveValue(/^50(\.00)?$/);
  await popup.getByRole('textbox', { name: 'Card number' }).fill(card);
  await popup.getByRole('textbox', { name: /^Expiry date/ }).fill('12/34');
  const cvc = popup.getByRole('textbox', { name: /^Security code/ });
  await cvc.fill('123');
  await expect(popup.getByRole('button', { name: 'Pay' })).toBeVisible();
  // Enter submits the form, as a visitor would: the dev wallet extension draws its panel over every page,
  // and in the phone-sized popup that panel lies over the Pay button.
  await cvc.press('Enter');
}

test.describe('Buy', () => {
  test('buys $50 of ETH with a test card: the ETH arrives on the devnet and the modal says so', async ({
    page,
    stack,
  }) => {
    const before = await nativeBalance(stack, DEVNET_1, ACCOUNT_0);
    await openDemo(page, stack);
    await connectDevWallet(page);
    const dialog = await openBuy(page);
    const popup = await continueToCheckout(page, dialog, { amount: '50' });
    await payWithCard(popup, SUCCEEDS);
    await expect(popup.getByRole('heading', { name: 'Payment complete' })).toBeVisible({ timeout: 20_000 });

    await expect(dialog.getByRole('heading', { name: 'Purchase complete' })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText(/ETH arrived in your wallet\.$/)).toBeVisible();
    const gained = (await nativeBalance(stack, DEVNET_1, ACCOUNT_0)) - before;
    // $50 less 1.5 % and the network fee, at the feed's 2,875.40 USD: about 0.0168 ETH.
    expect(gained > parseEther('0.015')).toBe(true);
    expect(gained < parseEther('0.0174')).toBe(true);
    await dialog.getByRole('button', { name: 'Back to account' }).click();
    await expect(dialog.getByRole('group', { name: 'Wallet actions' })).toBeVisible();
  });

  test('buys $50 of WPUSD: the token balance read from the chain rises', async ({ page, stack }) => {
    const before = await tokenBalance(stack, DEVNET_1, WPUSD, ACCOUNT_0);
    await openDemo(page, stack);
    await connectDevWallet(page);
    const dialog = await openBuy(page);
    const popup = await continueToCheckout(page, dialog, { amount: '50', token: 'WPUSD' });
    await payWithCard(popup, SUCCEEDS);
    await expect(dialog.getByRole('heading', { name: 'Purchase complete' })).toBeVisible({ timeout: 30_000 });
    const gained = (await tokenBalance(stack, DEVNET_1, WPUSD, ACCOUNT_0)) - before;
    expect(gained > parseUnits('48', 6)).toBe(true);
    expect(gained <= parseUnits('50', 6)).toBe(true);
  });

  test('a declined card: the provider says so in the popup, the modal shows the failure, nothing arrives', async ({
    page,
    stack,
  }) => {
    const before = await nativeBalance(stack, DEVNET_1, ACCOUNT_0);
    await openDemo(page, stack);
    await connectDevWallet(page);
    const dialog = await openBuy(page);
    const popup = await continueToCheckout(page, dialog, { amount: '50' });
    await payWithCard(popup, DECLINED);
    // The provider's own alert (the dev wallet's panel in the popup has alerts of its own).
    await expect(popup.getByRole('alert').filter({ hasText: /^Your card was declined\.$/ })).toBeVisible();

    const failure = dialog.getByRole('alert');
    await expect(failure.getByRole('heading', { name: 'Purchase failed' })).toBeVisible({ timeout: 15_000 });
    await expect(failure).toContainText('Your card was declined.');
    await expect(failure).toContainText('Nothing arrived in your wallet.');
    expect(await nativeBalance(stack, DEVNET_1, ACCOUNT_0)).toBe(before);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('textbox', { name: 'You pay' })).toHaveValue('50');
  });
});
