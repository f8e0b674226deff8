// Activity (docs/account.md "Activity"): the history answer's types, the transaction list's state machine
// and the list's rules. The service is a chunk the feature loads (feature/install-activity.ts); it is
// deliberately not exported here, so no bundler places it in a page's first chunks.
export type {
  HistoryDirection,
  HistoryFungibleInfo,
  HistoryItem,
  HistoryMetadata,
  HistoryNftInfo,
  HistoryOperationType,
  HistoryPage,
  HistoryStatus,
  HistoryTransfer,
} from '../api/history-answers.js';
export { groupActivity, visibleHistoryItems, withoutSpam } from './activity-rules.js';
export {
  ACTIVITY_FRESH_MS,
  ACTIVITY_NAMESPACES,
  type ActivityService,
  isActivitySupported,
} from './activity-state.js';
export {
  type FetchTransactionsError,
  INITIAL_TRANSACTION_LIST,
  isTransactionListEmpty,
  type PageRequest,
  type TransactionListEvent,
  type TransactionListState,
  type TransactionListStatus,
  type TransactionListTransition,
  transactionListTransition,
} from './transaction-list.js';
