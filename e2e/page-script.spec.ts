import { chromium } from '@playwright/test';
import { chromiumArgs } from '../apps/dev-wallet/e2e/support/fixtures.js';
import { ACCOUNT_0, connectDevWallet, hookValue, walletPanel } from './support/demo.js';
import { chromiumPath, expect, test } from './support/fixtures.js';

test('without the extension, the page-script dev wallet connects from the demo’s link', async ({ stack }) => {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs(),
  });
  try {
    const page = await browser.newPage();
    // No dev wallet configuration in the address: the demo hands the script this stack's chains.
    await page.goto(`${stack.demo}/`);
    await expect(walletPanel(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'use the page-script dev wallet' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'page-script dev wallet is ready' }),
    ).toBeVisible();
    await expect(walletPanel(page).getByRole('combobox', { name: 'Network' })).toHaveValue('31337');
    await connectDevWallet(page);
    await expect(hookValue(page, 'useAppKitAccount()', 'address')).toHaveText(ACCOUNT_0);
  } finally {
    await browser.close();
  }
});
