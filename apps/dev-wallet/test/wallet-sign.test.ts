import type { Devnet } from '@walletport/devnet';
import { type Hex, stringToHex, verifyMessage, verifyTypedData } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScriptedApprover, createTestWallet, rejectionOf, startTestDevnet } from './support/devnet.js';

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

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

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const;

describe('personal_sign', () => {
  it('signs hex-encoded UTF-8 after approval, verifiable with viem', async () => {
    const { wallet, approver } = await connected();
    const message = 'Sign in to Walletport\nNonce: 42';
    const hex = stringToHex(message);
    const signature = (await wallet.request({ method: 'personal_sign', params: [hex, account0] })) as Hex;
    expect(await verifyMessage({ address: account0, message, signature })).toBe(true);
    expect(approver.requests).toEqual([
      {
        kind: 'personalSign',
        address: account0,
        message: hex,
        messageText: message,
        origin: 'http://dapp.test',
        chainId: 31337,
      },
    ]);
  });

  it('signs raw bytes that are not text, and gives the approver no text for them', async () => {
    const { wallet, approver } = await connected();
    const raw = '0x00ff10fe' as const;
    const signature = (await wallet.request({ method: 'personal_sign', params: [raw, account0] })) as Hex;
    expect(await verifyMessage({ address: account0, message: { raw }, signature })).toBe(true);
    expect(approver.requests[0]).toMatchObject({ kind: 'personalSign', messageText: null });
  });

  it('accepts a plain-text message and the legacy [address, message] order', async () => {
    const { wallet } = await connected();
    const signature = (await wallet.request({ method: 'personal_sign', params: [account0, 'hello'] })) as Hex;
    expect(await verifyMessage({ address: account0, message: 'hello', signature })).toBe(true);
  });

  it('signs with the account selected at the time', async () => {
    const { wallet } = await connected();
    wallet.selectAccount(1);
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: ['0x6869', account1],
    })) as Hex;
    expect(await verifyMessage({ address: account1, message: 'hi', signature })).toBe(true);
  });

  it('fails with 4001 when rejected', async () => {
    const { wallet, approver } = await connected();
    approver.decide = () => false;
    const error = await rejectionOf(
      wallet.request({ method: 'personal_sign', params: ['0x6869', account0] }),
    );
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' });
  });

  it('fails with 4100 before connecting and for an account that is not the connected one', async () => {
    const approver = createScriptedApprover();
    const fresh = createTestWallet(devnet, approver);
    expect(
      (await rejectionOf(fresh.request({ method: 'personal_sign', params: ['0x6869', account0] }))).code,
    ).toBe(4100);
    const { wallet } = await connected();
    expect(
      (await rejectionOf(wallet.request({ method: 'personal_sign', params: ['0x6869', account1] }))).code,
    ).toBe(4100);
    expect(approver.requests).toEqual([]);
  });

  it('fails with -32602 for malformed params', async () => {
    const { wallet } = await connected();
    for (const params of [[], ['0x6869'], ['0x6869', 'not-an-address'], [42, account0], undefined]) {
      expect((await rejectionOf(wallet.request({ method: 'personal_sign', params }))).code).toBe(-32602);
    }
  });
});

describe('eth_signTypedData_v4', () => {
  it('signs typed data given as JSON text, verifiable with viem', async () => {
    const { wallet, approver } = await connected();
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [account0, JSON.stringify(typedData)],
    })) as Hex;
    // viem types a uint256 chainId as bigint once EIP712Domain is spelled out; the JSON carried a number.
    const domain = { ...typedData.domain, chainId: 31337n };
    expect(await verifyTypedData({ address: account0, ...typedData, domain, signature })).toBe(true);
    expect(approver.requests[0]).toMatchObject({ kind: 'signTypedData', address: account0, chainId: 31337 });
  });

  it('also accepts the typed data as an object and a domain without EIP712Domain in types', async () => {
    const { wallet } = await connected();
    const { EIP712Domain: _, ...types } = typedData.types;
    const withoutDomainType = { ...typedData, types };
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [account0, withoutDomainType],
    })) as Hex;
    expect(await verifyTypedData({ address: account0, ...withoutDomainType, signature })).toBe(true);
  });

  it('fails with 4001 when rejected', async () => {
    const { wallet, approver } = await connected();
    approver.decide = () => false;
    const error = await rejectionOf(
      wallet.request({ method: 'eth_signTypedData_v4', params: [account0, JSON.stringify(typedData)] }),
    );
    expect(error.code).toBe(4001);
  });

  it('refuses a domain for another chain without asking (-32602)', async () => {
    const { wallet, approver } = await connected();
    const otherChain = { ...typedData, domain: { ...typedData.domain, chainId: 1 } };
    const error = await rejectionOf(
      wallet.request({ method: 'eth_signTypedData_v4', params: [account0, JSON.stringify(otherChain)] }),
    );
    expect(error.code).toBe(-32602);
    expect(error.message).toContain('must match the active chainId');
    expect(approver.requests).toEqual([]);
  });

  it('fails with 4100 for an account that is not connected', async () => {
    const { wallet } = await connected();
    const error = await rejectionOf(
      wallet.request({ method: 'eth_signTypedData_v4', params: [account1, JSON.stringify(typedData)] }),
    );
    expect(error.code).toBe(4100);
  });

  it('fails with -32602 for typed data that is malformed or does not match its types', async () => {
    const { wallet } = await connected();
    const badValue = {
      ...typedData,
      message: { ...typedData.message, from: { name: 'Cow', wallet: 'nope' } },
    };
    const cases = [
      '{not json',
      JSON.stringify({ ...typedData, primaryType: 'Missing' }),
      JSON.stringify(badValue),
      42,
    ];
    for (const data of cases) {
      expect(
        (await rejectionOf(wallet.request({ method: 'eth_signTypedData_v4', params: [account0, data] })))
          .code,
      ).toBe(-32602);
    }
  });
});
