// The WalletConnect wallet page (dist/wc.html) against a dapp in Node (official sign-client), both on the
// local relay from tools/relay and the devnet from global setup. Timings are printed, never asserted.
import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { type Relay, startRelay } from '@walletport/relay';
import { type Address, parseEther, toHex, verifyMessage } from 'viem';
import { chromiumArgs, chromiumPath } from './support/fixtures.js';
import { publicClient, readStack } from './support/stack.js';
import {
  createDapp,
  type DappClient,
  type DappSession,
  nextSessionEvent,
  propose,
} from './support/wc-dapp.js';

const account: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const recipient: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

test.describe.configure({ mode: 'serial' });

const stack = readStack();
let relay: Relay;
let browser: Browser;
let page: Page;
let dapp: DappClient;
let session: DappSession;

function wcPageUrl(extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    'walletport-dev-wallet': JSON.stringify({ chains: stack.chains }),
    relayUrl: relay.url,
    ...extra,
  });
  return `${stack.origin}/dist/wc.html?${query}`;
}

function elapsed(since: number): string {
  return `${Math.round(performance.now() - since)} ms`;
}

/** Waits until the wallet is up (sign-client ready), so timings measure WalletConnect, not page start. */
async function openWalletPage(target: Page, extra: Record<string, string> = {}): Promise<void> {
  await target.goto(wcPageUrl(extra));
  await expect(target.getByText('Nothing to approve.')).toBeVisible();
}

function request(method: string, params: unknown[], chainId = 31337) {
  return dapp.request<unknown>({
    topic: session.topic,
    chainId: `eip155:${chainId}`,
    request: { method, params },
  });
}

/** Catches at once, so a rejection that arrives before the test awaits it is not "unhandled". */
function settle(promise: Promise<unknown>): Promise<{ result: unknown } | { error: unknown }> {
  return promise.then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
}

test.beforeAll(async () => {
  relay = await startRelay({ port: 0 });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs() });
  page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      console.log(`[wallet page] ${message.text()}`);
  });
  page.on('requestfailed', (failed) => console.log(`[wallet page] request failed: ${failed.url()}`));
  dapp = await createDapp(relay.url, 'E2E Dapp');
});

test.afterAll(async () => {
  await dapp?.core.relayer.transportClose().catch(() => undefined);
  await browser?.close();
  await relay?.close();
});

