import fc from 'fast-check';
import { type Hex, numberToHex, pad } from 'viem';
import { describe, expect, it } from 'vitest';
import { addressFromTopic, decodeTransferLog, TRANSFER_TOPIC, type TransferLog } from './transfer-logs.js';

const TOKEN = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const topic = (address: string): Hex => pad(address.toLowerCase() as Hex, { size: 32 });
const word = (value: bigint): Hex => pad(numberToHex(value), { size: 32 });

function log(parts: Partial<TransferLog>): TransferLog {
  return {
    address: TOKEN,
    topics: [TRANSFER_TOPIC, topic(FROM), topic(TO)],
    data: word(5n),
    transactionHash: '0xabc',
    logIndex: 3,
    ...parts,
  };
}

describe('decodeTransferLog', () => {
  it('reads an ERC-20 transfer: 3 topics, the amount in the data', () => {
    expect(decodeTransferLog(log({}))).toEqual({
      kind: 'erc20',
      contract: TOKEN.toLowerCase(),
      from: FROM.toLowerCase(),
      to: TO.toLowerCase(),
      amount: 5n,
      txHash: '0xabc',
      logIndex: 3,
    });
  });

  it('reads an ERC-721 transfer: 4 topics, the token id in the fourth, no data', () => {
    const decoded = decodeTransferLog(
      log({ topics: [TRANSFER_TOPIC, topic(FROM), topic(TO), word(2n ** 255n)], data: '0x' }),
    );
    expect(decoded).toMatchObject({ kind: 'erc721', amount: 2n ** 255n });
  });

  it('ignores other events and malformed transfers', () => {
    for (const bad of [
      log({
        topics: [
          '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
          topic(FROM),
          topic(TO),
        ],
      }),
      log({ data: '0x' }),
      log({ data: `${word(5n)}00` }),
      log({ topics: [TRANSFER_TOPIC, topic(FROM)] }),
      log({ topics: [TRANSFER_TOPIC, topic(FROM), topic(TO), word(1n)] }), // 4 topics with data: ERC-1155-like
      log({ topics: [TRANSFER_TOPIC, `0x${'f'.repeat(64)}`, topic(TO)] }), // not an address word
      log({ address: '0x12' }),
    ]) {
      expect(decodeTransferLog(bad)).toBeUndefined();
    }
  });

  it('never throws, and decodes only well-formed transfers (property)', () => {
    const hexWord = fc.stringMatching(/^0x[0-9a-f]{64}$/);
    fc.assert(
      fc.property(
        fc.array(fc.oneof(hexWord, fc.constant(TRANSFER_TOPIC), fc.string()), { maxLength: 5 }),
        fc.oneof(hexWord, fc.constant('0x'), fc.string()),
        (topics, data) => {
          const decoded = decodeTransferLog(log({ topics, data }));
          if (decoded !== undefined) {
            expect(topics[0]).toBe(TRANSFER_TOPIC);
            expect(decoded.kind).toBe(topics.length === 3 ? 'erc20' : 'erc721');
            expect(decoded.from).toMatch(/^0x[0-9a-f]{40}$/);
          }
        },
      ),
    );
  });
});

describe('addressFromTopic', () => {
  it('takes the address of a word whose upper 12 bytes are zero', () => {
    expect(addressFromTopic(topic(FROM))).toBe(FROM.toLowerCase());
    expect(addressFromTopic(undefined)).toBeUndefined();
    expect(addressFromTopic(`0x01${'0'.repeat(62)}`)).toBeUndefined();
  });
});
