/**
 * Reads what the indexer stores from a chain's JSON-RPC: block headers with their transactions, each
 * transaction's status (eth_getBlockReceipts, or eth_getTransactionReceipt per transaction where a node
 * lacks it), and the Transfer logs of a block range (one eth_getLogs). A range is only returned when it is
 * one chain: every block's parent is the block before it, and every receipt and log belongs to the block
 * read. When the chain moved while it was read (a reorg), ChainMovedError says so and the round is retried.
 */
import {
  BlockNotFoundError,
  formatLog,
  formatTransactionReceipt,
  type Hex,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  numberToHex,
  type PublicClient,
  type RpcLog,
  type RpcTransactionReceipt,
} from 'viem';
import { TRANSFER_TOPIC, type TransferLog } from './transfer-logs.js';

export interface ChainHead {
  number: bigint;
  hash: Hex;
}

export interface BlockTransaction {
  hash: Hex;
  index: number;
  from: string;
  to: string | null;
  value: bigint;
  nonce: number;
}

export interface ReadBlock {
  number: bigint;
  hash: Hex;
  parentHash: Hex;
  timestamp: bigint;
  transactions: readonly BlockTransaction[];
}

export interface TransactionOutcome {
  status: 'success' | 'reverted';
  /** The contract a deployment created. */
  contractAddress: string | null;
}

export interface RangeRead {
  blocks: readonly ReadBlock[];
  outcomes: ReadonlyMap<string, TransactionOutcome>;
  logs: readonly TransferLog[];
}

export class ChainMovedError extends Error {
  override readonly name = 'ChainMovedError';
}

export interface BlockReader {
  head(): Promise<ChainHead>;
  /** The hash of the block at `number` on the chain now, or undefined above the head. */
  hashAt(number: bigint): Promise<Hex | undefined>;
  readRange(from: bigint, to: bigint): Promise<RangeRead>;
}

type RawRequest = (args: { method: string; params: readonly unknown[] }) => Promise<unknown>;

export function createBlockReader(client: PublicClient): BlockReader {
  const request = client.request as unknown as RawRequest;
  /** Whether the node has eth_getBlockReceipts: unknown until the first block with transactions asks. */
  let blockReceipts: boolean | undefined;

  const readBlock = async (number: bigint): Promise<ReadBlock> => {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true }).catch((error) => {
      // The head went below this block since it was read: a revert or a reorg to a shorter chain.
      throw error instanceof BlockNotFoundError ? new ChainMovedError(`block ${number} is gone`) : error;
    });
    if (block.hash === null || block.number === null) throw new ChainMovedError('pending block');
    return {
      number: block.number,
      hash: block.hash,
      parentHash: block.parentHash,
      timestamp: block.timestamp,
      transactions: block.transactions.map((tx) => ({
        hash: tx.hash,
        index: tx.transactionIndex ?? 0,
        from: tx.from.toLowerCase(),
        to: tx.to === null ? null : tx.to.toLowerCase(),
        value: tx.value,
        nonce: tx.nonce,
      })),
    };
  };

  const outcomesOf = (raw: unknown, block: ReadBlock): [string, TransactionOutcome][] => {
    if (!Array.isArray(raw)) throw new ChainMovedError(`no receipts for block ${block.number}`);
    return (raw as RpcTransactionReceipt[]).map((item) => {
      const receipt = formatTransactionReceipt(item);
      if (receipt.blockHash !== block.hash)
        throw new ChainMovedError(`receipt of another block ${block.number}`);
      return [
        receipt.transactionHash,
        {
          status: receipt.status,
          contractAddress: receipt.contractAddress ? receipt.contractAddress.toLowerCase() : null,
        },
      ];
    });
  };

  const readOutcomesOneByOne = async (block: ReadBlock) =>
    outcomesOf(
      await Promise.all(
        block.transactions.map((tx) => request({ method: 'eth_getTransactionReceipt', params: [tx.hash] })),
      ),
      block,
    );

  const readOutcomes = async (block: ReadBlock): Promise<[string, TransactionOutcome][]> => {
    if (block.transactions.length === 0) return [];
    if (blockReceipts !== false) {
      try {
        const raw = await request({ method: 'eth_getBlockReceipts', params: [block.hash] });
        blockReceipts = true;
        return outcomesOf(raw, block);
      } catch (error) {
        if (!(error instanceof MethodNotFoundRpcError || error instanceof MethodNotSupportedRpcError)) {
          throw error;
        }
        // This node has no block receipts: ask per transaction from now on.
        blockReceipts = false;
      }
    }
    return readOutcomesOneByOne(block);
  };

  return {
    async head() {
      const block = await client.getBlock({ blockTag: 'latest' });
      if (block.hash === null || block.number === null) throw new ChainMovedError('pending head');
      return { number: block.number, hash: block.hash };
    },

    async hashAt(number) {
      const raw = (await request({
        method: 'eth_getBlockByNumber',
        params: [numberToHex(number), false],
      })) as {
        hash?: Hex;
      } | null;
      return raw?.hash ?? undefined;
    },

    async readRange(from, to) {
      const numbers: bigint[] = [];
      for (let number = from; number <= to; number++) numbers.push(number);
      const [blocks, rawLogs] = await Promise.all([
        Promise.all(numbers.map(readBlock)),
        request({
          method: 'eth_getLogs',
          params: [{ fromBlock: numberToHex(from), toBlock: numberToHex(to), topics: [TRANSFER_TOPIC] }],
        }) as Promise<RpcLog[]>,
      ]);
      for (let index = 1; index < blocks.length; index++) {
        if (blocks[index]?.parentHash !== blocks[index - 1]?.hash)
          throw new ChainMovedError('blocks do not chain');
      }
      const hashes = new Map(blocks.map((block) => [block.number, block.hash]));
      const logs = rawLogs.map((raw) => {
        const log = formatLog(raw);
        if (log.blockNumber === null || hashes.get(log.blockNumber) !== log.blockHash) {
          throw new ChainMovedError('a log of another block');
        }
        return {
          address: log.address,
          topics: log.topics,
          data: log.data,
          transactionHash: log.transactionHash ?? '',
          logIndex: log.logIndex ?? 0,
        };
      });
      // Until the node has shown whether it has block receipts, one block asks alone first.
      const probe =
        blockReceipts === undefined ? blocks.find((block) => block.transactions.length > 0) : undefined;
      const probed = probe === undefined ? [] : await readOutcomes(probe);
      const rest = await Promise.all(blocks.filter((block) => block !== probe).map(readOutcomes));
      const outcomes = new Map([...probed, ...rest.flat()]);
      return { blocks, outcomes, logs };
    },
  };
}
