import { describe, expect, it } from 'vitest';
import type { ChainAdapter } from '../adapter/index.js';
import { encodeErc20Transfer } from './erc20-transfer.js';
import type { SendAddress } from './send-address.js';
import type { SendToken } from './send-tokens.js';
import { buildSendTransaction, feeParamsOf, sendThroughAdapter } from './send-transaction.js';

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as SendAddress;
const WPT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' as SendAddress;
const SOL_TO = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD' as SendAddress;
const MINT = '6XB1Ki4QQQqtGDDkfgfqYkLMGSpQy14SizdhkAa3ZqYZ' as SendAddress;

function token(address: SendAddress | undefined, decimals = 18): SendToken {
  return {
    key: address ?? 'native',
    address,
    symbol: 'T',
    name: 'T',
    decimals,
    balance: 10n,
    caipNetworkId: 'eip155:1',
    price: undefined,
    iconUrl: undefined,
  };
}

function recordingAdapter(withTokenTransfer: boolean) {
  const calls: [string, unknown][] = [];
  const adapter = {
    sendTransaction: async (params: unknown) => {
      calls.push(['sendTransaction', params]);
      return 'id';
    },
    ...(withTokenTransfer
      ? {
          sendTokenTransfer: async (params: unknown) => {
            calls.push(['sendTokenTransfer', params]);
            return 'id';
          },
        }
      : {}),
  } as unknown as ChainAdapter;
  return { adapter, calls };
}

describe('buildSendTransaction', () => {
  it('sends the native token as a value, whatever the adapter', () => {
    const { adapter } = recordingAdapter(true);
    expect(buildSendTransaction(adapter, token(undefined), SOL_TO, 7n)).toEqual({
      kind: 'native',
      to: SOL_TO,
      value: 7n,
    });
  });

  it('sends a token through the adapter’s token transfer when it has one, else as an ERC-20 call', () => {
    expect(buildSendTransaction(recordingAdapter(true).adapter, token(MINT, 6), SOL_TO, 5n)).toEqual({
      kind: 'token-transfer',
      to: SOL_TO,
      amount: 5n,
      token: { address: MINT, decimals: 6 },
    });
    expect(buildSendTransaction(recordingAdapter(false).adapter, token(WPT), TO, 5n)).toEqual({
      kind: 'contract-call',
      to: WPT,
      data: encodeErc20Transfer(TO, 5n),
    });
  });
});

describe('feeParamsOf', () => {
  it('prices a non-0x token transfer as a no-value transfer to the recipient, a 0x one as its ERC-20 call', () => {
    const { adapter } = recordingAdapter(true);
    expect(feeParamsOf(buildSendTransaction(adapter, token(MINT, 6), SOL_TO, 5n))).toEqual({
      to: SOL_TO,
      value: undefined,
    });
    expect(feeParamsOf(buildSendTransaction(adapter, token(WPT), TO, 5n))).toEqual({
      to: WPT,
      data: encodeErc20Transfer(TO, 5n),
    });
    expect(feeParamsOf(buildSendTransaction(adapter, token(undefined), TO, 5n))).toEqual({
      to: TO,
      value: 5n,
    });
  });
});

describe('sendThroughAdapter', () => {
  it('native and ERC-20 go through sendTransaction with the fee fields; a token transfer through sendTokenTransfer', async () => {
    const { adapter, calls } = recordingAdapter(true);
    const fee = { total: 21n, gasPrice: 1n };
    await sendThroughAdapter(adapter, { kind: 'native', to: TO, value: 3n }, 1, fee);
    await sendThroughAdapter(adapter, { kind: 'contract-call', to: WPT, data: '0xa9' }, 1, fee);
    await sendThroughAdapter(
      adapter,
      { kind: 'token-transfer', to: SOL_TO, amount: 4n, token: { address: MINT, decimals: 6 } },
      'ref',
      { total: 5000n },
    );
    expect(calls).toEqual([
      ['sendTransaction', { to: TO, value: 3n, chainId: 1, gasPrice: 1n }],
      ['sendTransaction', { to: WPT, data: '0xa9', chainId: 1, gasPrice: 1n }],
      [
        'sendTokenTransfer',
        { to: SOL_TO, amount: 4n, token: { address: MINT, decimals: 6 }, chainId: 'ref' },
      ],
    ]);
  });

  it('refuses a token transfer on an adapter without the capability', async () => {
    const { adapter } = recordingAdapter(false);
    await expect(
      sendThroughAdapter(
        adapter,
        { kind: 'token-transfer', to: SOL_TO, amount: 1n, token: { address: MINT, decimals: 6 } },
        'ref',
        { total: 1n },
      ),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' });
  });
});
