import { stringToHex } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { createApprovalQueue } from '../src/ui/approval-queue.js';
import { describeRequest, formatJson, shortAddress } from '../src/ui/describe-request.js';
import type { ApprovalRequest, DevWalletChain } from '../src/index.js';

const chains: DevWalletChain[] = [
  {
    id: 31337,
    name: 'Walletport Devnet',
    rpcUrl: 'http://127.0.0.1:8545',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
  {
    id: 31338,
    name: 'Walletport Devnet 2',
    rpcUrl: 'http://127.0.0.1:8546',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
];
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const base = { origin: 'http://127.0.0.1:5173', chainId: 31337 };

describe('createApprovalQueue', () => {
  it('shows requests one at a time, in arrival order', async () => {
    const queue = createApprovalQueue();
    const first = queue.approver({ ...base, kind: 'connect', method: 'eth_requestAccounts', address });
    const second = queue.approver({ ...base, kind: 'switchChain', toChain: chains[1]! });
    expect(queue.current()?.request.kind).toBe('connect');
    expect(queue.waiting()).toBe(1);
    queue.settle(true);
    expect(await first).toBe(true);
    expect(queue.current()?.request.kind).toBe('switchChain');
    expect(queue.waiting()).toBe(0);
    queue.settle(false);
    expect(await second).toBe(false);
    expect(queue.current()).toBeUndefined();
  });

  it('gives each request its own id and notifies subscribers on every change', () => {
    const queue = createApprovalQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    void queue.approver({ ...base, kind: 'connect', method: 'eth_requestAccounts', address });
    const firstId = queue.current()?.id;
    queue.settle(true);
    void queue.approver({ ...base, kind: 'connect', method: 'eth_requestAccounts', address });
    expect(queue.current()?.id).not.toBe(firstId);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    queue.settle(true);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('rejectAll rejects everything waiting; settle on an empty queue does nothing', async () => {
    const queue = createApprovalQueue();
    const answers = [1, 2, 3].map(() =>
      queue.approver({ ...base, kind: 'connect', method: 'eth_requestAccounts', address }),
    );
    queue.rejectAll();
    expect(await Promise.all(answers)).toEqual([false, false, false]);
    expect(() => queue.settle(true)).not.toThrow();
  });
});

describe('describeRequest', () => {
  const rowsOf = (request: ApprovalRequest) =>
    Object.fromEntries(describeRequest(request, chains).rows.map((row) => [row.label, row.value]));

  it('shows a personal_sign message as text, or as hex when it is not text', () => {
    const text = 'Hello\nworld';
    expect(
      rowsOf({ ...base, kind: 'personalSign', address, message: stringToHex(text), messageText: text })
        .Message,
    ).toBe(text);
    expect(
      rowsOf({ ...base, kind: 'personalSign', address, message: '0x00ff', messageText: null })[
        'Message (hex)'
      ],
    ).toBe('0x00ff');
  });

  it('summarises typed data: type, domain, contract and message', () => {
    const rows = rowsOf({
      ...base,
      kind: 'signTypedData',
      address,
      typedData: {
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        domain: {
          name: 'Ether Mail',
          version: '1',
          verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
        },
        message: { contents: 'hi' },
      },
    });
    expect(rows).toMatchObject({
      Type: 'Mail',
      Domain: 'Ether Mail v1',
      Contract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    });
    expect(JSON.parse(rows.Data!)).toEqual({ contents: 'hi' });
  });

  it('shows a transaction with value in ETH, data, gas, fee in gwei and its network', () => {
    const rows = rowsOf({
      ...base,
      kind: 'sendTransaction',
      transaction: {
        from: address,
        to: address,
        value: 10n ** 16n,
        data: '0xa9059cbb',
        gas: 21_000n,
        chainId: 31338,
        fees: { type: 'eip1559', maxFeePerGas: 2_500_000_000n, maxPriorityFeePerGas: 1n },
      },
    });
    expect(rows).toMatchObject({
      Value: '0.01 ETH',
      Data: '0xa9059cbb',
      'Gas limit': '21000',
      'Max fee': '2.5 gwei',
      Network: 'Walletport Devnet 2 (31338)',
    });
  });

  it('calls a transaction without "to" a new contract, and shows a legacy gas price', () => {
    const rows = rowsOf({
      ...base,
      kind: 'sendTransaction',
      transaction: {
        from: address,
        value: 0n,
        data: '0x60',
        gas: 1n,
        chainId: 31337,
        fees: { type: 'legacy', gasPrice: 10n ** 9n },
      },
    });
    expect(rows).toMatchObject({ To: 'New contract', 'Gas price': '1 gwei' });
  });

  it('describes connect, switch and add-chain requests with the page origin', () => {
    const connect = describeRequest(
      { ...base, kind: 'connect', method: 'eth_requestAccounts', address },
      chains,
    );
    expect(connect.title).toBe('Connect');
    expect(connect.summary).toContain('http://127.0.0.1:5173');
    expect(rowsOf({ ...base, kind: 'switchChain', toChain: chains[1]! })).toEqual({
      From: 'Walletport Devnet (31337)',
      To: 'Walletport Devnet 2 (31338)',
    });
    expect(
      rowsOf({ ...base, kind: 'addChain', chain: { ...chains[1]!, id: 99, name: 'New' } }),
    ).toMatchObject({
      Network: 'New (99)',
      'RPC URL': 'http://127.0.0.1:8546',
    });
    expect(
      rowsOf({ ...base, chainId: 5, kind: 'connect', method: 'eth_requestAccounts', address }).Network,
    ).toBe('Chain 5');
  });
});

describe('formatJson / shortAddress', () => {
  it('prints bigints and cuts very long JSON', () => {
    expect(formatJson({ a: 1n })).toBe('{\n  "a": "1"\n}');
    const long = formatJson({ text: 'x'.repeat(10_000) });
    expect(long.length).toBeLessThan(4010);
    expect(long.endsWith('…')).toBe(true);
  });

  it('shortens addresses to 0x1234…abcd', () => {
    expect(shortAddress(address)).toBe('0xf39F…2266');
    expect(shortAddress('0x12')).toBe('0x12');
  });
});
