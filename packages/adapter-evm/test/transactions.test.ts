/** Signing, sending and fee estimation through the real dev wallet and devnet. */
import {
  FeeConflictError,
  isUserRejection,
  TipAboveFeeCapError,
  UserRejectedRequestError,
} from '@walletport/core/internal';
import { devWalletRdns } from '@walletport/dev-wallet';
import { DEVNET_CONTRACTS } from '@walletport/devnet';
import { encodeFunctionData, erc20Abi, type Hex, parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WagmiAdapter } from '../src/index.js';
import { createScriptedApprover, type ScriptedApprover } from './support/approver.js';
import { rejectionOf, startTestChains, type TestChains } from './support/devnet.js';
import { createTestWallet, openPage } from './support/page.js';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECIPIENT = '0x000000000000000000000000000000000000bEEF';
/** A devnet address nobody funded. */
const UNFUNDED = '0x1111111111111111111111111111111111111111';

let chains: TestChains;
beforeAll(async () => {
  chains = await startTestChains();
});
afterAll(async () => {
  await chains?.devnet.stop();
});

let adapter: WagmiAdapter;
let approver: ScriptedApprover;
beforeEach(async () => {
  approver = createScriptedApprover();
  const wallet = createTestWallet(chains, approver);
  const page = openPage(chains);
  page.announce(wallet);
  adapter = page.adapter();
  await adapter.connect({ connectorId: devWalletRdns });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signMessage', () => {
  it('signs with personal_sign; the signature verifies for the account', async () => {
    const signature = await adapter.signMessage({ message: 'Hello Walletport', address: ACCOUNT_0 });
    const valid = await chains
      .publicClient(31337)
      .verifyMessage({ address: ACCOUNT_0, message: 'Hello Walletport', signature: signature as Hex });
    expect(valid).toBe(true);
    expect(approver.requests.at(-1)).toMatchObject({ kind: 'personalSign', messageText: 'Hello Walletport' });
  });

  it('a rejection is "WagmiAdapter:signMessage - Sign message failed" with the typed 4001 as cause', async () => {
    approver.reject('personalSign');
    const error = await rejectionOf(adapter.signMessage({ message: 'no', address: ACCOUNT_0 }));
    expect(error.message).toBe('WagmiAdapter:signMessage - Sign message failed');
    expect(error.cause).toBeInstanceOf(UserRejectedRequestError);
    expect(isUserRejection(error)).toBe(true);
  });

  it('a failure that is not a rejection is wrapped with the same text', async () => {
    const error = await rejectionOf(adapter.signMessage({ message: 'x', address: UNFUNDED }));
    expect(error.message).toBe('WagmiAdapter:signMessage - Sign message failed');
    expect(isUserRejection(error)).toBe(false);
  });
});

describe('signTypedData', () => {
  it('signs EIP-712 data; the signature verifies', async () => {
    const typedData = {
      domain: { name: 'Walletport', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const;
    const signature = await adapter.signTypedData({ address: ACCOUNT_0, typedData });
    const valid = await chains
      .publicClient(31337)
      .verifyTypedData({ address: ACCOUNT_0, ...typedData, signature: signature as Hex });
    expect(valid).toBe(true);
  });
});

describe('sendTransaction', () => {
  it('sends through the wallet and the transaction lands', async () => {
    const client = chains.publicClient(31337);
    const before = await client.getBalance({ address: RECIPIENT });
    const hash = await adapter.sendTransaction({ to: RECIPIENT, value: parseEther('0.25') });
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(ACCOUNT_0.toLowerCase());
    expect(await client.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.25'));
    expect(approver.kinds()).toContain('sendTransaction');
  });

  it('passes the app’s fee fields to the wallet', async () => {
    const hash = await adapter.sendTransaction({
      to: RECIPIENT,
      value: 1n,
      maxFeePerGas: 50_000_000_000n,
      maxPriorityFeePerGas: 2_000_000_000n,
    });
    const transaction = await chains.publicClient(31337).getTransaction({ hash: hash as Hex });
    expect(transaction.maxFeePerGas).toBe(50_000_000_000n);
    expect(transaction.maxPriorityFeePerGas).toBe(2_000_000_000n);
  });

  it('a rejection is core’s typed 4001 error', async () => {
    approver.reject('sendTransaction');
    const error = await rejectionOf(adapter.sendTransaction({ to: RECIPIENT, value: 1n }));
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error.code).toBe(4001);
  });

  it('refuses gasPrice with max-fee fields, and a tip above the max fee, before asking the wallet', async () => {
    const asked = approver.requests.length;
    await expect(
      adapter.sendTransaction({ to: RECIPIENT, gasPrice: 1n, maxFeePerGas: 2n }),
    ).rejects.toBeInstanceOf(FeeConflictError);
    await expect(
      adapter.sendTransaction({ to: RECIPIENT, maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }),
    ).rejects.toBeInstanceOf(TipAboveFeeCapError);
    expect(approver.requests).toHaveLength(asked);
  });
});

describe('estimateGas and estimateFee', () => {
  it('a plain transfer costs 21000 gas', async () => {
    expect(await adapter.estimateGas({ from: ACCOUNT_0, to: RECIPIENT, value: 1n })).toBe(21_000n);
  });

  it('the fee is gas × the current max fee per gas, in wei', async () => {
    const { maxFeePerGas } = await chains.publicClient(31337).estimateFeesPerGas();
    const fee = await adapter.estimateFee({ from: ACCOUNT_0, to: RECIPIENT, value: 1n, chainId: 31337 });
    expect(fee).toBe(21_000n * maxFeePerGas);
  });

  it('a transaction the node refuses is "WagmiAdapter:estimateGas - error estimating gas"', async () => {
    // A token transfer the sender cannot cover reverts, so the node cannot estimate it.
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 1n] });
    const params = { from: UNFUNDED, to: DEVNET_CONTRACTS.wpt, data };
    const gasError = await rejectionOf(adapter.estimateGas(params));
    expect(gasError.message).toBe('WagmiAdapter:estimateGas - error estimating gas');
    expect(gasError.cause).toBeDefined();
    const feeError = await rejectionOf(adapter.estimateFee(params));
    expect(feeError.message).toBe('WagmiAdapter:estimateGas - error estimating gas');
  });
});

describe('getCapabilities', () => {
  it('asks the connected wallet (EIP-5792) and returns its answer per hex chain id', async () => {
    expect(await adapter.getCapabilities({ address: ACCOUNT_0 })).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
      '0x7a6a': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    });
  });

  it('without a connection: "WagmiAdapter:getCapabilities - connector not found"', async () => {
    await adapter.disconnect({ connectorId: devWalletRdns });
    const error = await rejectionOf(adapter.getCapabilities({ address: ACCOUNT_0 }));
    expect(error.message).toBe('WagmiAdapter:getCapabilities - connector not found');
  });
});
