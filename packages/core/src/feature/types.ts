/**
 * Feature modules: how SIWX, WalletConnect and every later feature (embedded wallet, send, swaps …)
 * plug into an instance without the central wiring knowing them. A feature is one `install(ctx)` that
 * registers what it needs through the context and returns its teardown. See docs/instance.md.
 */
import type { ChainAdapter } from '../adapter/index.js';
import type { WalletportEventMap } from '../analytics/index.js';
import type { ChainNamespace } from '../caip/index.js';
import type { SwitchNetworkOutcome } from '../chains/index.js';
import type { ConnectionService, SyncSource, WalletConnectPort } from '../connection/index.js';
import type { CaipNetwork } from '../networks/index.js';
import type { CloseGuard, ModalNavigation } from '../modal/index.js';
import type { ResolvedOptions } from '../options/index.js';
import type { SiwxService } from '../siwx/index.js';
import type { EmbeddedWallet } from '../embedded/embedded-wallet.js';
import type { BalanceService } from '../balance/index.js';
import type { TypedStorage } from '../storage/index.js';
import type { EventBus } from '../store/index.js';
import type { AppKitApiServices, AppKitCoreStores, ResolvedEnvironment } from '../instance/host-types.js';

/**
 * Named moments other parts of the instance announce, and features answer. The connection service
 * fires the resets when a wallet disconnects; the router fires `authReload` after the Farcaster view.
 */
export type InstanceHookName = 'sendFlowReset' | 'transactionsReset' | 'authReload';

/**
 * Services that features add to `instance.services`. Open for declaration merging, so a feature
 * package can add its own key with its type.
 */
export interface FeatureServices {
  /** The SIWX flow; present when `options.siwx` is set. */
  siwx: SiwxService;
  /** The embedded wallet (email login); present when email login is available. */
  embeddedWallet: EmbeddedWallet;
}

/** The instance's core services as a feature sees them (built before any feature installs). */
export interface FeatureCoreServices {
  readonly connection: ConnectionService;
  readonly modal: ModalNavigation['modal'];
  readonly router: ModalNavigation['router'];
  readonly storage: TypedStorage;
  readonly api: AppKitApiServices | undefined;
  switchNetwork(network: CaipNetwork): Promise<SwitchNetworkOutcome>;
  /** Native balance reads (a feature refreshes after a transaction it sent). */
  readonly balance: Pick<BalanceService, 'fetch'>;
}

export interface FeatureContext {
  readonly options: ResolvedOptions;
  readonly env: ResolvedEnvironment;
  readonly stores: AppKitCoreStores;
  readonly bus: EventBus<WalletportEventMap>;
  readonly adapters: Readonly<Partial<Record<ChainNamespace, ChainAdapter>>>;
  readonly services: FeatureCoreServices;
  /**
   * What other features published (live, like `instance.services.features`): a feature may use another's
   * service when it is installed, e.g. the send flow refreshes the walletAssets tokens after a send.
   */
  readonly features: Readonly<Partial<FeatureServices>>;
  /** Asked on every close of the modal; while any guard answers true the close is blocked. */
  addCloseGuard(guard: CloseGuard): () => void;
  /** Runs `hook` whenever the instance fires `name`; errors are logged, never thrown to the caller. */
  addHook(name: InstanceHookName, hook: () => void | Promise<void>): () => void;
  /** Gives the connection service its way to pair remote wallets. One feature may provide it. */
  provideWalletConnect(port: WalletConnectPort): () => void;
  /** Restores connections of one kind without a prompt (startup sync, reconnect). */
  provideSyncSource(kind: 'walletConnect' | 'embedded', source: SyncSource): () => void;
  /** Publishes a service on `instance.services[key]`. */
  provideService<K extends keyof FeatureServices>(key: K, service: FeatureServices[K]): () => void;
  /** Work for `instance.start()`, after the core's own startup has begun; it must not reject. */
  onStart(task: () => void | Promise<void>): () => void;
}

/** What `install` returns: its teardown, run by `instance.destroy()` in reverse install order. */
export type FeatureDispose = () => void;

export interface InstanceFeature {
  /** Unique per instance; a second feature with the same name is refused. */
  readonly name: string;
  install(ctx: FeatureContext): FeatureDispose | undefined;
}
