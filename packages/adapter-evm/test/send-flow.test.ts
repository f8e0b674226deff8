/**
 * Core's send flow over the real adapter, dev wallet and devnet: what a visitor does in the Send views,
 * from the form to a mined transaction, for the native token and an ERC-20 token.
 */
import { systemTimers, type TokenBalance } from '@walletport/core/internal';
import { createSendFlow, type SendFlow } from '@walletport/core/send';
import { devWalletRdns } from '@walletport/dev-wallet';
import { DEVNET_CONTRACTS } from '@walletport/devnet';
import { type Address, erc20Abi, formatEther, parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScriptedApprover, type ScriptedApprover } from './support/approver.js';
import { startTestChains, type TestChains } from './support/devnet.js';
import { createTestWallet, openPage } from './support/page.js';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECIPIENT = '0x000000000000000000000000000000000000dEaD';

let chains: TestChains;
beforeAll(async () => {
  chains = await startTestChains();
});
afterAll(async () => {
  await chains?.devnet.stop();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openFlow(
  options: { claimedWpt?: string } = {},
): Promise<{ flow: SendFlow; approver: ScriptedApprover; refreshed: () => number }> {
  const approver = createScriptedApprover();
  const page = openPage(chains);
  page.announce(createTestWallet(chains, approver));
  const adapter = page.adapter();
  await adapter.connect({ connectorId: devWalletRdns });
  const client = chains.publicClient(31337);
  const wptBalance = await client.readContract({
    address: DEVNET_CONTRACTS.wpt,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [ACCOUNT_0],
  });
  const tokenBalance: TokenBalance[] = [
    {
      name: 'Walletport Token',
      symbol: 'WPT',
      chainId: 'eip155:31337',
      address: DEVNET_CONTRACTS.wpt,
      quantity: { decimals: '18', numeric: options.claimedWpt ?? formatEther(wptBalance) },
      iconUrl: '',
    },
  ];
  const nativeBalance = formatEther(await client.getBalance({ address: ACCOUNT_0 }));
  let refreshes = 0;
  const flow = createSendFlow({
    account: () => ({
      namespace: 'eip155',
      address: ACCOUNT_0,
      network: chains.networks[0],
      nativeBalance,
      tokenBalance,
    }),
    subscribe: () => () => {},
    adapter: () => adapter,
    resolveName: undefined,
    loadTokens: async () => {},
    refreshBalances: async () => {
      refreshes += 1;
    },
    timers: systemTimers(),
    clock: { now: () => Date.now() },
  });
  return { flow, approver, refreshed: () => refreshes };
}

/** Waits until the flow's state satisfies `done` (lookups start 300 ms after the last change). */
async function until(flow: SendFlow, done: (state: ReturnType<SendFlow['store']['getState']>) => boolean) {
  await vi.waitFor(() => expect(done(flow.store.getState())).toBe(true), { timeout: 10_000, interval: 50 });
}

describe('send flow on the devnet', () => {
  it('sends ETH: form → review → wallet approval → receipt, with the reviewed EIP-1559 fee', async () => {
    const { flow, approver, refreshed } = await openFlow();
    const client = chains.publicClient(31337);
    const before = await client.getBalance({ address: RECIPIENT as Address });
    flow.setAmount('0.125');
    flow.setRecipient(RECIPIENT.toLowerCase());
    await until(flow, (state) => state.check.ok);
    expect(flow.review()).toBe(true);
    await until(flow, (state) => state.step.name === 'review' && state.step.fee.status === 'ready');
    await flow.confirm();
    const step = flow.store.getState().step;
    expect(step.name).toBe('success');
    if (step.name !== 'success') return;
    expect(await client.getBalance({ address: RECIPIENT as Address })).toBe(before + parseEther('0.125'));
    const sent = await client.getTransaction({ hash: step.hash as `0x${string}` });
    expect(sent.maxFeePerGas).toBe(step.fee.maxFeePerGas);
    expect(approver.kinds()).toContain('sendTransaction');
    expect(refreshed()).toBe(1);
  });

  it('sends an ERC-20 token through transfer(), Max being the whole token balance', async () => {
    const { flow } = await openFlow();
    const client = chains.publicClient(31337);
    const read = (owner: string) =>
      client.readContract({
        address: DEVNET_CONTRACTS.wpt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner as Address],
      });
    const [mine, theirs] = await Promise.all([read(ACCOUNT_0), read(RECIPIENT)]);
    flow.selectToken(DEVNET_CONTRACTS.wpt);
    flow.setRecipient(RECIPIENT);
    await until(flow, (state) => state.fee.status === 'ready');
    flow.setMax();
    expect(flow.store.getState().amount.value).toBe(mine);
    flow.setAmount('1.5');
    await until(flow, (state) => state.check.ok);
    flow.review();
    await until(flow, (state) => state.step.name === 'review' && state.step.fee.status === 'ready');
    await flow.confirm();
    expect(flow.store.getState().step.name).toBe('success');
    expect(await read(RECIPIENT)).toBe(theirs + parseEther('1.5'));
  });

  it('a rejection in the wallet is USER_REJECTED and nothing is sent', async () => {
    const { flow, approver } = await openFlow();
    approver.reject('sendTransaction');
    flow.setAmount('0.01');
    flow.setRecipient(RECIPIENT);
    await until(flow, (state) => state.check.ok);
    flow.review();
    await until(flow, (state) => state.step.name === 'review' && state.step.fee.status === 'ready');
    await flow.confirm();
    expect(flow.store.getState().step).toMatchObject({ name: 'failed', failure: { code: 'USER_REJECTED' } });
  });

  it('the review says when the node would refuse the exact transfer, and offers no Send', async () => {
    // A balance source that claims more than the chain holds: the form passes, the review's estimate of
    // the exact transfer reverts in the token contract.
    const { flow } = await openFlow({ claimedWpt: '1000000000' });
    flow.selectToken(DEVNET_CONTRACTS.wpt);
    flow.setRecipient(RECIPIENT);
    flow.setAmount('999999999');
    await until(flow, (state) => state.check.ok);
    flow.review();
    await until(flow, (state) => state.step.name === 'review' && state.step.fee.status !== 'loading');
    expect(flow.store.getState().step).toMatchObject({
      name: 'review',
      fee: {
        status: 'failed',
        failure: { code: 'EXECUTION_REVERTED', reason: expect.stringMatching(/^custom error 0x/) },
      },
    });
    await flow.confirm();
    expect(flow.store.getState().step.name).toBe('review');
  });
});
