import { truncateAddress } from '@walletport/core/internal';
import type { RecipientState, SendAmount, SendBlocker, SendFailure } from '@walletport/core/send';
import type { MessageKey } from '../../i18n/index.js';

/** Text as a catalogue key and its params; the views translate it. */
export interface KeyedText {
  key: MessageKey;
  params?: Record<string, string>;
}

const text = (key: MessageKey, params?: Record<string, string>): KeyedText =>
  params === undefined ? { key } : { key, params };

/** What the Review button says while the form is not complete. */
export function blockerText(blocker: SendBlocker, symbol: string): KeyedText {
  switch (blocker) {
    case 'no-token':
      return text('send.blocked.selectToken');
    case 'balance-loading':
      return text('send.blocked.loadingBalance');
    case 'enter-amount':
      return text('send.blocked.enterAmount');
    case 'invalid-decimal':
    case 'negative':
    case 'too-small':
      return text('send.blocked.invalidAmount');
    case 'insufficient-balance':
      return text('send.blocked.insufficientBalance');
    case 'enter-recipient':
      return text('send.blocked.enterRecipient');
    case 'recipient-format':
    case 'recipient-checksum':
    case 'recipient-other-network':
    case 'recipient-other-namespace':
    case 'name-not-found':
    case 'name-lookup-failed':
      return text('send.blocked.invalidRecipient');
    case 'resolving-name':
      return text('send.blocked.resolvingName');
    case 'fee-loading':
      return text('send.blocked.estimatingFee');
    case 'fee-failed':
      return text('send.blocked.feeUnavailable');
    case 'insufficient-for-fee':
      return text('send.blocked.insufficientForFee', { symbol });
  }
}

/**
 * The message under the amount field, when the amount itself is wrong (shape, sign, size) or does not fit
 * the balance. `blocker` is the form's first problem: a balance message shows only when it is the amount's.
 */
export function amountMessage(
  amount: SendAmount,
  blocker: SendBlocker | undefined,
  symbols: { token: string; native: string },
): KeyedText | undefined {
  switch (amount.problem) {
    case 'invalid-decimal':
      return text('send.amount.invalid');
    case 'negative':
      return text('send.amount.negative');
    case 'too-small':
      return text('send.amount.tooSmall', { symbol: symbols.token });
    default:
      break;
  }
  if (blocker === 'insufficient-balance') return text('send.amount.aboveBalance');
  if (blocker === 'insufficient-for-fee') return text('send.amount.noRoomForFee', { symbol: symbols.native });
  return undefined;
}

/**
 * The recipient field's placeholder: solana takes base58 addresses only (names hold eip155 addresses), so
 * it asks for a Solana address there; elsewhere an address or a name.
 */
export function recipientPlaceholder(namespace: string | undefined): KeyedText {
  return text(namespace === 'solana' ? 'send.recipientPlaceholderSolana' : 'send.recipientPlaceholder');
}

/**
 * The message under the recipient field: a problem, a name being looked up, or where a name points.
 * `namespace` is the send's: a malformed entry on solana asks for a Solana address, not a 0x one.
 */
export function recipientMessage(
  recipient: RecipientState,
  networkName: string,
  namespace?: string,
): { text: KeyedText; tone: 'error' | 'neutral' | 'success' } | undefined {
  switch (recipient.status) {
    case 'empty':
    case 'valid':
      return undefined;
    case 'invalid': {
      const keys = {
        format: namespace === 'solana' ? 'send.recipient.formatSolana' : 'send.recipient.format',
        checksum: 'send.recipient.checksum',
        'other-network': 'send.recipient.otherNetwork',
        'other-namespace': 'send.recipient.otherNamespace',
      } as const satisfies Record<typeof recipient.problem, MessageKey>;
      return { text: text(keys[recipient.problem]), tone: 'error' };
    }
    case 'resolving':
      return { text: text('send.resolving', { name: recipient.name }), tone: 'neutral' };
    case 'resolved':
      // Shortened here; the review shows the whole address before anything is sent.
      return {
        text: text('send.resolved', { address: truncateAddress(recipient.address) }),
        tone: 'success',
      };
    case 'not-found':
      return {
        text: text('send.recipient.notFound', { name: recipient.name, network: networkName }),
        tone: 'error',
      };
    case 'lookup-failed':
      return { text: text('send.recipient.lookupFailed', { name: recipient.name }), tone: 'error' };
  }
}

/** A failure in plain words; a revert with a reason names it. */
export function failureText(failure: SendFailure): KeyedText {
  if (failure.code === 'EXECUTION_REVERTED' || failure.code === 'TRANSACTION_REVERTED') {
    const reason = failure.reason?.trim();
    return reason
      ? text(`send.failure.${failure.code}`, { reason })
      : text(`send.failure.${failure.code}.noReason`);
  }
  return text(`send.failure.${failure.code}`);
}
