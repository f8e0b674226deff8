/**
 * Whether the form can go to review, and if not the one reason the Review button shows (docs/send-receive.md
 * "Review"). Reasons come in the order a visitor fills the form: the token, the amount, the recipient,
 * then what only the chain can tell (balance against amount and fee).
 */
import type { SendAddress } from './send-address.js';
import type { SendAmount, SendAmountProblem } from './amount.js';
import type { SendFeeEstimate } from './fee-estimate.js';
import type { RecipientProblem } from './recipient.js';
import type { SendDraft } from './send-steps.js';
import type { SendToken } from './send-tokens.js';

/** The recipient field after classification and, for a name, resolution. */
export type RecipientState =
  | { readonly status: 'empty' }
  | { readonly status: 'invalid'; readonly problem: RecipientProblem }
  | { readonly status: 'valid'; readonly address: SendAddress }
  | { readonly status: 'resolving'; readonly name: string }
  | { readonly status: 'resolved'; readonly name: string; readonly address: SendAddress }
  /** No such name, or the name has no address on this network. */
  | { readonly status: 'not-found'; readonly name: string }
  /** The server could not be asked (offline, error, no `apiUrl`). */
  | { readonly status: 'lookup-failed'; readonly name: string };

/** The fee estimate while editing (for the fee line, Max and the balance check). */
export type EditingFee =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly estimate: SendFeeEstimate }
  | { readonly status: 'failed' };

export type SendBlocker =
  | 'no-token'
  | 'balance-loading'
  | Exclude<SendAmountProblem, 'empty' | 'zero'>
  | 'enter-amount'
  | 'insufficient-balance'
  | 'enter-recipient'
  | `recipient-${RecipientProblem}`
  | 'resolving-name'
  | 'name-not-found'
  | 'name-lookup-failed'
  | 'fee-loading'
  | 'fee-failed'
  | 'insufficient-for-fee';

export type SendCheck =
  | { readonly ok: true; readonly draft: SendDraft }
  | { readonly ok: false; readonly reason: SendBlocker };

export interface SendCheckInput {
  token: SendToken | undefined;
  amount: SendAmount;
  recipient: RecipientState;
  fee: EditingFee;
  from: SendAddress | undefined;
  /** The native balance, which pays the fee whatever the token (undefined while unknown). */
  nativeBalance: bigint | undefined;
}

function recipientOf(recipient: RecipientState): { address: SendAddress; name?: string } | SendBlocker {
  switch (recipient.status) {
    case 'empty':
      return 'enter-recipient';
    case 'invalid':
      return `recipient-${recipient.problem}`;
    case 'valid':
      return { address: recipient.address };
    case 'resolved':
      return { address: recipient.address, name: recipient.name };
    case 'resolving':
      return 'resolving-name';
    case 'not-found':
      return 'name-not-found';
    case 'lookup-failed':
      return 'name-lookup-failed';
  }
}

/** Blocked with the first reason, or a draft ready for review. Pure. */
export function checkSendForm(input: SendCheckInput): SendCheck {
  const { token, amount, fee, from, nativeBalance } = input;
  const blocked = (reason: SendBlocker): SendCheck => ({ ok: false, reason });
  if (token === undefined || from === undefined) return blocked('no-token');
  if (amount.problem === 'empty' || amount.problem === 'zero') return blocked('enter-amount');
  if (amount.problem !== undefined) return blocked(amount.problem);
  if (token.balance === undefined) return blocked('balance-loading');
  if (amount.value > token.balance) return blocked('insufficient-balance');
  const recipient = recipientOf(input.recipient);
  if (typeof recipient === 'string') return blocked(recipient);
  if (fee.status === 'idle' || fee.status === 'loading') return blocked('fee-loading');
  if (fee.status === 'failed') return blocked('fee-failed');
  if (nativeBalance === undefined) return blocked('balance-loading');
  const spentNative = token.address === undefined ? amount.value : 0n;
  if (spentNative + fee.estimate.total > nativeBalance) return blocked('insufficient-for-fee');
  return {
    ok: true,
    draft: {
      token,
      amount: amount.value,
      from,
      to: recipient.address,
      ...(recipient.name === undefined ? {} : { name: recipient.name }),
    },
  };
}
