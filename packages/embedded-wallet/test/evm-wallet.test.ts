/** The frame's EVM signer against a real anvil chain: local answers, reads, signatures, transactions. */
import { DEVNET_CONTRACTS } from '@walletport/devnet';
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseEther, toHex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RPC_ERROR_CODES } from '../src/frame/wallet/rpc-errors.js';
import { createEvmWallet, type EvmWallet } from '../src/frame/wallet/evm-wallet.js';
import {
  CHAIN_ID,
  fundedWallet,
  NETWORK,
  newWalletKey,
  rejection,
  startTestChain,
  type TestChain,
} from './support/chain.js';

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

const TYPED_DATA = {
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
    chainId: CHAIN_ID,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const;

describe('answers of its own', () => {
  it('eth_accounts, eth_requestAccounts and eth_chainId', async () => {
    expect(await wallet.request('eth_accounts', [], CHAIN_ID)).toEqual([wallet.address]);
    expect(await wallet.request('eth_requestAccounts', undefined, CHAIN_ID)).toEqual([wallet.address]);
    expect(await wallet.request('eth_chainId', [], CHAIN_ID)).toBe('0x7a69');
    expect(await rejection(wallet.request('eth_chainId', [], 1))).toMatchObject({
      code: RPC_ERROR_CODES.chainDisconnected,
    });
  });

  it('wallet_getCapabilities: an empty set per chain; another account is 4100', async () => {
    expect(await wallet.request('wallet_getCapabilities', [wallet.address], CHAIN_ID)).toEqual({
      '0x7a69': {},
    });
    expect(await wallet.request('wallet_getCapabilities', [wallet.address, ['0x1']], CHAIN_ID)).toEqual({});
    expect(await rejection(wallet.request('wallet_getCapabilities', [RECIPIENT], CHAIN_ID))).toMatchObject({
      code: 4100,
    });
  });

  it('unsupported and not-allowed methods are 4200 with a reason', async () => {
    for (const method of ['wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation']) {
      const error = await rejection(wallet.request(method, [{}], CHAIN_ID));
      expect(error).toMatchObject({ code: 4200 });
      expect(error.message).toContain('smart accounts are not available yet');
    }
    const solana = await rejection(wallet.request('solana_signMessage', [{}], CHAIN_ID));
    expect(solana).toMatchObject({
      code: 4200,
      message: expect.stringContaining('Solana signing is not available yet'),
    });
    expect(await rejection(wallet.request('eth_sign', [wallet.address, '0x00'], CHAIN_ID))).toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    });
    expect(
      await rejection(wallet.request('wallet_switchEthereumChain', [{ chainId: '0x1' }], CHAIN_ID)),
    ).toMatchObject({ code: 4200 });
  });
});

describe('reads go to the chain RPC', () => {
  it('eth_blockNumber and eth_getBalance answer as the node does', async () => {
    // The devnet mines on an interval, so a block may land between two reads: bracket the answer.
    const before = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
    const blockNumber = BigInt((await wallet.request('eth_blockNumber', [], CHAIN_ID)) as string);
    const after = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
    expect(blockNumber >= before && blockNumber <= after).toBe(true);
    const balance = await wallet.request('eth_getBalance', [wallet.address, 'latest'], CHAIN_ID);
    expect(BigInt(balance as string)).toBe(parseEther('5'));
  });
});

describe('personal_sign', () => {
  it('signs UTF-8 text and hex bytes; the signatures verify for the address', async () => {
    const text = await wallet.request('personal_sign', ['Hello Walletport', wallet.address], CHAIN_ID);
    expect(
      await chain.publicClient.verifyMessage({
        address: wallet.address,
        message: 'Hello Walletport',
        signature: text as Hex,
      }),
    ).toBe(true);
    const hex = await wallet.request('personal_sign', [toHex('Hello Walletport'), wallet.address], CHAIN_ID);
    expect(hex).toBe(text);
    const bytes = await wallet.request('personal_sign', ['0xdeadbeef', wallet.address], CHAIN_ID);
    expect(
      await chain.publicClient.verifyMessage({
        address: wallet.address,
        message: { raw: '0xdeadbeef' },
        signature: bytes as Hex,
      }),
    ).toBe(true);
  });

  it('another account is 4100; missing params are -32602', async () => {
    expect(await rejection(wallet.request('personal_sign', ['hi', RECIPIENT], CHAIN_ID))).toMatchObject({
      code: 4100,
    });
    expect(await rejection(wallet.request('personal_sign', ['hi'], CHAIN_ID))).toMatchObject({
      code: -32602,
    });
  });
});

