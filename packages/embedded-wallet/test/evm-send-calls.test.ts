/** EIP-5792 batches of the frame's EVM signer against a real anvil chain: sent in order, status from receipts. */
import { DEVNET_CONTRACTS } from '@walletport/devnet';
import { type Address, encodeFunctionData, erc20Abi, type Hex, toHex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeBatchId } from '../src/frame/wallet/call-batches.js';
import type { EvmWallet } from '../src/frame/wallet/evm-wallet.js';
import { CHAIN_ID, fundedWallet, rejection, startTestChain, type TestChain } from './support/chain.js';

const RECIPIENT: Address = '0x000000000000000000000000000000000000bEEF';
const TOKEN = DEVNET_CONTRACTS.wpusd;

let chain: TestChain;
let wallet: EvmWallet;

beforeAll(async () => {
  chain = await startTestChain();
}, 60_000);
afterAll(async () => {
  await chain?.devnet.stop();
});
beforeEach(async () => {
  wallet = await fundedWallet(chain);
});

describe('wallet_sendCalls / wallet_getCallsStatus', () => {
  function batch(calls: unknown[], extra: Record<string, unknown> = {}) {
    return [
      {
        version: '2.0.0',
        chainId: toHex(CHAIN_ID),
        from: wallet.address,
        atomicRequired: false,
        calls,
        ...extra,
      },
    ];
  }
  const tokenTransfer = (amount: bigint) => ({
    to: TOKEN,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, amount] }),
  });

  it('sends the calls in order and reports 200 with every receipt', async () => {
    const tokenBefore = await chain.publicClient.readContract({
      address: TOKEN,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [RECIPIENT],
    });
    const { id } = (await wallet.request(
      'wallet_sendCalls',
      batch([tokenTransfer(400n), { to: RECIPIENT, value: '0x64' }]),
      CHAIN_ID,
    )) as { id: string };
    const status = (await wallet.request('wallet_getCallsStatus', [id], CHAIN_ID)) as {
      status: number;
      atomic: boolean;
      chainId: string;
      receipts: { status: string; transactionHash: Hex; logs: unknown[] }[];
    };
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', status: 200, atomic: false });
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1']);
    expect(status.receipts[0]?.logs).toHaveLength(1);
    const [first, second] = await Promise.all(
      status.receipts.map((r) => chain.publicClient.getTransaction({ hash: r.transactionHash })),
    );
    expect(second?.nonce).toBe((first?.nonce as number) + 1);
    expect(
      await chain.publicClient.readContract({
        address: TOKEN,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [RECIPIENT],
      }),
    ).toBe(tokenBefore + 400n);
  });

  it('uses the id the app chose, and refuses it a second time (5720)', async () => {
    const { id } = (await wallet.request(
      'wallet_sendCalls',
      batch([{ to: RECIPIENT, value: '0x1' }], { id: 'my-batch' }),
      CHAIN_ID,
    )) as { id: string };
    expect(id).toBe('my-batch');
    // Pending (100) until the devnet mines the call, which a busy machine may not have done yet.
    await expect
      .poll(() => wallet.request('wallet_getCallsStatus', ['my-batch'], CHAIN_ID), { timeout: 10_000 })
      .toMatchObject({ status: 200, id: 'my-batch' });
    expect(
      await rejection(
        wallet.request('wallet_sendCalls', batch([{ to: RECIPIENT }], { id: 'my-batch' }), CHAIN_ID),
      ),
    ).toMatchObject({ code: 5720 });
  });

  it('stops at a call that cannot be sent: the batch is partially done (600)', async () => {
    const { id } = (await wallet.request(
      'wallet_sendCalls',
      batch([tokenTransfer(1n), tokenTransfer(10n ** 12n)]),
      CHAIN_ID,
    )) as { id: string };
    const status = (await wallet.request('wallet_getCallsStatus', [id], CHAIN_ID)) as {
      status: number;
      receipts: unknown[];
    };
    expect(status.status).toBe(600);
    expect(status.receipts).toHaveLength(1);
  });

  it('a first call that cannot be sent fails the request; nothing is sent', async () => {
    const error = await rejection(
      wallet.request('wallet_sendCalls', batch([tokenTransfer(10n ** 12n)]), CHAIN_ID),
    );
    expect(error.code).toBeTypeOf('number');
    expect(await chain.publicClient.getTransactionCount({ address: wallet.address })).toBe(0);
  });

  it('a transaction that reverted on chain reads as 500', async () => {
    const data = tokenTransfer(10n ** 12n).data;
    const hash = (await wallet.request(
      'eth_sendTransaction',
      [{ to: TOKEN, data, gas: '0x30000' }],
      CHAIN_ID,
    )) as Hex;
    expect((await chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'reverted',
    );
    const id = encodeBatchId({ chainId: CHAIN_ID, callCount: 1, hashes: [hash] });
    expect(await wallet.request('wallet_getCallsStatus', [id], CHAIN_ID)).toMatchObject({ status: 500 });
  });

  it('refuses what it cannot do: atomic (5760), required capabilities (5700), unknown chain (5710), too many calls (5740)', async () => {
    const call = { to: RECIPIENT, value: '0x1' };
    expect(
      await rejection(wallet.request('wallet_sendCalls', batch([call], { atomicRequired: true }), CHAIN_ID)),
    ).toMatchObject({ code: 5760 });
    expect(
      await rejection(
        wallet.request(
          'wallet_sendCalls',
          batch([call], { capabilities: { paymasterService: { url: 'https://pm' } } }),
          CHAIN_ID,
        ),
      ),
    ).toMatchObject({ code: 5700, message: 'Unsupported capability: paymasterService' });
    expect(
      await wallet.request(
        'wallet_sendCalls',
        batch([call], { capabilities: { paymasterService: { optional: true } } }),
        CHAIN_ID,
      ),
    ).toHaveProperty('id');
    expect(
      await rejection(wallet.request('wallet_sendCalls', batch([call], { chainId: '0x1' }), CHAIN_ID)),
    ).toMatchObject({ code: 5710 });
    expect(
      await rejection(wallet.request('wallet_sendCalls', batch(Array(17).fill(call)), CHAIN_ID)),
    ).toMatchObject({ code: 5740 });
    expect(
      await rejection(wallet.request('wallet_sendCalls', batch([call], { from: RECIPIENT }), CHAIN_ID)),
    ).toMatchObject({ code: 4100 });
    expect(await rejection(wallet.request('wallet_sendCalls', batch([]), CHAIN_ID))).toMatchObject({
      code: -32602,
    });
  });

  it('an unknown batch id is 5730', async () => {
    expect(await rejection(wallet.request('wallet_getCallsStatus', ['nope'], CHAIN_ID))).toMatchObject({
      code: 5730,
    });
  });
});
