/**
 * Waiting for a sent transaction (the waitForTransactionReceipt capability), with core's receipt timings
 * (1 confirmation, 6 retries with a delay doubling from 200 ms, 180000 ms in all unless the caller says
 * otherwise). A replacement by the same sender and nonce is followed and classified by core's rule
 * (repriced, cancelled, replaced). For a reverted transaction the reason is read by replaying its call at
 * its block: receipts carry no reason. Loaded on first use.
 */
import type { Config } from '@wagmi/core';
import {
  classifyReplacement,
  createError,
  extractRevertReason,
  type TransactionReceiptResult,
  type WaitForTransactionReceiptParams,
} from '@walletport/core/internal';
// The timings come from the send entry: re-exported through the internal barrel, esbuild's code splitting
// turned the wallet-connect client into a chunk every page loads before the first click.
import { RECEIPT_WAIT, receiptRetryDelayMs } from '@walletport/core/send';
import {
  type Client,
  type Hex,
  numberToHex,
  type Transaction,
  WaitForTransactionReceiptTimeoutError,
} from 'viem';
import { getTransaction, waitForTransactionReceipt } from 'viem/actions';

type Replacement = NonNullable<TransactionReceiptResult['replaced']>;

function replacementOf(original: Transaction, replacement: Transaction): Replacement {
  return {
    reason: classifyReplacement(
      { ...original, to: original.to ?? null },
      { ...replacement, to: replacement.to ?? null },
    ),
    hash: replacement.hash,
  };
}

export async function waitForReceiptWith(
  config: Config,
  params: WaitForTransactionReceiptParams & { chainId: number },
): Promise<TransactionReceiptResult> {
  const client = config.getClient({ chainId: params.chainId }) as Client;
  const hash = params.hash as Hex;
  let replaced: Replacement | undefined;
  let receipt: Awaited<ReturnType<typeof waitForTransactionReceipt>>;
  try {
    receipt = await waitForTransactionReceipt(client, {
      hash,
      confirmations: RECEIPT_WAIT.confirmations,
      retryCount: RECEIPT_WAIT.retryCount,
      retryDelay: ({ count }) => receiptRetryDelayMs(count),
      timeout: params.timeoutMs ?? RECEIPT_WAIT.timeoutMs,
      onReplaced: ({ replacedTransaction, transaction }) => {
        replaced = replacementOf(replacedTransaction, transaction);
      },
    });
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError) {
      throw createError('TRANSACTION_WAIT_TIMEOUT', { params: { hash }, cause: error });
    }
    throw error;
  }
  const result: TransactionReceiptResult = {
    status: receipt.status,
    blockNumber: receipt.blockNumber,
    ...(replaced === undefined ? {} : { replaced }),
  };
  if (receipt.status !== 'reverted') return result;
  const revertReason = await readRevertReason(client, receipt.transactionHash, receipt.blockNumber);
  return revertReason === undefined ? result : { ...result, revertReason };
}

/**
 * Replays the mined transaction as an eth_call at its block and reads the reason from the node's answer.
 * Undefined when the replay does not revert (the state moved on) or the node gives no reason.
 */
async function readRevertReason(client: Client, hash: Hex, blockNumber: bigint): Promise<string | undefined> {
  try {
    const transaction = await getTransaction(client, { hash });
    await client.request({
      method: 'eth_call',
      params: [
        {
          from: transaction.from,
          ...(transaction.to === null ? {} : { to: transaction.to }),
          data: transaction.input,
          value: numberToHex(transaction.value),
          gas: numberToHex(transaction.gas),
        },
        numberToHex(blockNumber),
      ],
    });
    return undefined;
  } catch (error) {
    return extractRevertReason(error);
  }
}
