import { describe, expect, it } from 'vitest';
import { readSendAmount } from './amount.js';
import { checkSendForm, type SendCheckInput } from './send-form.js';
import { NATIVE_TOKEN_KEY, type SendToken } from './send-tokens.js';

const FROM = '0x0000000000000000000000000000000000000001';
const TO = '0x0000000000000000000000000000000000000002';
const ETH = 10n ** 18n;

const native: SendToken = {
  key: NATIVE_TOKEN_KEY,
  address: undefined,
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  balance: 2n * ETH,
  caipNetworkId: 'eip155:31337',
  price: undefined,
  iconUrl: undefined,
};
const token: SendToken = {
  ...native,
  key: '0x00000000000000000000000000000000000000aa',
  address: '0x00000000000000000000000000000000000000AA',
  symbol: 'WPT',
  balance: 5n * ETH,
};

function input(patch: Partial<SendCheckInput> = {}): SendCheckInput {
  return {
    token: native,
    amount: readSendAmount('1', 18),
    recipient: { status: 'valid', address: TO },
    fee: { status: 'ready', estimate: { total: ETH / 100n } },
    from: FROM,
    nativeBalance: 2n * ETH,
    ...patch,
  };
}

const reason = (patch: Partial<SendCheckInput>) => {
  const check = checkSendForm(input(patch));
  return check.ok ? 'ok' : check.reason;
};

describe('checkSendForm', () => {
  it('a complete form gives the draft the review shows', () => {
    expect(checkSendForm(input())).toEqual({
      ok: true,
      draft: { token: native, amount: ETH, from: FROM, to: TO },
    });
    const named = checkSendForm(
      input({ recipient: { status: 'resolved', name: 'alice.walletport.id', address: TO } }),
    );
    expect(named).toMatchObject({ ok: true, draft: { to: TO, name: 'alice.walletport.id' } });
  });

  it('asks for the token, then the amount, in that order', () => {
    expect(reason({ token: undefined, amount: readSendAmount('', 18) })).toBe('no-token');
    expect(reason({ amount: readSendAmount('', 18), recipient: { status: 'empty' } })).toBe('enter-amount');
    expect(reason({ amount: readSendAmount('0', 18) })).toBe('enter-amount');
    expect(reason({ amount: readSendAmount('1.2.3', 18) })).toBe('invalid-decimal');
    expect(reason({ amount: readSendAmount('-1', 18) })).toBe('negative');
    expect(reason({ amount: readSendAmount('0.4', 0), token: { ...native, decimals: 0 } })).toBe('too-small');
  });

  it('refuses more than the balance, and waits while the balance is unknown', () => {
    expect(reason({ amount: readSendAmount('3', 18) })).toBe('insufficient-balance');
    expect(reason({ token: { ...native, balance: undefined } })).toBe('balance-loading');
  });

  it('then the recipient: empty, malformed, bad checksum, other network, names', () => {
    expect(reason({ recipient: { status: 'empty' } })).toBe('enter-recipient');
    expect(reason({ recipient: { status: 'invalid', problem: 'format' } })).toBe('recipient-format');
    expect(reason({ recipient: { status: 'invalid', problem: 'checksum' } })).toBe('recipient-checksum');
    expect(reason({ recipient: { status: 'invalid', problem: 'other-network' } })).toBe(
      'recipient-other-network',
    );
    expect(reason({ recipient: { status: 'resolving', name: 'a.id' } })).toBe('resolving-name');
    expect(reason({ recipient: { status: 'not-found', name: 'a.id' } })).toBe('name-not-found');
    expect(reason({ recipient: { status: 'lookup-failed', name: 'a.id' } })).toBe('name-lookup-failed');
  });

  it('then the fee: it must be known and fit in the native balance with the amount', () => {
    expect(reason({ fee: { status: 'loading' } })).toBe('fee-loading');
    expect(reason({ fee: { status: 'idle' } })).toBe('fee-loading');
    expect(reason({ fee: { status: 'failed' } })).toBe('fee-failed');
    expect(reason({ amount: readSendAmount('2', 18) })).toBe('insufficient-for-fee');
    expect(reason({ nativeBalance: undefined })).toBe('balance-loading');
  });

  it('a token send needs only the fee in native balance: its whole balance can go', () => {
    expect(reason({ token, amount: readSendAmount('5', 18), nativeBalance: ETH / 100n })).toBe('ok');
    expect(reason({ token, amount: readSendAmount('5', 18), nativeBalance: ETH / 100n - 1n })).toBe(
      'insufficient-for-fee',
    );
  });
});
