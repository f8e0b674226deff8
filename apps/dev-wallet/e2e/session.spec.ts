import type { Page } from '@playwright/test';
import { expect, runAction, settledResult, startAction, test, walletPanel } from './support/fixtures.js';
import { testPageUrl } from './support/stack.js';

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const sessionKeyPrefix = 'walletport-dev-wallet:session:';

async function connect(page: Page): Promise<void> {
  await startAction(page, 'Request accounts');
  await walletPanel(page).getByRole('button', { name: 'Approve' }).click();
  expect((await settledResult(page)).result).toEqual([account0]);
}

/** The wallet's remembered sessions in the page origin's localStorage. */
function storedSessions(page: Page): Promise<string[]> {
  return page.evaluate(
    (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
    sessionKeyPrefix,
  );
}

test('an approved site is still connected after a reload, without a prompt', async ({
  walletPage: page,
  stack,
}) => {
  await page.goto(testPageUrl(stack));
  await connect(page);
  expect(await storedSessions(page)).toEqual([`${sessionKeyPrefix}${stack.origin}`]);
  await page.reload();
  expect((await runAction(page, 'Accounts')).result).toEqual([account0]);
  const panel = walletPanel(page);
  await expect(panel.getByRole('status')).toHaveText('Site connected');
  await expect(panel.getByRole('button', { name: 'Approve' })).toBeHidden();
});

test('the account and network chosen in the panel survive a reload', async ({ walletPage: page, stack }) => {
  await page.goto(testPageUrl(stack));
  await connect(page);
  const panel = walletPanel(page);
  await panel.getByRole('combobox', { name: 'Account', exact: true }).selectOption({ index: 1 });
  await panel.getByRole('combobox', { name: 'Network' }).selectOption('31338');
  await page.reload();
  expect((await runAction(page, 'Accounts')).result).toEqual([account1]);
  expect((await runAction(page, 'Chain id')).result).toBe('0x7a6a');
  await expect(panel.getByRole('combobox', { name: 'Network' })).toHaveValue('31338');
});

test('after wallet_revokePermissions a reload finds the site disconnected', async ({
  walletPage: page,
  stack,
}) => {
  await page.goto(testPageUrl(stack));
  await connect(page);
  expect((await runAction(page, 'Revoke permissions')).result).toBeNull();
  expect(await storedSessions(page)).toEqual([]);
  await page.reload();
  expect((await runAction(page, 'Accounts')).result).toEqual([]);
  await expect(walletPanel(page).getByRole('status')).toHaveText('Site not connected');
});

test("after the panel's Disconnect a reload finds the site disconnected", async ({
  walletPage: page,
  stack,
}) => {
  await page.goto(testPageUrl(stack));
  await connect(page);
  await walletPanel(page).getByRole('button', { name: 'Disconnect' }).click();
  await expect(walletPanel(page).getByRole('status')).toHaveText('Disconnected');
  expect(await storedSessions(page)).toEqual([]);
  await page.reload();
  expect((await runAction(page, 'Accounts')).result).toEqual([]);
  await expect(walletPanel(page).getByRole('status')).toHaveText('Site not connected');
});