test('pairs through the pasted URI and approves the session', async () => {
  await openWalletPage(page);
  await expect(page.getByRole('textbox', { name: 'Pairing URI' })).toBeEmpty();
  const { uri, approved } = await propose(dapp, [31337, 31338]);
  const started = performance.now();
  await page.getByRole('textbox', { name: 'Pairing URI' }).fill(uri);
  await page.getByRole('button', { name: 'Pair' }).click();
  const proposal = page.getByRole('listitem', { name: 'Connect' });
  await expect(proposal).toContainText('E2E Dapp (http://dapp.e2e.test) wants to connect to your account.');
  console.log(`[timing] pair → proposal shown: ${elapsed(started)}`);
  const approving = performance.now();
  await proposal.getByRole('button', { name: 'Approve' }).click();
  session = await approved;
  console.log(
    `[timing] Approve → dapp has the session: ${elapsed(approving)}; pair → session: ${elapsed(started)}`,
  );
  expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account}`, `eip155:31338:${account}`]);
  expect(session.namespaces.eip155?.methods).toContain('eth_sendTransaction');
  await expect(page.getByRole('listitem', { name: 'E2E Dapp' })).toContainText('eip155:31337, eip155:31338');
  await expect(page.getByText(account)).toBeVisible();
});

test('personal_sign: Approve returns a signature by the dev account', async () => {
  const started = performance.now();
  const signature = request('personal_sign', [toHex('Hello from WalletConnect'), account]);
  const card = page.getByRole('listitem', { name: 'Sign message · E2E Dapp' });
  await expect(card).toContainText('http://dapp.e2e.test asks you to sign a message.');
  await expect(card).toContainText('Hello from WalletConnect');
  console.log(`[timing] personal_sign → shown in wallet: ${elapsed(started)}`);
  const approving = performance.now();
  await card.getByRole('button', { name: 'Approve' }).click();
  const result = (await signature) as `0x${string}`;
  console.log(`[timing] Approve → dapp has the signature: ${elapsed(approving)}`);
  expect(
    await verifyMessage({ address: account, message: 'Hello from WalletConnect', signature: result }),
  ).toBe(true);
  await expect(page.getByText('Nothing to approve.')).toBeVisible();
});

test('personal_sign: Reject gives the dapp 4001', async () => {
  const outcome = settle(request('personal_sign', [toHex('Do not sign this'), account]));
  const card = page.getByRole('listitem', { name: 'Sign message · E2E Dapp' });
  await card.getByRole('button', { name: 'Reject' }).click();
  expect(await outcome).toEqual({ error: { code: 4001, message: 'User rejected the request.' } });
});

test('eth_signTypedData_v4 is signed by the same handler as the extension', async () => {
  const typedData = {
    domain: { name: 'Walletport', version: '1', chainId: 31337 },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Note: [{ name: 'text', type: 'string' }],
    },
    primaryType: 'Note',
    message: { text: 'typed over WalletConnect' },
  };
  const signature = request('eth_signTypedData_v4', [account, JSON.stringify(typedData)]);
  const card = page.getByRole('listitem', { name: 'Sign typed data · E2E Dapp' });
  await expect(card).toContainText('typed over WalletConnect');
  await card.getByRole('button', { name: 'Approve' }).click();
  expect(await signature).toMatch(/^0x[0-9a-f]{130}$/);
});

test('eth_sendTransaction: Approve sends on the devnet and the hash is mined', async () => {
  const client = publicClient(stack, 31337);
  const before = await client.getBalance({ address: recipient });
  const value = parseEther('0.25');
  const hash = request('eth_sendTransaction', [{ from: account, to: recipient, value: toHex(value) }]);
  const card = page.getByRole('listitem', { name: 'Send transaction · E2E Dapp' });
  await expect(card).toContainText('0.25 ETH');
  await card.getByRole('button', { name: 'Approve' }).click();
  const receipt = await client.waitForTransactionReceipt({ hash: (await hash) as `0x${string}` });
  expect(receipt.status).toBe('success');
  expect(await client.getBalance({ address: recipient })).toBe(before + value);
});

test('switching the Network select tells the dapp chainChanged', async () => {
  const event = nextSessionEvent(dapp, 'chainChanged');
  await page.getByRole('combobox', { name: 'Network' }).selectOption('31338');
  expect(await event).toEqual({ chainId: 'eip155:31338', event: { name: 'chainChanged', data: 31338 } });
  // Requests now sign for the new chain: the typed-data domain check follows the wallet's chain.
  expect(await request('eth_chainId', [], 31338)).toBe('0x7a6a');
});

test('wallet_switchEthereumChain from the dapp asks, then switches', async () => {
  const event = nextSessionEvent(dapp, 'chainChanged');
  const switched = request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }], 31338);
  const card = page.getByRole('listitem', { name: 'Switch network · E2E Dapp' });
  await expect(card).toContainText('Walletport Devnet (31337)');
  await card.getByRole('button', { name: 'Approve' }).click();
  expect(await switched).toBeNull();
  expect((await event).chainId).toBe('eip155:31337');
  await expect(page.getByRole('combobox', { name: 'Network' })).toHaveValue('31337');
});

test('eth_accounts and eth_requestAccounts answer at once: the session already holds the account', async () => {
  expect(await request('eth_accounts', [])).toEqual([account]);
  expect(await request('eth_requestAccounts', [])).toEqual([account]);
  await expect(page.getByText('Nothing to approve.')).toBeVisible();
});

test('Disconnect ends the session on the dapp side', async () => {
  const deleted = new Promise<string>((resolve) =>
    dapp.once('session_delete', ({ topic }) => resolve(topic)),
  );
  await page.getByRole('listitem', { name: 'E2E Dapp' }).getByRole('button', { name: 'Disconnect' }).click();
  expect(await deleted).toBe(session.topic);
  await expect(page.getByText('No sessions. Paste a pairing URI above.')).toBeVisible();
});

test('Reject on a proposal gives the dapp USER_REJECTED', async () => {
  const { uri, approved } = await propose(dapp, [31337]);
  const outcome = settle(approved);
  await page.getByRole('textbox', { name: 'Pairing URI' }).fill(uri);
  await page.getByRole('button', { name: 'Pair' }).click();
  await page.getByRole('listitem', { name: 'Connect' }).getByRole('button', { name: 'Reject' }).click();
  expect(await outcome).toMatchObject({ error: { code: 5000 } });
});

test('?uri= pairs at once; a later network switch adds the chain to a one-chain session', async () => {
  const { uri, approved } = await propose(dapp, [31337]);
  const other = await browser.newPage();
  try {
    await other.goto(wcPageUrl({ uri }));
    await other.getByRole('listitem', { name: 'Connect' }).getByRole('button', { name: 'Approve' }).click();
    session = await approved;
    expect(session.namespaces.eip155?.chains).toEqual(['eip155:31337']);
    const event = nextSessionEvent(dapp, 'chainChanged');
    await other.getByRole('combobox', { name: 'Network' }).selectOption('31338');
    expect((await event).chainId).toBe('eip155:31338');
    await expect(other.getByRole('listitem', { name: 'E2E Dapp' })).toContainText('eip155:31338');
  } finally {
    await other.close();
  }
});
