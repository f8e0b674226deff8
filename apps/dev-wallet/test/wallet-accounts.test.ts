import type { Devnet } from '@walletport/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScriptedApprover,
  createTestWallet,
  recordEvents,
  rejectionOf,
  startTestDevnet,
} from './support/devnet.js';

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startTestDevnet();
});
afterAll(async () => {
  await devnet?.stop();
});

function setup() {
  const approver = createScriptedApprover();
  const wallet = createTestWallet(devnet, approver);
  return { approver, wallet, events: recordEvents(wallet) };
}

describe('eth_accounts / eth_requestAccounts', () => {
  it('exposes no account before the page is connected', async () => {
    const { wallet } = setup();
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('asks the approver, then exposes the selected account and emits accountsChanged', async () => {
    const { wallet, approver, events } = setup();
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([account0]);
    expect(approver.requests).toEqual([
      {
        kind: 'connect',
        method: 'eth_requestAccounts',
        address: account0,
        origin: 'http://dapp.test',
        chainId: 31337,
      },
    ]);
    expect(events).toEqual([{ event: 'accountsChanged', args: [[account0]] }]);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([account0]);
  });

  it('does not ask again once connected', async () => {
    const { wallet, approver } = setup();
    await wallet.request({ method: 'eth_requestAccounts' });
    await wallet.request({ method: 'eth_requestAccounts' });
    expect(approver.requests).toHaveLength(1);
  });

  it('shares one approval between concurrent eth_requestAccounts calls', async () => {
    const { wallet, approver } = setup();
    approver.hold();
    const first = wallet.request({ method: 'eth_requestAccounts' });
    const second = wallet.request({ method: 'eth_requestAccounts' });
    await approver.waitFor(1);
    approver.release(true);
    expect(await Promise.all([first, second])).toEqual([[account0], [account0]]);
    expect(approver.requests).toHaveLength(1);
  });

  it('fails with 4001 when the user rejects, and stays disconnected', async () => {
    const { wallet, approver, events } = setup();
    approver.decide = () => false;
    const error = await rejectionOf(wallet.request({ method: 'eth_requestAccounts' }));
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    expect(events).toEqual([]);
  });

  it('turns a failing approver into an internal error (-32603), not an approval', async () => {
    const { wallet, approver } = setup();
    approver.approver = async () => {
      throw new Error('ui crashed');
    };
    const broken = createTestWallet(devnet, approver);
    const error = await rejectionOf(broken.request({ method: 'eth_requestAccounts' }));
    expect(error.code).toBe(-32603);
    expect(error.message).toContain('ui crashed');
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
  });
});

describe('selectAccount', () => {
  it('emits accountsChanged with the new account when the page is connected', async () => {
    const { wallet, events } = setup();
    await wallet.request({ method: 'eth_requestAccounts' });
    wallet.selectAccount(1);
    expect(events.at(-1)).toEqual({ event: 'accountsChanged', args: [[account1]] });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([account1]);
    expect(wallet.getState().selectedIndex).toBe(1);
  });

  it('stays silent towards a page that is not connected, and re-selecting is a no-op', async () => {
    const { wallet, events } = setup();
    wallet.selectAccount(2);
    wallet.selectAccount(2);
    expect(events).toEqual([]);
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([wallet.getState().addresses[2]]);
  });

  it('rejects an index outside the derived accounts', () => {
    const { wallet } = setup();
    expect(() => wallet.selectAccount(5)).toThrow(RangeError);
    expect(() => wallet.selectAccount(-1)).toThrow(RangeError);
    expect(() => wallet.selectAccount(1.5)).toThrow(RangeError);
  });

  it('derives the anvil accounts from the mnemonic (accountCount defaults to 5)', () => {
    const { wallet } = setup();
    const { addresses } = wallet.getState();
    expect(addresses).toHaveLength(5);
    expect(addresses.slice(0, 2)).toEqual([account0, account1]);
  });
});

describe('wallet_requestPermissions / wallet_getPermissions / wallet_revokePermissions', () => {
  it('grants eth_accounts after approval and reports it as an EIP-2255 permission', async () => {
    const { wallet, approver } = setup();
    const permissions = await wallet.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    });
    expect(approver.requests[0]).toMatchObject({ kind: 'connect', method: 'wallet_requestPermissions' });
    expect(permissions).toEqual([
      {
        invoker: 'http://dapp.test',
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [account0] }],
        date: expect.any(Number),
      },
    ]);
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual(permissions);
  });

  it('fails with 4001 when the permission request is rejected', async () => {
    const { wallet, approver } = setup();
    approver.decide = () => false;
    const error = await rejectionOf(
      wallet.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }),
    );
    expect(error.code).toBe(4001);
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([]);
  });

  it('rejects unknown or missing permissions with -32602', async () => {
    const { wallet, approver } = setup();
    for (const params of [[{ snap_dialog: {} }], [{}], [], undefined, ['eth_accounts']]) {
      const error = await rejectionOf(wallet.request({ method: 'wallet_requestPermissions', params }));
      expect(error.code).toBe(-32602);
    }
    expect(approver.requests).toEqual([]);
  });

  it('revoking eth_accounts empties eth_accounts and emits accountsChanged([])', async () => {
    const { wallet, events } = setup();
    await wallet.request({ method: 'eth_requestAccounts' });
    expect(
      await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull();
    expect(events.at(-1)).toEqual({ event: 'accountsChanged', args: [[]] });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([]);
    expect(wallet.getState().authorized).toBe(false);
  });

  it('needs account methods to be re-approved after revoking (4100 meanwhile)', async () => {
    const { wallet, approver } = setup();
    await wallet.request({ method: 'eth_requestAccounts' });
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    const error = await rejectionOf(
      wallet.request({ method: 'personal_sign', params: ['0x68690a', account0] }),
    );
    expect(error.code).toBe(4100);
    await wallet.request({ method: 'eth_requestAccounts' });
    expect(approver.requests.filter((r) => r.kind === 'connect')).toHaveLength(2);
  });
});

describe('wallet_getCapabilities', () => {
  it('lists every configured chain, with atomic batching unsupported and asset discovery supported', async () => {
    const { wallet } = setup();
    await wallet.request({ method: 'eth_requestAccounts' });
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [account0] })).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
      '0x7a6a': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    });
  });

  it('filters by the requested chain ids', async () => {
    const { wallet } = setup();
    await wallet.request({ method: 'eth_requestAccounts' });
    expect(
      await wallet.request({ method: 'wallet_getCapabilities', params: [account0, ['0x7a6a']] }),
    ).toEqual({
      '0x7a6a': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    });
  });

  it('fails with 4100 for an account the page may not use', async () => {
    const { wallet } = setup();
    expect(
      (await rejectionOf(wallet.request({ method: 'wallet_getCapabilities', params: [account0] }))).code,
    ).toBe(4100);
    await wallet.request({ method: 'eth_requestAccounts' });
    expect(
      (await rejectionOf(wallet.request({ method: 'wallet_getCapabilities', params: [account1] }))).code,
    ).toBe(4100);
  });
});
