/** Signing, sending and fee estimation through the real dev wallet and devnet, checked with ethers. */
import {
  ChainMismatchError,
  FeeConflictError,
  isUserRejection,
  TipAboveFeeCapError,
  UserRejectedRequestError,
} from '@walletport/core/internal';
import { devWalletRdns } from '@walletport/dev-wallet';
import { DEVNET_CONTRACTS } from '@walletport/devnet';
import { Interface, parseEther, verifyMessage, verifyTypedData } from 'ethers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EthersAdapter } from '../src/index.js';
import { createScriptedApprover, type ScriptedApprover } from './support/approver.js';
import { ACCOUNT_0, rejectionOf, startTestChains, type TestChains } from './support/devnet.js';
import { createTestWallet, openPage } from './support/page.js';

const RECIPIENT = '0x000000000000000000000000000000000000bEEF';
/** A devnet address nobody funded, and that the wallet does not hold. */
const UNFUNDED = '0x1111111111111111111111111111111111111111';

let chains: TestChains;
beforeAll(async () => {
  chains = await startTestChains();
});
afterAll(async () => {
  await chains?.devnet.stop();
});

let adapter: EthersAdapter;
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
  it('signs with personal_sign; the signature recovers to the account', async () => {
    const signature = await adapter.signMessage({ message: 'Hello Walletport', address: ACCOUNT_0 });
    expect(verifyMessage('Hello Walletport', signature)).toBe(ACCOUNT_0);
    expect(approver.requests.at(-1)).toMatchObject({ kind: 'personalSign', messageText: 'Hello Walletport' });
  });

  it('a rejection is "EthersAdapter:signMessage - Sign message failed" with the typed 4001 as cause', async () => {
    approver.reject('personalSign');
    const error = await rejectionOf(adapter.signMessage({ message: 'no', address: ACCOUNT_0 }));
    expect(error.message).toBe('EthersAdapter:signMessage - Sign message failed');
    expect(error.code).toBe('ADAPTER_SIGN_MESSAGE_FAILED');
    expect(error.cause).toBeInstanceOf(UserRejectedRequestError);
    expect(isUserRejection(error)).toBe(true);
  });

  it('a failure that is not a rejection is wrapped with the same text', async () => {
    const error = await rejectionOf(adapter.signMessage({ message: 'x', address: UNFUNDED }));
    expect(error.message).toBe('EthersAdapter:signMessage - Sign message failed');
    expect(isUserRejection(error)).toBe(false);
  });

  it('without a connection it is the same text, and no wallet is asked', async () => {
    await adapter.disconnect({ connectorId: devWalletRdns });
    const asked = approver.requests.length;
    const error = await rejectionOf(adapter.signMessage({ message: 'x', address: ACCOUNT_0 }));
    expect(error.message).toBe('EthersAdapter:signMessage - Sign message failed');
    expect((error.cause as Error).message).toBe('Provider not found');
    expect(approver.requests).toHaveLength(asked);
  });
});

describe('signTypedData', () => {
  const typedData = {
    domain: { name: 'Walletport', version: '1', chainId: 31337 },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Mail: [{ name: 'contents', type: 'string' }],
    },
    primaryType: 'Mail',
    message: { contents: 'hi' },
  };

  it('signs EIP-712 data (viem-shaped, with or without EIP712Domain); the signature recovers', async () => {
    const signature = await adapter.signTypedData({ address: ACCOUNT_0, typedData });
    const { EIP712Domain: _domain, ...types } = typedData.types;
    expect(verifyTypedData(typedData.domain, types, typedData.message, signature)).toBe(ACCOUNT_0);
    expect(approver.kinds().at(-1)).toBe('signTypedData');
  });

  it('a rejection is core’s typed 4001 error', async () => {
    approver.reject('signTypedData');
    const error = await rejectionOf(adapter.signTypedData({ address: ACCOUNT_0, typedData }));
    expect(error).toBeInstanceOf(UserRejectedRequestError);
  });
});

describe('sendTransaction', () => {
  it('sends through the wallet and the transaction lands', async () => {
    const node = chains.node(31337);
    const before = await node.getBalance(RECIPIENT);
    const hash = await adapter.sendTransaction({ to: RECIPIENT, value: parseEther('0.25') });
    const receipt = await node.waitForTransaction(hash);
    expect(receipt?.status).toBe(1);
    expect(receipt?.from).toBe(ACCOUNT_0);
    expect(await node.getBalance(RECIPIENT)).toBe(before + parseEther('0.25'));
    expect(approver.kinds()).toContain('sendTransaction');
  });

  it('passes the app’s fee fields to the wallet', async () => {
    const hash = await adapter.sendTransaction({
      to: RECIPIENT,
      value: 1n,
      maxFeePerGas: 50_000_000_000n,
      maxPriorityFeePerGas: 2_000_000_000n,
    });
    const transaction = await chains.node(31337).getTransaction(hash);
    expect(transaction?.maxFeePerGas).toBe(50_000_000_000n);
    expect(transaction?.maxPriorityFeePerGas).toBe(2_000_000_000n);
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

  it('with a chain id the wallet is not on, nothing is sent: "Wallet is on chain 31337 but …"', async () => {
    const asked = approver.requests.length;
    const error = await rejectionOf(adapter.sendTransaction({ to: RECIPIENT, value: 1n, chainId: 31338 }));
    expect(error).toBeInstanceOf(ChainMismatchError);
    expect(error.message).toBe('Wallet is on chain 31337 but the request targets chain 31338');
    expect(approver.requests).toHaveLength(asked);
  });
});

describe('estimateGas and estimateFee', () => {
  it('a plain transfer costs 21000 gas', async () => {
    expect(await adapter.estimateGas({ from: ACCOUNT_0, to: RECIPIENT, value: 1n })).toBe(21_000n);
  });

  it('the fee is gas × the max fee per gas the node offers now, in wei', async () => {
    const fee = await adapter.estimateFee({ from: ACCOUNT_0, to: RECIPIENT, value: 1n, chainId: 31337 });
    const { maxFeePerGas } = await chains.node(31337).getFeeData();
    expect(maxFeePerGas).not.toBeNull();
    expect(fee).toBe(21_000n * (maxFeePerGas as bigint));
  });

  it('a transaction the node refuses is "EthersAdapter:estimateGas - Estimate gas failed"', async () => {
    // A token transfer the sender cannot cover reverts, so the node cannot estimate it.
    const data = new Interface(['function transfer(address to, uint256 amount)']).encodeFunctionData(
      'transfer',
      [RECIPIENT, 1n],
    );
    const params = { from: UNFUNDED, to: DEVNET_CONTRACTS.wpt, data };
    const gasError = await rejectionOf(adapter.estimateGas(params));
    expect(gasError.message).toBe('EthersAdapter:estimateGas - Estimate gas failed');
    expect(gasError.code).toBe('ADAPTER_ESTIMATE_GAS_FAILED');
    expect(gasError.cause).toBeDefined();
    const feeError = await rejectionOf(adapter.estimateFee(params));
    expect(feeError.message).toBe('EthersAdapter:estimateGas - Estimate gas failed');
  });

  it('a chain the adapter was not configured with is the same text, with "Chain not configured" as cause', async () => {
    const error = await rejectionOf(adapter.estimateGas({ from: ACCOUNT_0, to: RECIPIENT, chainId: 1 }));
    expect(error.message).toBe('EthersAdapter:estimateGas - Estimate gas failed');
    expect((error.cause as Error).message).toBe('Chain not configured');
  });
});