describe('eth_signTypedData_v4', () => {
  it('signs JSON text or an object; the signature verifies with viem', async () => {
    const signature = await wallet.request(
      'eth_signTypedData_v4',
      [wallet.address, JSON.stringify(TYPED_DATA)],
      CHAIN_ID,
    );
    const { EIP712Domain: _domain, ...types } = TYPED_DATA.types;
    expect(
      await chain.publicClient.verifyTypedData({
        address: wallet.address,
        domain: TYPED_DATA.domain,
        types,
        primaryType: 'Mail',
        message: TYPED_DATA.message,
        signature: signature as Hex,
      }),
    ).toBe(true);
    expect(await wallet.request('eth_signTypedData_v4', [wallet.address, TYPED_DATA], CHAIN_ID)).toBe(
      signature,
    );
  });

  it('refuses another account (4100), another chain in the domain and data that does not fit its types (-32602)', async () => {
    expect(
      await rejection(wallet.request('eth_signTypedData_v4', [RECIPIENT, TYPED_DATA], CHAIN_ID)),
    ).toMatchObject({ code: 4100 });
    const otherChain = { ...TYPED_DATA, domain: { ...TYPED_DATA.domain, chainId: 1 } };
    expect(
      await rejection(wallet.request('eth_signTypedData_v4', [wallet.address, otherChain], CHAIN_ID)),
    ).toMatchObject({ code: -32602 });
    const badAddress = {
      ...TYPED_DATA,
      message: { ...TYPED_DATA.message, to: { name: 'Bob', wallet: '0x1234' } },
    };
    expect(
      await rejection(wallet.request('eth_signTypedData_v4', [wallet.address, badAddress], CHAIN_ID)),
    ).toMatchObject({ code: -32602 });
    const unknownPrimary = { ...TYPED_DATA, primaryType: 'Letter' };
    expect(
      await rejection(wallet.request('eth_signTypedData_v4', [wallet.address, unknownPrimary], CHAIN_ID)),
    ).toMatchObject({ code: -32602 });
    expect(
      await rejection(wallet.request('eth_signTypedData_v4', [wallet.address, '{oops'], CHAIN_ID)),
    ).toMatchObject({ code: -32602 });
  });
});

describe('eth_sendTransaction', () => {
  it('fills nonce, gas and fees, signs, sends, and returns the hash of a mined transaction', async () => {
    const before = await chain.publicClient.getBalance({ address: RECIPIENT });
    const hash = (await wallet.request(
      'eth_sendTransaction',
      [{ from: wallet.address, to: RECIPIENT, value: toHex(parseEther('1')) }],
      CHAIN_ID,
    )) as Hex;
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(await chain.publicClient.getBalance({ address: RECIPIENT })).toBe(before + parseEther('1'));
    const tx = await chain.publicClient.getTransaction({ hash });
    expect(tx.type).toBe('eip1559');
    expect(tx.nonce).toBe(0);
  });

  it('sends ERC-20 calldata as given', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 250n] });
    const hash = (await wallet.request('eth_sendTransaction', [{ to: TOKEN, data }], CHAIN_ID)) as Hex;
    expect((await chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'success',
    );
    expect(
      await chain.publicClient.readContract({
        address: TOKEN,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [wallet.address],
      }),
    ).toBe(999_750n);
  });

  it('refuses another sender (4100), another chain id (-32602), and reports what the node refused', async () => {
    expect(
      await rejection(wallet.request('eth_sendTransaction', [{ from: RECIPIENT, to: RECIPIENT }], CHAIN_ID)),
    ).toMatchObject({ code: 4100 });
    expect(
      await rejection(wallet.request('eth_sendTransaction', [{ to: RECIPIENT, chainId: '0x1' }], CHAIN_ID)),
    ).toMatchObject({ code: -32602 });
    const tooMuch = await rejection(
      wallet.request('eth_sendTransaction', [{ to: RECIPIENT, value: toHex(parseEther('100')) }], CHAIN_ID),
    );
    expect(tooMuch.code).not.toBe(4100);
    expect(tooMuch.message.length).toBeGreaterThan(0);
  });

  it('checks the node is on the chain it signs for', async () => {
    const confused = createEvmWallet({
      privateKey: newWalletKey().privateKey,
      rpcUrl: () => chain.rpcUrl,
      networks: [{ ...NETWORK, chainId: 31338 }],
    });
    await chain.fund(confused.address, '1');
    const error = await rejection(
      confused.request('eth_sendTransaction', [{ to: RECIPIENT, value: '0x1' }], 31338),
    );
    expect(error).toMatchObject({
      code: 4901,
      message: 'The RPC endpoint of chain 31338 serves chain 31337',
    });
    expect(await chain.publicClient.getTransactionCount({ address: confused.address })).toBe(0);
  });
});
