import { describe, expect, it, vi } from 'vitest';
import { createDevWallet, devnetMnemonic, passthroughMethods } from '../src/index.js';
import { publicClientFor, rejectionOf } from './support/devnet.js';
import { useWalletTestbed } from './support/wallet-testbed.js';

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const testbed = useWalletTestbed();
const { setup } = testbed;

const everyMethod = [
  'eth_requestAccounts',
  'eth_accounts',
  'eth_chainId',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_requestPermissions',
  'wallet_revokePermissions',
  'wallet_getCapabilities',
  'eth_getBalance',
  'eth_blockNumber',
  'no_such_method',
];

describe('disconnect() / reconnect()', () => {
  it('emits disconnect with a 4900 error, and accountsChanged([]) to a connected page', async () => {
    const { wallet, events } = setup();
    await wallet.request({ method: 'eth_requestAccounts' });
    events.length = 0;
    wallet.disconnect();
    expect(events.map((e) => e.event)).toEqual(['disconnect', 'accountsChanged']);
    expect(events[0]!.args[0]).toMatchObject({
      code: 4900,
      message: 'The Provider is disconnected from all chains.',
    });
    expect(events[1]!.args).toEqual([[]]);
  });

  it('fails every request with 4900 while disconnected', async () => {
    const { wallet, approver } = setup();
    wallet.disconnect();
    for (const method of everyMethod) {
      const error = await rejectionOf(wallet.request({ method, params: [] }));
      expect(error, method).toMatchObject({ code: 4900 });
    }
    expect(approver.requests).toEqual([]);
  });

  it('fails a request that was waiting for approval with 4900 when the wallet disconnects meanwhile', async () => {
    const { wallet, approver } = setup();
    approver.hold();
    const pending = wallet.request({ method: 'eth_requestAccounts' });
    await approver.waitFor(1);
    wallet.disconnect();
    approver.release(true);
    expect((await rejectionOf(pending)).code).toBe(4900);
    expect(wallet.getState().authorized).toBe(false);
  });

  it('reconnect emits connect { chainId } and gives a connected page its account back', async () => {
    const { wallet, events } = setup();
    await wallet.request({ method: 'eth_requestAccounts' });
    wallet.disconnect();
    events.length = 0;
    wallet.reconnect();
    expect(events).toEqual([
      { event: 'connect', args: [{ chainId: '0x7a69' }] },
      { event: 'accountsChanged', args: [[account0]] },
    ]);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([account0]);
  });

  it('only emits connect for a page that never connected; repeated calls are no-ops', async () => {
    const { wallet, events } = setup();
    wallet.reconnect();
    expect(events).toEqual([]);
    wallet.disconnect();
    wallet.disconnect();
    wallet.reconnect();
    wallet.reconnect();
    expect(events.map((e) => e.event)).toEqual(['disconnect', 'connect']);
  });
});

describe('unsupported methods', () => {
  it.each(['eth_sign', 'eth_signTransaction', 'wallet_sendCalls', 'anvil_mine', 'toString', '__proto__'])(
    '%s fails with 4200',
    async (method) => {
      const { wallet } = setup();
      const error = await rejectionOf(wallet.request({ method }));
      expect(error.code).toBe(4200);
      expect(error.message).toContain(method);
    },
  );

  it('rejects a request without a method name with -32602', async () => {
    const { wallet } = setup();
    expect((await rejectionOf(wallet.request({} as never))).code).toBe(-32602);
    expect((await rejectionOf(wallet.request(null as never))).code).toBe(-32602);
  });
});

describe('read passthrough', () => {
  it('forwards reads to the current chain and returns what the node says', async () => {
    const { wallet } = setup();
    const client = publicClientFor(testbed.devnet, 31337);
    const balance = await wallet.request({ method: 'eth_getBalance', params: [account0, 'latest'] });
    expect(BigInt(balance as string)).toBe(await client.getBalance({ address: account0 }));
    expect(BigInt((await wallet.request({ method: 'eth_blockNumber' })) as string)).toBe(
      await client.getBlockNumber(),
    );
    expect(await wallet.request({ method: 'eth_gasPrice' })).toMatch(/^0x[0-9a-f]+$/);
    expect(
      await wallet.request({ method: 'eth_estimateGas', params: [{ from: account0, to: account0 }] }),
    ).toBe('0x5208');
    expect(
      await wallet.request({
        method: 'eth_getCode',
        params: [testbed.devnet.contracts.multicall3, 'latest'],
      }),
    ).not.toBe('0x');
    // Multicall3.getChainId() answered by the contract the devnet deployed.
    const call = { to: testbed.devnet.contracts.multicall3, data: '0x3408e470' };
    expect(BigInt((await wallet.request({ method: 'eth_call', params: [call, 'latest'] })) as string)).toBe(
      31337n,
    );
    const hash = `0x${'00'.repeat(32)}`;
    expect(await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] })).toBeNull();
  });

  it("returns the node's error code and message unchanged", async () => {
    const { wallet } = setup();
    const error = await rejectionOf(wallet.request({ method: 'eth_getBalance', params: ['not-an-address'] }));
    expect(error.code).toBeLessThan(0);
    expect(typeof error.message).toBe('string');
  });

  it('reports an unreachable RPC as -32603', async () => {
    const wallet = createDevWallet({
      mnemonic: devnetMnemonic,
      chains: [{ id: 31337, name: 'Nowhere', rpcUrl: 'http://127.0.0.1:9' }],
      approver: async () => true,
    });
    const error = await rejectionOf(wallet.request({ method: 'eth_blockNumber' }));
    expect(error.code).toBe(-32603);
    expect(error.message).toContain('unreachable');
  });

  it('lists only methods that need neither a key nor consent', () => {
    for (const method of passthroughMethods) expect(method).toMatch(/^(eth_|web3_)/);
    expect(passthroughMethods).not.toContain('eth_sendTransaction');
    expect(passthroughMethods).not.toContain('eth_accounts');
  });
});

