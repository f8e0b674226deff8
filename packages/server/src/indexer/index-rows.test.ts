import { type Hex, numberToHex, pad } from 'viem';
import { describe, expect, it } from 'vitest';
import { ChainMovedError, type RangeRead } from './block-reader.js';
import { rowsFromRange, ZERO_ADDRESS } from './index-rows.js';
import { TRANSFER_TOPIC } from './transfer-logs.js';

const A = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const B = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const TOKEN = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const NFT = '0x0165878a594ca255338adfa4d48449f69242eb8f';
const topic = (address: string): Hex => pad(address as Hex, { size: 32 });
const word = (value: bigint): Hex => pad(numberToHex(value), { size: 32 });

function range(): RangeRead {
  return {
    blocks: [
      {
        number: 7n,
        hash: '0xb7',
        parentHash: '0xb6',
        timestamp: 1_700_000_000n,
        transactions: [
          { hash: '0x01', index: 0, from: A, to: B, value: 10n, nonce: 1 }, // native
          { hash: '0x02', index: 1, from: A, to: TOKEN, value: 0n, nonce: 2 }, // ERC-20 transfer
          { hash: '0x03', index: 2, from: A, to: B, value: 5n, nonce: 3 }, // failed
          { hash: '0x04', index: 3, from: B, to: NFT, value: 0n, nonce: 0 }, // NFT mint to B
          { hash: '0x05', index: 4, from: A, to: null, value: 0n, nonce: 4 }, // deployment
        ],
      },
    ],
    outcomes: new Map([
      ['0x01', { status: 'success', contractAddress: null }],
      ['0x02', { status: 'success', contractAddress: null }],
      ['0x03', { status: 'reverted', contractAddress: null }],
      ['0x04', { status: 'success', contractAddress: null }],
      ['0x05', { status: 'success', contractAddress: '0x00000000000000000000000000000000000000cc' }],
    ]),
    logs: [
      {
        address: TOKEN,
        topics: [TRANSFER_TOPIC, topic(A), topic(B)],
        data: word(99n),
        transactionHash: '0x02',
        logIndex: 0,
      },
      {
        address: NFT,
        topics: [TRANSFER_TOPIC, topic(ZERO_ADDRESS), topic(B), word(3n)],
        data: '0x',
        transactionHash: '0x04',
        logIndex: 1,
      },
    ],
  };
}

describe('rowsFromRange', () => {
  it('records every transaction, the value moved and the accounts touched', () => {
    const rows = rowsFromRange(range());
    expect(rows.blocks).toEqual([
      { number: 7n, hash: '0xb7', parentHash: '0xb6', timestamp: 1_700_000_000n },
    ]);
    expect(rows.transactions.map((t) => [t.hash, t.status, t.to])).toEqual([
      ['0x01', 'confirmed', B],
      ['0x02', 'confirmed', TOKEN],
      ['0x03', 'failed', B],
      ['0x04', 'confirmed', NFT],
      ['0x05', 'confirmed', '0x00000000000000000000000000000000000000cc'],
    ]);
    expect(rows.transfers.map((t) => [t.txHash, t.kind, t.logIndex, t.from, t.to, t.amount])).toEqual([
      ['0x01', 'native', -1, A, B, 10n],
      ['0x02', 'erc20', 0, A, B, 99n],
      ['0x04', 'erc721', 1, ZERO_ADDRESS, B, 3n],
    ]);
    // The failed transaction moved nothing, but it is in both parties' history.
    const touched = (hash: string) =>
      rows.accounts
        .filter((a) => a.txHash === hash)
        .map((a) => a.account)
        .sort();
    expect(touched('0x03')).toEqual([B, A].sort());
    expect(touched('0x02')).toEqual([A, TOKEN, B].sort());
    // The zero address is nobody's account.
    expect(touched('0x04')).toEqual([B, NFT].sort());
    expect(rows.contracts).toEqual(
      new Map([
        [TOKEN, 'erc20'],
        [NFT, 'erc721'],
      ]),
    );
  });

  it('refuses a range whose receipts or logs do not belong to its transactions', () => {
    const missing = range();
    (missing.outcomes as Map<string, unknown>).delete('0x02');
    expect(() => rowsFromRange(missing)).toThrow(ChainMovedError);
    const stray = range();
    (stray.logs as unknown[]).push({ ...stray.logs[0], transactionHash: '0x99' });
    expect(() => rowsFromRange(stray)).toThrow(ChainMovedError);
  });
});
