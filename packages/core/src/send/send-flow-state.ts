/** What the send flow's store holds: the form as typed and everything derived from it. */
import type { CaipNetwork } from '../networks/index.js';
import type { SendAddress } from './send-address.js';
import type { SendAmount } from './amount.js';
import type { PendingTransaction } from './pending-transactions.js';
import type { EditingFee, RecipientState, SendCheck } from './send-form.js';
import type { SendStep } from './send-steps.js';
import type { SendToken } from './send-tokens.js';

/** The fields exactly as the visitor typed them. */
export interface SendForm {
  /** NATIVE_TOKEN_KEY or a token's lowercase address. */
  readonly tokenKey: string;
  readonly amountText: string;
  readonly recipientText: string;
}

export interface SendFlowState {
  readonly step: SendStep;
  readonly form: SendForm;
  /** Native first, then the tokens held on the network. */
  readonly tokens: readonly SendToken[];
  /** The chosen token; undefined while the list does not hold it (still loading, or not held). */
  readonly token: SendToken | undefined;
  readonly amount: SendAmount;
  readonly recipient: RecipientState;
  readonly fee: EditingFee;
  /** Can the form go to review, or why not. */
  readonly check: SendCheck;
  /** Transactions this page sent and still waits for. */
  readonly pending: readonly PendingTransaction[];
  readonly network: CaipNetwork | undefined;
  readonly from: SendAddress | undefined;
}
