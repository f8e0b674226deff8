/**
 * The instance's building blocks as types: its stores, its server clients, its resolved environment.
 * Kept apart from types.ts (the public instance shape) so feature modules can name them without a
 * cycle through the instance's own types.
 */
import type { AccountsStore } from '../accounts/index.js';
import type { AlertsStore } from '../alerts/index.js';
import type { BlockchainApiClient, ProjectApiClient, WalletRegistry } from '../api/index.js';
import type { ChainsStore } from '../chains/index.js';
import type { Clock, ConnectionStore, PlatformInfo } from '../connection/index.js';
import type { ConnectorsStore } from '../connectors/index.js';
import type { FetchFunction, HttpClient } from '../http/index.js';
import type { ModalNavigation, Timers } from '../modal/index.js';
import type { PageDocument } from '../options/index.js';
import type { SiwxStore } from '../siwx/index.js';
import type { StorageBackend, TypedStorage } from '../storage/index.js';
import type { ThemeStore } from '../theme/index.js';

/** Where the instance reports what it cannot throw (storage failures, failed background work). */
export interface AppKitCoreLogger {
  warn(message: string, context?: Readonly<Record<string, unknown>>): void;
  error(message: string, context?: Readonly<Record<string, unknown>>): void;
}

export interface AppKitCoreStores {
  readonly theme: ThemeStore;
  readonly modal: ModalNavigation['modal']['store'];
  readonly router: ModalNavigation['router']['store'];
  readonly chains: ChainsStore;
  readonly accounts: AccountsStore;
  readonly connection: ConnectionStore;
  readonly connectors: ConnectorsStore;
  readonly alerts: AlertsStore;
  /** SIWX state; always present, idle when the app configured no SIWX. */
  readonly siwx: SiwxStore;
}

/** The Walletport server's clients, sharing one HTTP client. */
export interface AppKitApiServices {
  readonly http: HttpClient;
  readonly blockchain: BlockchainApiClient;
  readonly project: ProjectApiClient;
  /** The wallet registry (GET /getWallets, bundled list as fallback); its code loads on first use. */
  readonly registry: WalletRegistry;
}

export interface ResolvedEnvironment {
  document: PageDocument | null;
  storageBackend: StorageBackend;
  storage: TypedStorage;
  platform: PlatformInfo;
  clock: Clock;
  timers: Timers;
  logger: AppKitCoreLogger;
  fetch: FetchFunction | undefined;
  sdkType: string;
  sdkVersion: string;
}
