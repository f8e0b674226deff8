import { type Hex, verifyMessage } from 'viem';
import { expect, runAction, settledResult, startAction, test, walletPanel } from './support/fixtures.js';
import { publicClient, testPageUrl } from './support/stack.js';

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

test('the test page receives the EIP-6963 announcement', async ({ walletPage: page, stack }) => {
  await page.goto(testPageUrl(stack));
  const providers = page.locator('#providers');
  await expect(providers).toContainText('dev.walletport.wallet');
  await expect(providers.locator('pre')).toHaveCount(1);
  const info = JSON.parse((await providers.locator('pre').textContent()) ?? '{}');
  expect(info).toMatchObject({ name: 'Walletport Dev Wallet', rdns: 'dev.walletport.wallet' });
  expect(info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  // The icon is a data URI that a browser actually draws.
  const icon = page.getByRole('img', { name: 'Walletport Dev Wallet icon' });
  await expect(icon).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await expect
    .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(96);
  expect(
    await page.evaluate(
      () => (window as { ethereum?: { isWalletportDevWallet?: boolean } }).ethereum?.isWalletportDevWallet,
    ),
  ).toBe(true);
});

test('requesting accounts waits for Approve in the wallet panel', async ({ walletPage: page, stack }) => {
  await page.goto(testPageUrl(stack));
  await startAction(page, 'Request accounts');
  const panel = walletPanel(page);
  await expect(panel.getByRole('heading', { name: 'Connect' })).toBeVisible();
  await expect(panel).toContainText(stack.origin);
  await page.getByRole('button', { name: 'Approve' }).click();
  expect(await settledResult(page)).toEqual({ action: 'requestAccounts', result: [account0] });
  await expect(page.locator('#events')).toContainText(`{"event":"accountsChanged","value":["${account0}"]}`);
  await expect(panel.getByRole('status')).toHaveText('Site connected');
});

async function connect(page: import('@playwright/test').Page): Promise<void> {
  await startAction(page, 'Request accounts');
  await page.getByRole('button', { name: 'Approve' }).click();
  expect((await settledResult(page)).result).toEqual([account0]);
}

test('signing a message shows the decoded text and yields a signature viem verifies', async ({
  walletPage: page,
  stack,
}, testInfo) => {
  await page.goto(testPageUrl(stack));
  await connect(page);
  const message = 'Sign in to Walletport\nNonce: 7';
  await page.getByLabel('Message').fill(message);
  await startAction(page, 'Sign message');
  const panel = walletPanel(page);
  await expect(panel.getByRole('heading', { name: 'Sign message' })).toBeVisible();
  await expect(panel.getByText('Nonce: 7')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sign-request.png') });
  await page.getByRole('button', { name: 'Approve' }).click();
  const { result } = await settledResult(page);
  expect(await verifyMessage({ address: account0, message, signature: result as Hex })).toBe(true);
  await expect(panel.getByRole('heading', { name: 'Sign message' })).toBeHidden();
});

test('a sent transaction lands on the devnet', async ({ walletPage: page, stack }, testInfo) => {
  const client = publicClient(stack, 31337);
  const recipient = '0x000000000000000000000000000000000000dEaD';
  const before = await client.getBalance({ address: recipient });
  await page.goto(testPageUrl(stack));
  await connect(page);
  await startAction(page, 'Send transaction');
  const panel = walletPanel(page);
  await expect(panel.getByRole('heading', { name: 'Send transaction' })).toBeVisible();
  await expect(panel).toContainText('0.01 ETH');
  await page.screenshot({ path: testInfo.outputPath('send-request.png') });
  await page.getByRole('button', { name: 'Approve' }).click();
  const { result } = await settledResult(page);
  const receipt = await client.waitForTransactionReceipt({ hash: result as Hex });
  expect(receipt.status).toBe('success');
  expect(receipt.from.toLowerCase()).toBe(account0.toLowerCase());
  expect(await client.getBalance({ address: recipient })).toBe(before + 10n ** 16n);
});

test('switching to chain 31338 after approval emits chainChanged', async ({ walletPage: page, stack }) => {
  await page.goto(testPageUrl(stack));
  await startAction(page, 'Switch to 31338');
  const panel = walletPanel(page);
  await expect(panel.getByRole('heading', { name: 'Switch network' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  expect(await settledResult(page)).toEqual({ action: 'switchChain', result: null });
  await expect(page.locator('#events')).toContainText('{"event":"chainChanged","value":"0x7a6a"}');
  expect((await runAction(page, 'Chain id')).result).toBe('0x7a6a');
  await expect(panel.getByRole('combobox', { name: 'Network' })).toHaveValue('31338');
});

test('a rejected request yields 4001', async ({ walletPage: page, stack }) => {
  await page.goto(testPageUrl(stack));
  await startAction(page, 'Request accounts');
  await page.getByRole('button', { name: 'Reject' }).click();
  expect(await settledResult(page)).toEqual({
    action: 'requestAccounts',
    error: { code: 4001, message: 'User rejected the request.' },
  });
  expect((await runAction(page, 'Accounts')).result).toEqual([]);
});

test('an unknown chain yields 4902 without asking', async ({ walletPage: page, stack }) => {
  await page.goto(testPageUrl(stack));
  const { error } = await runAction(page, 'Switch to unknown chain');
  expect(error?.code).toBe(4902);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeHidden();
});

test('Disconnect in the panel makes every request fail with 4900 until Reconnect', async ({
  walletPage: page,
  stack,
}) => {
  await page.goto(testPageUrl(stack));
  await connect(page);
  const panel = walletPanel(page);
  await panel.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.locator('#events')).toContainText('"event":"disconnect","value":{"code":4900');
  expect((await runAction(page, 'Chain id')).error?.code).toBe(4900);
  expect((await runAction(page, 'Accounts')).error?.code).toBe(4900);
  await panel.getByRole('button', { name: 'Reconnect' }).click();
  await expect(page.locator('#events')).toContainText('{"event":"connect","value":{"chainId":"0x7a69"}}');
  expect((await runAction(page, 'Accounts')).result).toEqual([account0]);
});

test('Disconnect while a request waits rejects it with 4900', async ({ walletPage: page, stack }) => {
  await page.goto(testPageUrl(stack));
  await startAction(page, 'Request accounts');
  await walletPanel(page).getByRole('button', { name: 'Disconnect' }).click();
  expect((await settledResult(page)).error?.code).toBe(4900);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeHidden();
});

test('choosing another account in the panel emits accountsChanged', async ({ walletPage: page, stack }) => {
  await page.goto(testPageUrl(stack));
  await connect(page);
  await walletPanel(page).getByRole('combobox', { name: 'Account', exact: true }).selectOption({ index: 1 });
  const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  await expect(page.locator('#events')).toContainText(`{"event":"accountsChanged","value":["${account1}"]}`);
  expect((await runAction(page, 'Accounts')).result).toEqual([account1]);
});

test('requests queue one at a time', async ({ walletPage: page, stack }) => {
  await page.goto(testPageUrl(stack));
  await connect(page);
  // Two signature requests started from the page before either is answered.
  const results = page.evaluate(async () => {
    const provider = (window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } }).ethereum;
    const [address] = (await provider.request({ method: 'eth_accounts' })) as string[];
    const sign = (text: string) =>
      provider.request({ method: 'personal_sign', params: [text, address] }).then(
        (signature) => ({ signature }),
        (error: { code: number }) => ({ code: error.code }),
      );
    return Promise.all([sign('first'), sign('second')]);
  });
  const panel = walletPanel(page);
  await expect(panel.getByText('first', { exact: true })).toBeVisible();
  await expect(panel).toContainText('1 more request waiting');
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('second', { exact: true })).toBeVisible();
  await expect(panel).not.toContainText('more request');
  await panel.getByRole('button', { name: 'Reject' }).click();
  const [first, second] = await results;
  expect(
    await verifyMessage({
      address: account0,
      message: 'first',
      signature: (first as { signature: Hex }).signature,
    }),
  ).toBe(true);
  expect(second).toEqual({ code: 4001 });
});

test('request data is shown as text, never parsed as HTML', async ({ walletPage: page, stack }) => {
  await page.goto(testPageUrl(stack));
  await connect(page);
  const hostile = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
  await page.getByLabel('Message').fill(hostile);
  await startAction(page, 'Sign message');
  const panel = walletPanel(page);
  await expect(panel.getByText(hostile, { exact: true })).toBeVisible();
  const injected = await page.evaluate(() => {
    const host = document.querySelector('walletport-dev-wallet');
    return {
      images: host?.shadowRoot?.querySelectorAll('img:not([alt=""]), b').length,
      pwned: (window as { __pwned?: number }).__pwned,
    };
  });
  expect(injected).toEqual({ images: 0, pwned: undefined });
  await page.getByRole('button', { name: 'Reject' }).click();
});

test('typed data can be signed through the panel', async ({ walletPage: page, stack }) => {
  await page.goto(testPageUrl(stack));
  await connect(page);
  await startAction(page, 'Sign typed data');
  const panel = walletPanel(page);
  await expect(panel.getByRole('heading', { name: 'Sign typed data' })).toBeVisible();
  await expect(panel).toContainText('Greeting');
  await page.getByRole('button', { name: 'Approve' }).click();
  expect((await settledResult(page)).result).toMatch(/^0x[0-9a-f]{130}$/);
});

test('the wallet reads its chains from localStorage when the URL has no config', async ({
  walletPage: page,
  stack,
}) => {
  await page.goto(`${stack.origin}/index.html`);
  await page.evaluate((chains) => {
    localStorage.setItem('walletport-dev-wallet:config', JSON.stringify({ chains: [...chains].reverse() }));
  }, stack.chains);
  await page.reload();
  // The first configured chain is the starting chain: 31338 proves the stored config was used.
  expect((await runAction(page, 'Chain id')).result).toBe('0x7a6a');
  const blockNumber = await page.evaluate(() =>
    (window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } }).ethereum.request({
      method: 'eth_blockNumber',
    }),
  );
  expect(blockNumber).toMatch(/^0x[0-9a-f]+$/);
  await page.evaluate(() => localStorage.removeItem('walletport-dev-wallet:config'));
});