describe('events and the provider facade', () => {
  it('removeListener stops delivery; a throwing listener does not stop the others', async () => {
    const onListenerError = vi.fn();
    const wallet = createDevWallet({
      mnemonic: devnetMnemonic,
      chains: testbed.devnet.chains.map((c) => ({ id: c.id, name: c.name, rpcUrl: c.rpcUrl })),
      approver: async () => true,
      onListenerError,
    });
    const removed = vi.fn();
    const kept = vi.fn();
    wallet.on('chainChanged', () => {
      throw new Error('listener bug');
    });
    wallet.on('chainChanged', removed);
    wallet.on('chainChanged', kept);
    wallet.removeListener('chainChanged', removed);
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(removed).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledWith('0x7a6a');
    expect(onListenerError).toHaveBeenCalledWith(expect.objectContaining({ message: 'listener bug' }));
  });

  it('gives pages a frozen provider with request/on/removeListener only', async () => {
    const { wallet } = setup();
    const { provider } = wallet;
    expect(Object.isFrozen(provider)).toBe(true);
    expect(Object.keys(provider).sort()).toEqual([
      'isWalletportDevWallet',
      'on',
      'removeListener',
      'request',
    ]);
    const listener = vi.fn();
    expect(provider.on('accountsChanged', listener)).toBe(provider);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([account0]);
    expect(listener).toHaveBeenCalledWith([account0]);
    provider.removeListener('accountsChanged', listener);
    wallet.selectAccount(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('notifies state subscribers of every change the UI shows', async () => {
    const { wallet } = setup();
    const states: Array<{
      selectedIndex: number;
      chainId: number;
      authorized: boolean;
      disconnected: boolean;
    }> = [];
    const unsubscribe = wallet.subscribe((state) => states.push(state));
    await wallet.request({ method: 'eth_requestAccounts' });
    wallet.selectAccount(2);
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    wallet.disconnect();
    unsubscribe();
    wallet.reconnect();
    expect(
      states.map(({ selectedIndex, chainId, authorized, disconnected }) => [
        selectedIndex,
        chainId,
        authorized,
        disconnected,
      ]),
    ).toEqual([
      [0, 31337, true, false],
      [2, 31337, true, false],
      [2, 31338, true, false],
      [2, 31338, true, true],
    ]);
  });
});

describe('createDevWallet options', () => {
  const chain = { id: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:8545' };
  const approver = async () => true;

  it('rejects bad configuration early', () => {
    expect(() => createDevWallet({ mnemonic: devnetMnemonic, chains: [], approver })).toThrow(
      /at least one chain/,
    );
    expect(() => createDevWallet({ mnemonic: devnetMnemonic, chains: [chain, chain], approver })).toThrow(
      /twice/,
    );
    expect(() =>
      createDevWallet({ mnemonic: devnetMnemonic, chains: [{ ...chain, rpcUrl: 'ws://x' }], approver }),
    ).toThrow(/rpcUrl/);
    expect(() =>
      createDevWallet({ mnemonic: devnetMnemonic, chains: [{ ...chain, id: 0 }], approver }),
    ).toThrow(/positive/);
    expect(() => createDevWallet({ mnemonic: 'test test test', chains: [chain], approver })).toThrow(
      /BIP-39/,
    );
    expect(() =>
      createDevWallet({ mnemonic: devnetMnemonic, chains: [chain], approver, accountCount: 0 }),
    ).toThrow(/accountCount/);
  });

  it('derives accountCount accounts and defaults the native currency to ETH', () => {
    const wallet = createDevWallet({ mnemonic: devnetMnemonic, chains: [chain], approver, accountCount: 2 });
    expect(wallet.getState().addresses).toHaveLength(2);
    expect(wallet.getState().chains[0]!.nativeCurrency).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
    });
  });
});
