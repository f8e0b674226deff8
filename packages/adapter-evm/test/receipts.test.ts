/** Receipts and fee inputs from a real anvil: the waitForTransactionReceipt and getGasFees capabilities. */
import { estimateSendFee } from '@walletport/core/send';
import { DEVNET_CONTRACTS } from '@walletport/devnet';
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseAbi, parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WagmiAdapter } from '../src/index.js';
import { rejectionOf, startTestChains, type TestChains } from './support/devnet.js';
import { openPage } from './support/page.js';

const RECIPIENT = '0x000000000000000000000000000000000000bEEF';
const MULTICALL3_ABI = parseAbi([
  'function aggregate3Value((address target, bool allowFailure, uint256 value, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[])',
]);

let chains: TestChains;
/** A raw JSON-RPC request to the node (anvil's own methods and its unlocked accounts included). */
const rpc = (method: string, params: unknown[] = []): Promise<unknown> =>
  chains.publicClient(31337).request({ method: method as never, params: params as never });
/** Anvil's unlocked accounts: the node signs eth_sendTransaction for them. */
let accounts: Address[];
beforeAll(async () => {
  chains = await startTestChains();
  accounts = (await rpc('eth_accounts')) as Address[];
});
afterAll(async () => {
  await chains?.devnet.stop();
});

let adapter: WagmiAdapter;
beforeEach(() => {
  adapter = openPage(chains).adapter();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Sends from an unlocked anvil account, as a wallet would, and returns the hash. */
function send(transaction: {
  from: Address;
  to: Address;
  value?: bigint;
  data?: Hex;
  gas?: bigint;
  nonce?: number;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
}): Promise<Hex> {
  const hex = (value: bigint | number | undefined) =>
    value === undefined ? undefined : `0x${value.toString(16)}`;
  return rpc('eth_sendTransaction', [
    {
      from: transaction.from,
      to: transaction.to,
      value: hex(transaction.value),
      data: transaction.data,
      gas: hex(transaction.gas),
      nonce: hex(transaction.nonce),
      maxFeePerGas: hex(transaction.maxFeePerGas),
      maxPriorityFeePerGas: hex(transaction.maxPriorityFeePerGas),
    },
  ]) as Promise<Hex>;
}

describe('waitForTransactionReceipt', () => {
  it('resolves a mined transfer with its block', async () => {
    const hash = await send({ from: accounts[7]!, to: RECIPIENT, value: parseEther('0.01') });
    const receipt = await adapter.waitForTransactionReceipt({ hash, chainId: 31337 });
    const mined = await chains.publicClient(31337).getTransactionReceipt({ hash });
    expect(receipt).toEqual({ status: 'success', blockNumber: mined.blockNumber });
  });

  it('a reverted transaction comes with its reason, read by replaying the call at its block', async () => {
    // Multicall3 requires the value to match its calls: one wei with no calls reverts with a reason string.
    const data = encodeFunctionData({ abi: MULTICALL3_ABI, functionName: 'aggregate3Value', args: [[]] });
    const hash = await send({
      from: accounts[7]!,
      to: DEVNET_CONTRACTS.multicall3,
      value: 1n,
      data,
      gas: 100_000n,
    });
    expect(await adapter.waitForTransactionReceipt({ hash, chainId: 31337 })).toMatchObject({
      status: 'reverted',
      revertReason: 'Multicall3: value mismatch',
    });
  });

  it('a custom error is named by its selector', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [RECIPIENT, 10n ** 30n],
    });
    const hash = await send({ from: accounts[8]!, to: DEVNET_CONTRACTS.wpt, data, gas: 100_000n });
    const receipt = await adapter.waitForTransactionReceipt({ hash, chainId: 31337 });
    expect(receipt.status).toBe('reverted');
    expect(receipt.revertReason).toMatch(/^custom error 0x[0-9a-f]{8}$/);
  });

  describe('replacements (automine off: the transaction waits in the pool)', () => {
    beforeEach(async () => {
      await rpc('evm_setAutomine', [false]);
    });
    afterEach(async () => {
      await rpc('evm_setAutomine', [true]);
    });

    async function replace(replacement: (from: Address) => { to: Address; value: bigint }) {
      const from = accounts[9]!;
      const nonce = await chains
        .publicClient(31337)
        .getTransactionCount({ address: from, blockTag: 'pending' });
      const original = await send({
        from,
        to: RECIPIENT,
        value: parseEther('0.02'),
        nonce,
        maxFeePerGas: 20_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
      });
      const waiting = adapter.waitForTransactionReceipt({ hash: original, chainId: 31337 });
      // Let the wait read the original from the pool before it is replaced.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const replacementHash = await send({
        from,
        ...replacement(from),
        nonce,
        maxFeePerGas: 40_000_000_000n,
        maxPriorityFeePerGas: 2_000_000_000n,
      });
      await rpc('evm_mine');
      return { receipt: await waiting, replacementHash };
    }

    it('a cancellation (zero value to the sender itself) is named "cancelled" with the hash mined instead', async () => {
      const { receipt, replacementHash } = await replace((from) => ({ to: from, value: 0n }));
      expect(receipt).toMatchObject({
        status: 'success',
        replaced: { reason: 'cancelled', hash: replacementHash },
      });
    }, 20_000);

    it('the same transfer at a higher fee is "repriced"', async () => {
      const { receipt, replacementHash } = await replace(() => ({
        to: RECIPIENT,
        value: parseEther('0.02'),
      }));
      expect(receipt).toMatchObject({
        status: 'success',
        replaced: { reason: 'repriced', hash: replacementHash },
      });
    }, 20_000);
  });

  it('gives up after timeoutMs with core’s TRANSACTION_WAIT_TIMEOUT', async () => {
    const error = await rejectionOf(
      adapter.waitForTransactionReceipt({ hash: `0x${'12'.repeat(32)}`, chainId: 31337, timeoutMs: 800 }),
    );
    expect(error.code).toBe('TRANSACTION_WAIT_TIMEOUT');
    expect(error.message).toBe(
      `Timed out while waiting for transaction 0x${'12'.repeat(32)} to be confirmed`,
    );
  });
});

describe('getGasFees', () => {
  it('reads the latest base fee and the node’s suggested tip', async () => {
    const client = chains.publicClient(31337);
    const fees = await adapter.getGasFees({ chainId: 31337 });
    const block = await client.getBlock();
    expect(fees.baseFeePerGas).toBe(block.baseFeePerGas);
    expect(fees.maxPriorityFeePerGas).toBe(await client.estimateMaxPriorityFeePerGas());
    expect(fees.gasPrice).toBeUndefined();
  });

  it('core prices a transfer from them: gas × (base fee × 1.2 + tip)', async () => {
    const fees = await adapter.getGasFees({ chainId: 31337 });
    const estimate = await estimateSendFee(adapter, {
      from: accounts[7]!,
      to: RECIPIENT,
      value: 1n,
      chainId: 31337,
    });
    const maxFee = ((fees.baseFeePerGas as bigint) * 12n + 9n) / 10n + (fees.maxPriorityFeePerGas as bigint);
    expect(estimate).toEqual({
      gas: 21_000n,
      maxFeePerGas: maxFee,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      total: 21_000n * maxFee,
    });
  });
});
