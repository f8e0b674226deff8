/**
 * The adapter on the local Solana chain with the dev wallet: balances (SOL and SPL), fees, SOL and SPL
 * transfers signed by the wallet and read back from the chain, confirmation, and refusals.
 */
import { isUserRejection } from '@walletport/core/internal';
import { solanaTestKeypair } from '@walletport/solnet/keys';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openWallet, startTestChain, type TestChain } from './support/chain.js';

let chain: TestChain;
const unregisters: (() => void)[] = [];

beforeAll(async () => {
  (globalThis as { window?: unknown }).window = new EventTarget();
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.solnet.close();
});
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister();
});

function setup() {
  const approvals = { answer: true, asked: [] as string[] };
  const opened = openWallet(chain, approvals);
  unregisters.push(opened.unregister);
  return { ...opened, approvals };
}

const A0 = solanaTestKeypair(0).address;
const A2 = solanaTestKeypair(2).address;
const A3 = solanaTestKeypair(3).address;

describe('SolanaAdapter on the local chain with the dev wallet', () => {
  it('reads SOL and the seeded WPUSD, named by the app’s token list', async () => {
    const { adapter } = setup();
    expect(await adapter.getBalance({ address: A3, network: chain.network })).toEqual({
      balance: '1000',
      symbol: 'SOL',
    });
    const tokens = await adapter.readTokenBalances({ address: A3, network: chain.network });
    expect(tokens).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        chainId: chain.network.caipNetworkId,
        quantity: { decimals: '9', numeric: '1000' },
      }),
      expect.objectContaining({
        symbol: 'WPUSD',
        name: 'Walletport USD',
        address: `${chain.network.caipNetworkId}:${chain.solnet.mint}`,
        quantity: { decimals: '6', numeric: '10000' },
      }),
    ]);
  });

  it('lists an unnamed mint by its shortened address, never an invented name', async () => {
    const { adapter } = setup();
    const unnamed = new (adapter.constructor as typeof import('../src/index.js').SolanaAdapter)({
      networks: [chain.network],
    });
    const [, token] = await unnamed.readTokenBalances({ address: A3, network: chain.network });
    expect(token?.symbol).toBe(`${chain.solnet.mint.slice(0, 4)}…${chain.solnet.mint.slice(-4)}`);
  });

  it('prices a transfer with the node’s fee for its message', async () => {
    const { adapter } = setup();
    expect(await adapter.estimateFee({ from: A0, to: A2, value: 1n, chainId: chain.network.id })).toBe(5000n);
    // The send form estimates with a zero amount while the visitor types: same fee.
    expect(await adapter.estimateFee({ from: A0, to: A2, value: 0n, chainId: chain.network.id })).toBe(5000n);
  });

  it('sends SOL: the wallet signs and sends, the adapter waits, the chain has moved it', async () => {
    const { adapter, wallet, approvals } = setup();
    await adapter.connect({ connectorId: wallet.name, chainId: chain.network.id });
    const before = await adapter.getBalance({ address: A2, network: chain.network });
    const signature = await adapter.sendTransaction({
      to: A2,
      value: 250_000_000n,
      chainId: chain.network.id,
    });
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    const receipt = await adapter.waitForTransactionReceipt({ hash: signature, chainId: chain.network.id });
    expect(receipt.status).toBe('success');
    expect(typeof receipt.blockNumber).toBe('bigint'); // the slot it landed in
    const after = await adapter.getBalance({ address: A2, network: chain.network });
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(0.25, 9);
    expect(approvals.asked).toEqual(['solanaConnect', 'solanaSignAndSend']);
  });

  it('sends an SPL token with transferChecked, creating the recipient’s token account', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: wallet.name, chainId: chain.network.id });
    const fresh = solanaTestKeypair(9).address;
    const token = { address: `${chain.network.caipNetworkId}:${chain.solnet.mint}`, decimals: 6 };
    const signature = await adapter.sendTokenTransfer({
      to: fresh,
      amount: 12_500_000n,
      token,
      chainId: chain.network.id,
    });
    await adapter.waitForTransactionReceipt({ hash: signature, chainId: chain.network.id });
    const balances = await adapter.readTokenBalances({ address: fresh, network: chain.network });
    expect(balances.find((item) => item.symbol === 'WPUSD')?.quantity.numeric).toBe('10012.5');
    const sender = await adapter.readTokenBalances({ address: A0, network: chain.network });
    expect(Number(sender.find((item) => item.symbol === 'WPUSD')?.quantity.numeric)).toBeLessThan(10_000);
  });

  it('keeps the chain untouched when the visitor refuses the send', async () => {
    const { adapter, wallet, approvals } = setup();
    await adapter.connect({ connectorId: wallet.name, chainId: chain.network.id });
    const before = await adapter.getBalance({ address: A0, network: chain.network });
    approvals.answer = false;
    const error = await adapter
      .sendTransaction({ to: A2, value: 1_000n, chainId: chain.network.id })
      .catch((caught: unknown) => caught);
    expect(isUserRejection(error)).toBe(true);
    expect(await adapter.getBalance({ address: A0, network: chain.network })).toEqual(before);
  });

  it('refuses a bad recipient, a zero amount and a mint that is not one, before asking the wallet', async () => {
    const { adapter, wallet, approvals } = setup();
    await adapter.connect({ connectorId: wallet.name, chainId: chain.network.id });
    approvals.asked.length = 0;
    await expect(adapter.sendTransaction({ to: '0xabc', value: 1n })).rejects.toThrow('Invalid address');
    await expect(adapter.sendTransaction({ to: A2, value: 0n })).rejects.toThrow(
      'Number is not a valid decimal number',
    );
    await expect(
      adapter.sendTokenTransfer({
        to: A2,
        amount: 1n,
        token: { address: A3, decimals: 6 },
        chainId: chain.network.id,
      }),
    ).rejects.toThrow('Token Balance Unavailable');
    expect(approvals.asked).toEqual([]);
  });
});
