import { type Hex, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  createScriptedApprover,
  createTestWallet,
  publicClientFor,
  recordEvents,
  rejectionOf,
} from './support/devnet.js';
import { useWalletTestbed } from './support/wallet-testbed.js';

const recipient = '0x000000000000000000000000000000000000bEEF';

const testbed = useWalletTestbed();
const { setup } = testbed;

function addChainParams(rpcUrl: string, chainId = '0x7a6a') {
  return [
    {
      chainId,
      chainName: 'Devnet Two',
      rpcUrls: [rpcUrl],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ];
}

describe('eth_chainId', () => {
  it('starts on the first configured chain, as a hex string', async () => {
    const { wallet } = setup();
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await wallet.request({ method: 'net_version' })).toBe('31337');
  });
});

describe('wallet_switchEthereumChain', () => {
  it('switches after approval, emits chainChanged, and reads then go to the new chain', async () => {
    const { wallet, approver, events } = setup();
    expect(
      await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).toBeNull();
    expect(approver.requests).toEqual([
      {
        kind: 'switchChain',
        toChain: expect.objectContaining({ id: 31338 }),
        origin: 'http://dapp.test',
        chainId: 31337,
      },
    ]);
    expect(events).toEqual([{ event: 'chainChanged', args: ['0x7a6a'] }]);
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    // The node itself answers: proof the passthrough follows the switch.
    const rpcUrl = testbed.devnet.chains[1]!.rpcUrl;
    const nodeChainId = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    }).then((r) => r.json());
    expect(nodeChainId.result).toBe('0x7a6a');
  });

  it('sends transactions on the chain switched to', async () => {
    const { wallet } = setup();
    await wallet.request({ method: 'eth_requestAccounts' });
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ to: recipient, value: '0xde0b6b3a7640000' }],
    })) as Hex;
    const chain2 = publicClientFor(testbed.devnet, 31338);
    expect((await chain2.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await chain2.getBalance({ address: recipient })).toBe(parseEther('1'));
    expect(await publicClientFor(testbed.devnet, 31337).getBalance({ address: recipient })).toBe(0n);
  });

  it('does nothing and asks nothing when already on the chain', async () => {
    const { wallet, approver, events } = setup();
    expect(
      await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).toBeNull();
    expect(approver.requests).toEqual([]);
    expect(events).toEqual([]);
  });

  it('fails with 4902 for a chain the wallet does not know', async () => {
    const { wallet, approver } = setup();
    const error = await rejectionOf(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    );
    expect(error.code).toBe(4902);
    expect(error.message).toContain('"0x1"');
    expect(approver.requests).toEqual([]);
  });

  it('fails with 4001 when rejected and stays on the chain', async () => {
    const { wallet, approver, events } = setup();
    approver.decide = () => false;
    const error = await rejectionOf(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    );
    expect(error.code).toBe(4001);
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(events).toEqual([]);
  });

  it('fails with -32602 for a malformed chain id', async () => {
    const { wallet } = setup();
    for (const params of [
      [{ chainId: 31338 }],
      [{ chainId: '0x07a6a' }],
      [{ chainId: '0x0' }],
      [],
      ['0x7a6a'],
    ]) {
      expect((await rejectionOf(wallet.request({ method: 'wallet_switchEthereumChain', params }))).code).toBe(
        -32602,
      );
    }
  });
});

describe('selectChain (the owner switches)', () => {
  it('switches without asking and emits chainChanged', async () => {
    const { wallet, approver, events } = setup();
    wallet.selectChain(31338);
    wallet.selectChain(31338);
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    expect(events).toEqual([{ event: 'chainChanged', args: ['0x7a6a'] }]);
    expect(approver.requests).toEqual([]);
  });

  it('stays silent while disconnected and reports the chain in connect on reconnect', () => {
    const { wallet, events } = setup();
    wallet.disconnect();
    wallet.selectChain(31338);
    wallet.reconnect();
    expect(events.map((e) => e.event)).toEqual(['disconnect', 'connect']);
    expect(events[1]!.args).toEqual([{ chainId: '0x7a6a' }]);
  });

  it('refuses a chain it does not know', () => {
    const { wallet } = setup();
    expect(() => wallet.selectChain(1)).toThrow(RangeError);
  });
});

describe('wallet_addEthereumChain', () => {
  it('adds an unknown chain after approval and switches to it', async () => {
    const approver = createScriptedApprover();
    const wallet = createTestWallet({ ...testbed.devnet, chains: [testbed.devnet.chains[0]!] }, approver);
    const events = recordEvents(wallet);
    const rpcUrl = testbed.devnet.chains[1]!.rpcUrl;
    // Unknown first: this is the 4902 a dapp sees before it adds the chain.
    expect(
      (
        await rejectionOf(
          wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
        )
      ).code,
    ).toBe(4902);
    expect(
      await wallet.request({ method: 'wallet_addEthereumChain', params: addChainParams(rpcUrl) }),
    ).toBeNull();
    expect(approver.requests).toEqual([
      {
        kind: 'addChain',
        chain: {
          id: 31338,
          name: 'Devnet Two',
          rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
        origin: 'http://dapp.test',
        chainId: 31337,
      },
    ]);
    expect(events).toEqual([{ event: 'chainChanged', args: ['0x7a6a'] }]);
    expect(wallet.getState().chains.map((c) => c.id)).toEqual([31337, 31338]);
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/);
  });

  it('fails with 4001 when rejected, and the chain is not added', async () => {
    const approver = createScriptedApprover();
    approver.decide = () => false;
    const wallet = createTestWallet({ ...testbed.devnet, chains: [testbed.devnet.chains[0]!] }, approver);
    const error = await rejectionOf(
      wallet.request({
        method: 'wallet_addEthereumChain',
        params: addChainParams(testbed.devnet.chains[1]!.rpcUrl),
      }),
    );
    expect(error.code).toBe(4001);
    expect(wallet.getState().chains.map((c) => c.id)).toEqual([31337]);
  });

  it('treats a chain it already knows as a switch (and keeps its own RPC URL)', async () => {
    const { wallet, approver } = setup();
    await wallet.request({ method: 'wallet_addEthereumChain', params: addChainParams('http://127.0.0.1:1') });
    expect(approver.requests[0]).toMatchObject({
      kind: 'switchChain',
      toChain: { id: 31338, rpcUrl: testbed.devnet.chains[1]!.rpcUrl },
    });
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    expect(
      await wallet.request({
        method: 'wallet_addEthereumChain',
        params: addChainParams('http://127.0.0.1:1'),
      }),
    ).toBeNull();
    expect(approver.requests).toHaveLength(1);
  });

  it('fails with -32602 for an invalid chain description, without asking', async () => {
    const { wallet, approver } = setup();
    const base = addChainParams('http://127.0.0.1:9')[0]!;
    const cases = [
      [{ ...base, rpcUrls: [] }],
      [{ ...base, rpcUrls: ['ftp://x'] }],
      [{ ...base, chainName: '' }],
      [{ ...base, chainId: '123' }],
      [{ ...base, chainId: '0x99', nativeCurrency: { name: 'X', symbol: 'X', decimals: 18 } }],
      [{ ...base, chainId: '0x99', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 6 } }],
      [],
    ];
    for (const params of cases) {
      expect((await rejectionOf(wallet.request({ method: 'wallet_addEthereumChain', params }))).code).toBe(
        -32602,
      );
    }
    expect(approver.requests).toEqual([]);
  });
});
