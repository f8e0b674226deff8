/**
 * Sends batches of devnet transactions quickly: each goes out with its sender's next nonce and fixed fees
 * and gas, so sending costs one request per transaction (no estimates, no nonce lookups in between), and
 * all receipts are awaited together at the end. Anvil holds the devnet accounts' keys and signs them
 * itself (eth_sendTransaction), which spares the start a few milliseconds of JavaScript signing per call.
 */
import {
  type Address,
  createPublicClient,
  type Hash,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { DevnetError, type DevnetErrorCode } from './errors.js';

/** Devnet RPC is local and instant; viem's 4 s default polling would dominate startup time. */
const POLLING_INTERVAL_MS = 50;
/** A receipt that has not come after this long will not come (the devnet mines in milliseconds). */
const RECEIPT_TIMEOUT_MS = 15_000;

/** A limit every devnet call fits in; only the gas used is paid, so a generous limit costs nothing. */
export const CONTRACT_CALL_GAS = 300_000n;
export const PLAIN_TRANSFER_GAS = 21_000n;

export interface DevnetCall {
  /** Says what the transaction does, for logs and errors: 'mint collectible #1 to 0x…'. */
  label: string;
  /** A devnet account: anvil holds its key. */
  from: Address;
  to: Address;
  value?: bigint;
  data?: Hex;
  gas: bigint;
}

export interface DevnetConnection {
  rpcUrl: string;
  chainId: number;
  client: PublicClient;
}

export interface SentCall {
  call: DevnetCall;
  hash: Hash;
}

/** A JSON-RPC call by name: anvil's own methods (evm_mine, …) are not in viem's typed request list. */
export function devnetRpc(
  connection: DevnetConnection,
  method: string,
  params: unknown[] = [],
): Promise<unknown> {
  const request = connection.client.request as (args: {
    method: string;
    params: unknown[];
  }) => Promise<unknown>;
  return request({ method, params });
}

export async function connectDevnet(rpcUrl: string): Promise<DevnetConnection> {
  const client = createPublicClient({ transport: http(rpcUrl), pollingInterval: POLLING_INTERVAL_MS });
  return { rpcUrl, chainId: await client.getChainId(), client };
}

/** Sends calls in order; one sender's calls take consecutive nonces from its next one. */
export function createCallSender(
  connection: DevnetConnection,
  failure: { code: DevnetErrorCode; message: string },
) {
  const nextNonce = new Map<Address, number>();
  let fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | undefined;

  const fail = (details: string, cause?: unknown) =>
    new DevnetError(failure.message, { code: failure.code, details, cause });

  async function nonceFor(address: Address): Promise<number> {
    const known = nextNonce.get(address);
    if (known !== undefined) return known;
    return connection.client.getTransactionCount({ address, blockTag: 'pending' });
  }

  async function send(call: DevnetCall): Promise<SentCall> {
    try {
      // Base fees only fall on a devnet this idle, so the fees read once stay valid for the whole batch.
      fees ??= await connection.client.estimateFeesPerGas();
      const nonce = await nonceFor(call.from);
      const hash = await devnetRpc(connection, 'eth_sendTransaction', [
        {
          from: call.from,
          to: call.to,
          value: numberToHex(call.value ?? 0n),
          ...(call.data && { data: call.data }),
          gas: numberToHex(call.gas),
          nonce: numberToHex(nonce),
          maxFeePerGas: numberToHex(fees.maxFeePerGas),
          maxPriorityFeePerGas: numberToHex(fees.maxPriorityFeePerGas),
        },
      ]);
      if (typeof hash !== 'string' || !/^0x[0-9a-f]{64}$/i.test(hash)) {
        throw new Error(`the node answered eth_sendTransaction with ${JSON.stringify(hash)}`);
      }
      nextNonce.set(call.from, nonce + 1);
      return { call, hash: hash as Hash };
    } catch (cause) {
      throw fail(`Sending "${call.label}" to ${connection.rpcUrl} failed.`, cause);
    }
  }

  /** Waits for every receipt and fails, naming the call, unless all succeeded. */
  async function confirm(sent: readonly SentCall[]): Promise<TransactionReceipt[]> {
    const receipts = await Promise.all(
      sent.map(({ call, hash }) =>
        connection.client
          .waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS })
          .catch((cause: unknown) => {
            throw fail(`No receipt for "${call.label}" (${hash}).`, cause);
          }),
      ),
    );
    for (const [index, receipt] of receipts.entries()) {
      if (receipt.status !== 'success') {
        throw fail(`"${sent[index]?.call.label}" (${receipt.transactionHash}) reverted.`);
      }
    }
    return receipts;
  }

  return { send, confirm };
}

export type CallSender = ReturnType<typeof createCallSender>;
