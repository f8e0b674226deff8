// Names, the way a visitor registers one: the Account view's "Choose a name", the rules while typing, a
// name taken by another account refused (before Register, and by the server when it is taken between the
// check and the signature), then a name of their own signed by the dev wallet, the success view, and the
// name shown as the account's identity. The server's registry persists between runs (.cache/e2e), so each
// run registers new names for an account the registry does not know yet.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Address } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { expect, test } from './support/fixtures.js';
import {
  accountButton,
  approveInWallet,
  connectDevWallet,
  DEVNET_1,
  demoUrl,
  openAccount,
  walletPanel,
} from './support/demo.js';
import type { E2eStack } from './support/stack.js';

/** The demo's project on the stack's Walletport server (apps/demo/src/main.tsx). */
const DEMO_PROJECT_ID = 'walletport-demo';
const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';
/** Accounts 0–4 belong to the other specs and the stack (docs/local-stack.md); names take theirs from here. */
const FIRST_NAMES_ACCOUNT = 10;
const ACCOUNT_COUNT = 100;
/** ENSIP-11 coin type of the devnet: 0x80000000 | 31337. */
const DEVNET_COIN_TYPE = 0x80000000 + DEVNET_1;

/** A label no earlier run registered: the registry keeps every run's names. */
const runLabel = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

async function serverUrl(request: APIRequestContext, stack: E2eStack): Promise<string> {
  const config = await request.get(`${stack.demo}/config.json`);
  const { apiUrl } = (await config.json()) as { apiUrl?: string };
  if (apiUrl === undefined) throw new Error('The demo has no Walletport server (apiUrl)');
  return apiUrl;
}

/** The first dev wallet account from FIRST_NAMES_ACCOUNT on that has no name yet. */
async function accountWithoutName(
  request: APIRequestContext,
  stack: E2eStack,
  api: string,
): Promise<{ index: number; address: Address }> {
  for (let index = FIRST_NAMES_ACCOUNT; index < ACCOUNT_COUNT; index++) {
    const { address } = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index });
    const answer = await request.get(`${api}/v1/identity/${address}`, {
      params: { projectId: DEMO_PROJECT_ID },
      headers: { origin: stack.demo },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    if (((await answer.json()) as { name: string | null }).name === null) return { index, address };
  }
  throw new Error('Every names account has a name: delete .cache/e2e/pglite to start over');
}

/** Registers `label` through the API for a new key of its own, as another visitor would. */
async function registerForAnotherAccount(
  request: APIRequestContext,
  stack: E2eStack,
  api: string,
  label: string,
): Promise<string> {
  const other = privateKeyToAccount(generatePrivateKey());
  const message = JSON.stringify({ name: label, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
  const answer = await request.post(`${api}/v1/profile/account`, {
    params: { projectId: DEMO_PROJECT_ID },
    headers: { origin: stack.demo },
    data: {
      coin_type: DEVNET_COIN_TYPE,
      address: other.address,
      message,
      signature: await other.signMessage({ message }),
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { record: { name: string } }).record.name;
}

/** The demo with the dev wallet holding ACCOUNT_COUNT accounts and `index` chosen before connecting. */
async function connectAs(page: Page, stack: E2eStack, index: number): Promise<void> {
  const url = new URL(demoUrl(stack));
  const wallet = JSON.parse(url.searchParams.get('walletport-dev-wallet') ?? '{}') as Record<string, unknown>;
  url.searchParams.set('walletport-dev-wallet', JSON.stringify({ ...wallet, accountCount: ACCOUNT_COUNT }));
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { name: 'Walletport demo', level: 1 })).toBeVisible();
  await walletPanel(page).getByRole('combobox', { name: 'Account', exact: true }).selectOption(String(index));
  await connectDevWallet(page);
}

test('registers a name for the connected account; taken names and broken rules are refused', async ({
  page,
  request,
  stack,
  core,
}) => {
  test.setTimeout(90_000);
  const api = await serverUrl(request, stack);
  const { index, address } = await accountWithoutName(request, stack, api);
  const takenBefore = await registerForAnotherAccount(request, stack, api, runLabel('taken'));

  await connectAs(page, stack, index);
  const dialog = await openAccount(page);
  await expect(dialog.getByRole('heading', { name: core.truncateAddress(address) })).toBeVisible();
  await dialog.getByRole('button', { name: 'Choose a name' }).click();
  const field = dialog.getByRole('textbox', { name: 'Name' });
  const register = dialog.getByRole('button', { name: 'Register' });

  // The rules, while typing, before anything is asked of the server.
  await field.fill('abc');
  await expect(dialog.getByText('A name needs at least 4 characters')).toBeVisible();
  await field.fill('ab_c1');
  await expect(dialog.getByText('Use only letters, digits and hyphens')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Check the name' })).toBeDisabled();

  // A name another account holds is shown taken, with free variants under the server's suffix.
  const takenLabel = takenBefore.split('.')[0] ?? '';
  const suffix = takenBefore.slice(takenLabel.length);
  await field.fill(takenLabel);
  await expect(dialog.getByText(`${takenBefore} is taken`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Name taken' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: `${takenLabel}1${suffix}` })).toBeVisible();

  // Taken between the check and the signature: the server refuses it, and the form says so.
  const raced = runLabel('raced');
  await field.fill(raced);
  await expect(dialog.getByText(`${raced}${suffix} is available`)).toBeVisible();
  await registerForAnotherAccount(request, stack, api, raced);
  await register.click();
  await expect(walletPanel(page).getByRole('heading', { name: 'Sign message' })).toBeVisible();
  await approveInWallet(page);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Error registering name');
  await expect(alert).toContainText(`${raced}${suffix} is already taken. Choose another name.`);
  await expect(dialog.getByText(`${raced}${suffix} is taken`)).toBeVisible();

  // A free name: the dev wallet signs the message, the server registers it.
  const mine = runLabel('mine');
  await field.fill(mine);
  await expect(dialog.getByText(`${mine}${suffix} is available`)).toBeVisible();
  await register.click();
  const panel = walletPanel(page);
  await expect(panel.getByRole('heading', { name: 'Sign message' })).toBeVisible();
  // The wallet shows the message it signs: the full name, empty attributes and a unix-seconds timestamp.
  await expect(panel).toContainText(`"name":"${mine}${suffix}"`);
  await expect(panel).toContainText('"attributes":{}');
  await approveInWallet(page);
  await expect(dialog.getByRole('heading', { name: `${mine}${suffix}` })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(`${mine}${suffix} is now the name of this account.`)).toBeVisible();

  // The name is the account's identity now: the Account view and the header's account button.
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByRole('heading', { name: `${mine}${suffix}` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Choose a name' })).toHaveCount(0);
  await expect(accountButton(page)).toContainText(`${mine}${suffix}`);
});
