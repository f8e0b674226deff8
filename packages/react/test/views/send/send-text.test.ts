import { SEND_FAILURE_CODES, type SendBlocker } from '@walletport/core/send';
import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../../../src/i18n/catalog.js';
import { tokenAmountText } from '../../../src/views/send/amount-text.js';
import { blockerText, failureText, recipientMessage } from '../../../src/views/send/send-text.js';
import { transactionExplorerLink } from '../../../src/views/send-preview/explorer-link.js';

const english = catalogueFor('en') as Readonly<Record<string, unknown>>;
const BLOCKERS: SendBlocker[] = [
  'no-token',
  'balance-loading',
  'invalid-decimal',
  'negative',
  'too-small',
  'enter-amount',
  'insufficient-balance',
  'enter-recipient',
  'recipient-format',
  'recipient-checksum',
  'recipient-other-network',
  'recipient-other-namespace',
  'resolving-name',
  'name-not-found',
  'name-lookup-failed',
  'fee-loading',
  'fee-failed',
  'insufficient-for-fee',
];

describe('send texts', () => {
  it('every failure code of core’s send flow has plain words, with and without a reason', () => {
    for (const code of SEND_FAILURE_CODES) {
      expect(english[failureText({ code }).key], code).toBeTypeOf('string');
      expect(english[failureText({ code, reason: 'why' }).key], code).toBeTypeOf('string');
    }
    expect(failureText({ code: 'TRANSACTION_REVERTED', reason: 'paused' })).toEqual({
      key: 'send.failure.TRANSACTION_REVERTED',
      params: { reason: 'paused' },
    });
    expect(failureText({ code: 'TRANSACTION_REVERTED', reason: '  ' }).key).toBe(
      'send.failure.TRANSACTION_REVERTED.noReason',
    );
  });

  it('every reason Review can be blocked for has a label', () => {
    for (const blocker of BLOCKERS)
      expect(english[blockerText(blocker, 'ETH').key], blocker).toBeTypeOf('string');
  });

  it('the recipient message names the network for a name without an address there', () => {
    expect(recipientMessage({ status: 'not-found', name: 'a.id' }, 'Ethereum')).toEqual({
      text: { key: 'send.recipient.notFound', params: { name: 'a.id', network: 'Ethereum' } },
      tone: 'error',
    });
    expect(recipientMessage({ status: 'valid', address: '0x1' }, 'Ethereum')).toBeUndefined();
  });
});

describe('tokenAmountText', () => {
  it('shows four decimals from one up, three significant digits below one, never rounding up', () => {
    expect(tokenAmountText(1_234_567_890_000_000_000_000n, 18, 'en-US', 'ETH')).toBe('1,234.5678 ETH');
    expect(tokenAmountText(273_000_000_000_000n, 18, 'en-US')).toBe('0.000273');
    expect(tokenAmountText(999_999n, 6, 'en-US')).toBe('0.999');
    expect(tokenAmountText(1n, 18, 'en-US')).toBe('<0.00000001');
    expect(tokenAmountText(0n, 18, 'en-US')).toBe('0');
    expect(tokenAmountText(1_500_000n, 6, 'de-DE', 'WPUSD')).toBe('1,5 WPUSD');
  });
});

describe('transactionExplorerLink', () => {
  const hash = `0x${'ab'.repeat(32)}`;
  const network = (url: string) => ({ blockExplorers: { default: { name: 'Scan', url } } });

  it('links /tx/{hash} on an https explorer, or http on this machine', () => {
    expect(transactionExplorerLink(network('https://scan.example/'), hash)).toEqual({
      url: `https://scan.example/tx/${hash}`,
      name: 'Scan',
    });
    expect(transactionExplorerLink(network('http://127.0.0.1:4000/explorer'), hash)?.url).toBe(
      `http://127.0.0.1:4000/explorer/tx/${hash}`,
    );
  });

  it('refuses other schemes, plain http elsewhere, credentials, and a hash that is not one', () => {
    expect(transactionExplorerLink(network('javascript:alert(1)'), hash)).toBeUndefined();
    expect(transactionExplorerLink(network('http://scan.example'), hash)).toBeUndefined();
    expect(transactionExplorerLink(network('https://user:pw@scan.example'), hash)).toBeUndefined();
    expect(transactionExplorerLink(network('https://scan.example'), '0x12/../evil')).toBeUndefined();
    expect(transactionExplorerLink(undefined, hash)).toBeUndefined();
  });
});
