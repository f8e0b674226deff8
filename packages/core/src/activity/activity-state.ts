/**
 * The activity service's contract: the Activity tab's transaction list (transaction-list.ts) for the
 * active account on the active network, and the calls that move it. Types only, plus how long a loaded
 * list counts as fresh; the service itself is a chunk (activity-service.ts).
 */
import type { ChainNamespace } from '../caip/index.js';
import type { Store } from '../store/index.js';
import type { TransactionListState } from './transaction-list-state.js';

// Published on `instance.services.features` by the feature (feature/install-activity.ts). Declared here,
// beside the service's type, so the declaration travels with every import of that type.
declare module '../feature/types.js' {
  interface FeatureServices {
    /** The Activity list; present when `features.history` is on and the app has a server. */
    activity: ActivityService;
  }
}

/** Activity is offered for eip155 only: the server's indexer reads eip155 chains. */
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = Object.freeze(['eip155']);

export function isActivitySupported(namespace: ChainNamespace | string | undefined): boolean {
  return namespace !== undefined && (ACTIVITY_NAMESPACES as readonly string[]).includes(namespace);
}

/** A list loaded less than this long ago is shown as it is when the tab opens again; older, it reloads. */
export const ACTIVITY_FRESH_MS = 30_000;

export interface ActivityService {
  readonly store: Store<TransactionListState>;
  /** Whether activity is offered for `namespace` (eip155 only). */
  supports(namespace: ChainNamespace | undefined): boolean;
  /**
   * Loads the first page for the active account and network, unless that list is already on screen and
   * fresh (then nothing; older than 30 s it is refreshed in place). Never rejects.
   */
  load(): Promise<void>;
  /** Loads the next page, when there is one and nothing else is loading. Never rejects. */
  loadMore(): Promise<void>;
  /** Tries the failed fetch again (the first page, or the page that failed). Never rejects. */
  retry(): Promise<void>;
  /** Loads the first page again, keeping the list on screen meanwhile. Never rejects. */
  refresh(): Promise<void>;
  /** Clears the list (the `transactionsReset` hook). */
  reset(): void;
  destroy(): void;
}
