/**
 * Transfer(address indexed from, address indexed to, uint256 value) logs, as ERC-20 and ERC-721 both emit
 * them under the same topic: an ERC-20 log has 3 topics and the amount in its 32-byte data, an ERC-721 log
 * has 4 topics, the token id in the fourth, and no data. Any other shape (ERC-1155, a malformed or hostile
 * contract) is not a transfer the indexer records.
 */
import { type Hex, hexToBigInt } from 'viem';

export const TRANSFER_TOPIC: Hex = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

export interface TransferLog {
  address: string;
  topics: readonly string[];
  data: string;
  transactionHash: string;
  logIndex: number;
}

export interface DecodedTransfer {
  kind: 'erc20' | 'erc721';
  /** The emitting contract, lower-case. */
  contract: string;
  /** Lower-case addresses. */
  from: string;
  to: string;
  /** The amount in base units (ERC-20) or the token id (ERC-721). */
  amount: bigint;
  txHash: string;
  logIndex: number;
}

const WORD = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS_WORD = /^0x0{24}([0-9a-fA-F]{40})$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The address in a 32-byte topic, or undefined when its upper 12 bytes are not zero. */
export function addressFromTopic(topic: string | undefined): string | undefined {
  const match = topic === undefined ? null : ADDRESS_WORD.exec(topic);
  return match === null ? undefined : `0x${match[1]?.toLowerCase()}`;
}

export function decodeTransferLog(log: TransferLog): DecodedTransfer | undefined {
  if (log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC || !ADDRESS.test(log.address)) return undefined;
  const from = addressFromTopic(log.topics[1]);
  const to = addressFromTopic(log.topics[2]);
  if (from === undefined || to === undefined) return undefined;
  const base = {
    contract: log.address.toLowerCase(),
    from,
    to,
    txHash: log.transactionHash,
    logIndex: log.logIndex,
  };
  if (log.topics.length === 3 && WORD.test(log.data)) {
    return { ...base, kind: 'erc20', amount: hexToBigInt(log.data as Hex) };
  }
  const tokenId = log.topics[3];
  if (log.topics.length === 4 && tokenId !== undefined && WORD.test(tokenId) && log.data === '0x') {
    return { ...base, kind: 'erc721', amount: hexToBigInt(tokenId as Hex) };
  }
  return undefined;
}
