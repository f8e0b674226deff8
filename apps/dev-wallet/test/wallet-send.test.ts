import type { Devnet } from '@walletport/devnet';
import { encodeFunctionData, type Hex, parseAbi, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalRequest } from '../src/index.js';
import {
  createScriptedApprover,
  createTestWallet,
  publicClientFor,
  rejectionOf,
  startTestDevnet,
} from './support/devnet.js';

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const recipient = '0x000000000000000000000000000000000000dEaD';
const erc20 = parseAbi(['function transfer(address to, uint256 amount) returns (bool)']);

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startTestDevnet();
});
afterAll(async () => {
  await devnet?.stop();
});

async function connected() {
  const approver = createScriptedApprover();
  const wallet = createTestWallet(devnet, approver);
  await wallet.request({ method: 'eth_requestAccounts' });
  approver.requests.length = 0;
  return { approver, wallet };
}

describe('eth_sendTransaction', () => {
  it('fills gas and fees, asks, signs locally and lands on the devnet', async () => {
    const { wallet, approver } = await connected();
    const client = publicClientFor(devnet, 31337);
    const before = await client.getBalance({ address: recipient });
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: account0, to: recipient, value: '0xde0b6b3a7640000' }],
    })) as Hex;
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(account0.toLowerCase());
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('1'));

    const [request] = approver.requests as [Extract<ApprovalRequest, { kind: 'sendTransaction' }>];
    expect(request.kind).toBe('sendTransaction');
    expect(request.transaction).toMatchObject({
      from: account0,
      to: recipient,
      value: parseEther('1'),
      gas: 21_000n,
    });
    expect(request.transaction.fees.type).toBe('eip1559');
  });

  it('uses the connected account when "from" is omitted, and honours a legacy gasPrice', async () => {
    const { wallet } = await connected();
    wallet.selectAccount(1);
    const client = publicClientFor(devnet, 31337);
    const gasPrice = (await client.getGasPrice()) * 2n;
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ to: recipient, value: '0x1', gasPrice: `0x${gasPrice.toString(16)}` }],
    })) as Hex;
    const transaction = await client.getTransaction({ hash });
    expect(transaction.from.toLowerCase()).toBe(account1.toLowerCase());
    expect(transaction.type).toBe('legacy');
    expect(transaction.gasPrice).toBe(gasPrice);
  });

  it('sends contract calls with data (an ERC-20 transfer on the devnet token)', async () => {
    const { wallet } = await connected();
    const client = publicClientFor(devnet, 31337);
    const data = encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [recipient, 1n] });
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: account0, to: devnet.contracts.wpusd, data }],
    })) as Hex;
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
  });

  it('gives two queued sends distinct nonces (the nonce is read after approval, one at a time)', async () => {
    const { wallet, approver } = await connected();
    const client = publicClientFor(devnet, 31337);
    approver.hold();
    const sends = [1n, 2n].map((value) =>
      wallet.request({
        method: 'eth_sendTransaction',
        params: [{ to: recipient, value: `0x${value.toString(16)}` }],
      }),
    );
    await approver.waitFor(2);
    approver.release(true);
    const hashes = (await Promise.all(sends)) as Hex[];
    const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })));
    expect(receipts.map((r) => r.status)).toEqual(['success', 'success']);
    const nonces = await Promise.all(
      hashes.map(async (hash) => (await client.getTransaction({ hash })).nonce),
    );
    expect(new Set(nonces).size).toBe(2);
  });

  it('fails with 4001 when rejected, and nothing is sent', async () => {
    const { wallet, approver } = await connected();
    const client = publicClientFor(devnet, 31337);
    const nonceBefore = await client.getTransactionCount({ address: account0 });
    approver.decide = () => false;
    const error = await rejectionOf(
      wallet.request({
        method: 'eth_sendTransaction',
        params: [{ from: account0, to: recipient, value: '0x1' }],
      }),
    );
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(await client.getTransactionCount({ address: account0 })).toBe(nonceBefore);
  });

  it("passes the node's error through when the call would revert, before asking", async () => {
    const { wallet, approver } = await connected();
    const data = encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [recipient, 10n ** 40n] });
    const error = await rejectionOf(
      wallet.request({
        method: 'eth_sendTransaction',
        params: [{ from: account0, to: devnet.contracts.wpusd, data }],
      }),
    );
    expect(error.code).toBe(3);
    expect(error.message).toMatch(/revert/i);
    expect(approver.requests).toEqual([]);
  });

  it('fails with 4100 for a sender that is not the connected account, and before connecting', async () => {
    const { wallet } = await connected();
    const error = await rejectionOf(
      wallet.request({
        method: 'eth_sendTransaction',
        params: [{ from: account1, to: recipient, value: '0x1' }],
      }),
    );
    expect(error.code).toBe(4100);
    const fresh = createTestWallet(devnet, createScriptedApprover());
    expect(
      (await rejectionOf(fresh.request({ method: 'eth_sendTransaction', params: [{ to: recipient }] }))).code,
    ).toBe(4100);
  });

  it('fails with -32602 for malformed transactions', async () => {
    const { wallet } = await connected();
    const cases = [
      [],
      [{ to: 'nope' }],
      [{ to: recipient, value: '1000' }],
      [{ to: recipient, value: '0x01' }],
      [{ to: recipient, data: '0x123' }],
      [{ value: '0x1' }],
      [{ to: recipient, gasPrice: '0x1', maxFeePerGas: '0x2' }],
    ];
    for (const params of cases) {
      expect((await rejectionOf(wallet.request({ method: 'eth_sendTransaction', params }))).code).toBe(
        -32602,
      );
    }
  });
});
