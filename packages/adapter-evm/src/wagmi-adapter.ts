/**
 * The eip155 adapter on @wagmi/core and viem, constructed like AppKit's WagmiAdapter so apps move over by
 * changing imports, and exposing `wagmiConfig` so they keep using wagmi's actions and hooks.
 *
 * Only what building the config and restoring a session need is imported statically. Everything a
 * visitor triggers later (balances, signing, sending, fee estimation, switching, capabilities) is a
 * dynamic import on first use: those paths pull viem's ABI coding, ox and @noble/curves, which would
 * otherwise load with the host page before anyone clicks.
 */
import {
  type Config,
  type Connector,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
} from '@wagmi/core';
import {
  type AdapterAccount,
  type AdapterCapabilities,
  type AdapterConnector,
  type AdapterEvents,
  type BalanceResult,
  buildCaipAddress,
  type CaipAddress,
  type CaipNetwork,
  type ChainAdapter,
  type ConnectParams,
  type ConnectResult,
  createError,
  createEventBus,
  type EmbeddedWalletHandle,
  type EstimateFeeParams,
  type EvmCaipNetwork,
  type GasFees,
  type EventBus,
  evmNetworks,
  formatUnits,
  parseUnits,
  type SendTransactionParams,
  type StoredSession,
  toAdapterError,
  toEvmChainId,
  type TransactionReceiptResult,
  type UniversalProviderHandle,
  type WaitForTransactionReceiptParams,
  type WalletAsset,
} from '@walletport/core/internal';
import type { Address, Chain } from 'viem';
import { buildWagmiConfig, type WagmiAdapterOptions } from './config.js';
import { adoptConnection, findConnection, toAdapterAccounts, watchConnections } from './connections.js';
import { findWagmiConnector, listConnectors, waitForWagmiConnector } from './connectors.js';
import { prepareConfig } from './lifecycle.js';
import { restoreConnection } from './restore.js';
import { cookieSession, pageCookieSession } from './stored-session.js';
import type { Erc20Balance } from './token-balances.js';
import { addUniversalProviderConnector } from './walletconnect-connector.js';
import { addEmbeddedWalletConnector } from './embedded-connector.js';

/** How long reconnect waits for a stored injected wallet to announce itself: 1000 ms. */
export const INJECTED_WALLET_WAIT_MS = 1000;

/** The event map as a type alias: core's event bus needs an index-signature-compatible type. */
type EventMap = { [K in keyof AdapterEvents]: AdapterEvents[K] };

type OfferedCapabilities = Pick<
  AdapterCapabilities,
  | 'getCapabilities'
  | 'estimateGas'
  | 'getGasFees'
  | 'waitForTransactionReceipt'
  | 'getAssets'
  | 'signTypedData'
  | 'getCaipAddress'
  | 'setUniversalProvider'
  | 'setEmbeddedWallet'
  | 'readStoredSession'
>;

export class WagmiAdapter implements ChainAdapter, OfferedCapabilities {
  readonly namespace = 'eip155' as const;
  /** AppKit's adapter type name, for apps that branch on it. */
  readonly adapterType = 'wagmi' as const;
  readonly networks: readonly EvmCaipNetwork[];
  readonly projectId: string;
  /** The wagmi config: hand it to wagmi's actions or WagmiProvider. */
  readonly wagmiConfig: Config;
  readonly wagmiChains: readonly Chain[];
  private readonly events: EventBus<EventMap>;
  private readiness: Promise<void> | undefined;
  /** The session this page's cookies held at creation, before the adapter prepared wagmi's store. */
  private readonly pageSession: StoredSession | undefined;
  /** Connector uids the adapter is connecting or restoring right now: their new connections are not the wallet's own. */
  private readonly connectingUids = new Set<string>();

  /**
   * Throws 'projectId is required' without a project id, 'Chain not configured' without an eip155
   * network, and 'No URL was provided to the Transport…' for a network with neither RPC URL nor transport.
   */
  constructor(options: WagmiAdapterOptions) {
    if (typeof options.projectId !== 'string' || options.projectId.trim() === '') {
      throw createError('PROJECT_ID_REQUIRED', { category: 'VALIDATION_ERROR' });
    }
    this.projectId = options.projectId;
    this.networks = evmNetworks(options.networks);
    // Read first: creating wagmi's config overwrites its stored state, cookie included (stored-session.ts).
    this.pageSession = pageCookieSession(options.storage);
    this.wagmiConfig = buildWagmiConfig(options);
    this.wagmiChains = this.wagmiConfig.chains;
    this.events = createEventBus<EventMap>();
    // The config lives as long as the adapter, so these subscriptions need no teardown of their own.
    // `name` and `data` are paired by the AdapterEvent union, which TypeScript cannot follow into emit.
    watchConnections(
      this.wagmiConfig,
      (event) => this.events.emit(event.name, event.data as never),
      (uid) => this.connectingUids.has(uid),
    );
    this.wagmiConfig._internal.connectors.subscribe(() =>
      this.events.emit('connectorsChanged', { connectors: this.getConnectors() }),
    );
    // Without ssr, wagmi reads storage right away too; finishing the preparation now means wallets
    // announced meanwhile are listed without waiting for the first connect or reconnect.
    if (!this.wagmiConfig._internal.ssr) void this.ready();
  }

  getConnectors(): AdapterConnector[] {
    // With ssr, wagmi only adds announced wallets once the page mounts; the first client-side look does it.
    if (this.wagmiConfig._internal.ssr && typeof window !== 'undefined') void this.ready();
    return listConnectors(this.wagmiConfig);
  }

  /** The wagmi connector behind a connector id (AppKit: getWagmiConnector). */
  getWagmiConnector(connectorId: string): Connector | undefined {
    return findWagmiConnector(this.wagmiConfig, { connectorId });
  }

  async connect({ connectorId, chainId, rdns, onWalletRequest }: ConnectParams): Promise<ConnectResult> {
    await this.ready();
    const connector = findWagmiConnector(this.wagmiConfig, { connectorId, rdns });
    if (connector === undefined) {
      throw createError('CONNECTOR_NOT_FOUND', { details: `No eip155 connector "${rdns ?? connectorId}".` });
    }
    const targetChainId = chainId === undefined ? undefined : toEvmChainId(chainId);
    // An injected wallet is switched after wagmi connected it (switch-chain.ts), so each request is named.
    const target =
      connector.type === 'injected'
        ? this.networks.find((network) => network.id === targetChainId)
        : undefined;
    this.connectingUids.add(connector.uid);
    try {
      // A wallet that connected by itself (unlocked after a lock) is already connected in wagmi, which
      // would refuse to connect it again ('Connector already connected'): the visitor's choice adopts it.
      const result =
        adoptConnection(this.wagmiConfig, connector) ??
        (await wagmiConnect(this.wagmiConfig, {
          connector,
          ...(targetChainId === undefined || target ? {} : { chainId: targetChainId }),
        }));
      return {
        accounts: toAdapterAccounts(result.accounts),
        chainId:
          target && result.chainId !== target.id
            ? await (await import('./switch-chain.js')).switchWhileConnecting(
                this.wagmiConfig,
                { connectorId: connector.id, chainId: result.chainId },
                target,
                onWalletRequest,
              )
            : result.chainId,
        connectorId: connector.id,
      };
    } catch (error) {
      throw toAdapterError(error);
    } finally {
      this.connectingUids.delete(connector.uid);
    }
  }

  async disconnect(params: { connectorId?: string } = {}): Promise<void> {
    await this.ready();
    const connection = findConnection(this.wagmiConfig, params.connectorId);
    try {
      if (connection !== undefined) {
        await wagmiDisconnect(this.wagmiConfig, { connector: connection.connector });
        return;
      }
      // Not connected on this page (yet): still mark an injected wallet disconnected, so a later
      // reconnect does not bring back what the visitor asked to end.
      const connector =
        params.connectorId === undefined
          ? undefined
          : findWagmiConnector(this.wagmiConfig, { connectorId: params.connectorId });
      if (connector?.type === 'injected') await connector.disconnect();
    } catch (error) {
      throw toAdapterError(error);
    }
  }

  /** Never prompts: no eth_requestAccounts and no chain switch, so `chainId` is not forced on the wallet. */
  async reconnect({
    connectorId,
    chainId,
  }: {
    connectorId: string;
    chainId?: number | string;
  }): Promise<ConnectResult | undefined> {
    await this.ready();
    const connector = await waitForWagmiConnector(this.wagmiConfig, { connectorId }, INJECTED_WALLET_WAIT_MS);
    if (connector === undefined) return undefined;
    this.connectingUids.add(connector.uid);
    const connection = await restoreConnection(
      this.wagmiConfig,
      connector,
      typeof chainId === 'number' ? chainId : undefined,
    ).finally(() => this.connectingUids.delete(connector.uid));
    if (connection === undefined) return undefined;
    return {
      accounts: toAdapterAccounts(connection.accounts),
      chainId: connection.chainId,
      // WagmiProvider's restore may have brought the wallet back through another of its connectors.
      connectorId: connection.connector.id,
    };
  }

  async getAccounts({ connectorId }: { connectorId: string }): Promise<AdapterAccount[]> {
    await this.ready();
    return toAdapterAccounts(findConnection(this.wagmiConfig, connectorId)?.accounts ?? []);
  }

  /**
   * Switches the connected wallet (adding the chain first when needed, see switchProviderChain). Without a connection
   * there is no wallet to ask: a configured network just becomes wagmi's current chain.
   */
  async switchNetwork({
    network,
    connectorId,
  }: {
    network: CaipNetwork;
    connectorId?: string;
  }): Promise<void> {
    if (network.chainNamespace !== 'eip155') {
      throw createError('CHAIN_NOT_SUPPORTED', {
        details: `${network.caipNetworkId} is not an eip155 network.`,
      });
    }
    const chainId = toEvmChainId(network.id);
    await this.ready();
    const connection = findConnection(this.wagmiConfig, connectorId);
    if (connection === undefined) {
      if (this.wagmiConfig.chains.some((chain) => chain.id === chainId))
        this.wagmiConfig.setState((state) => ({ ...state, chainId }));
      return;
    }
    const { switchConnectionChain } = await import('./switch-chain.js');
    await switchConnectionChain(connection, { ...network, id: chainId });
  }

  /** The native balance by eth_getBalance on the network's node. */
  async getBalance({ address, network }: { address: string; network: CaipNetwork }): Promise<BalanceResult> {
    const { networkClient, readNativeBalance } = await import('./balances.js');
    const value = await readNativeBalance(networkClient(this.wagmiConfig, network), address as Address);
    return {
      balance: formatUnits(value, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    };
  }

  /**
   * ERC-20 balances, symbols and decimals of `tokens` in one Multicall3 aggregate3 call. Throws 'Token
   * Balance Unavailable' when the network declares no `contracts.multicall3`.
   */
  async getTokenBalances(params: {
    address: string;
    network: CaipNetwork;
    tokens: readonly string[];
  }): Promise<Erc20Balance[]> {
    const [{ networkClient }, { readNetworkTokenBalances }] = await Promise.all([
      import('./balances.js'),
      import('./erc20-balances.js'),
    ]);
    return readNetworkTokenBalances({
      client: networkClient(this.wagmiConfig, params.network),
      network: params.network,
      owner: params.address as Address,
      tokens: params.tokens as readonly Address[],
    });
  }

  async signMessage({
    message,
    address,
    connectorId,
  }: {
    message: string;
    address: string;
    connectorId?: string;
  }): Promise<string> {
    await this.ready();
    const connector = findConnection(this.wagmiConfig, connectorId)?.connector;
    const { signMessageWith } = await import('./transactions.js');
    return signMessageWith(this.wagmiConfig, { message, address, connector });
  }

  async sendTransaction(params: SendTransactionParams): Promise<string> {
    await this.ready();
    const { sendTransactionWith } = await import('./transactions.js');
    return sendTransactionWith(this.wagmiConfig, params, findConnection(this.wagmiConfig)?.connector);
  }

  /** Gas units, as AppKit's WagmiAdapter.estimateGas. */
  async estimateGas(params: EstimateFeeParams): Promise<bigint> {
    const chainId = this.chainIdFor(params.chainId);
    const { estimateGasWith } = await import('./transactions.js');
    return estimateGasWith(this.wagmiConfig, params, chainId);
  }

  /** The fee in wei (gas × current max fee per gas). */
  async estimateFee(params: EstimateFeeParams): Promise<bigint> {
    const chainId = this.chainIdFor(params.chainId);
    const { estimateFeeWith } = await import('./transactions.js');
    return estimateFeeWith(this.wagmiConfig, params, chainId);
  }

  /** The fee inputs of the chain's latest block: base fee and suggested tip, or the gas price. */
  async getGasFees(params: { chainId: number | string }): Promise<GasFees> {
    const { readGasFees } = await import('./gas-fees.js');
    return readGasFees(this.wagmiConfig, this.chainIdFor(params.chainId));
  }

  /**
   * Waits for the transaction's receipt on its chain's node (1 confirmation; a replacement is followed and
   * named); a revert comes with its reason when the node gives one. Rejects after `timeoutMs` (default
   * 180000 ms) with core's TRANSACTION_WAIT_TIMEOUT.
   */
  async waitForTransactionReceipt(
    params: WaitForTransactionReceiptParams,
  ): Promise<TransactionReceiptResult> {
    const { waitForReceiptWith } = await import('./receipts.js');
    return waitForReceiptWith(this.wagmiConfig, { ...params, chainId: this.chainIdFor(params.chainId) });
  }

  parseUnits(value: string, decimals: number): bigint {
    return parseUnits(value, decimals);
  }

  formatUnits(value: bigint, decimals: number): string {
    return formatUnits(value, decimals);
  }

  on<K extends keyof AdapterEvents>(event: K, handler: (data: AdapterEvents[K]) => void): () => void {
    return this.events.on(event, handler);
  }

  /** EIP-5792 wallet_getCapabilities of the current connection's wallet, keyed by hex chain id. */
  async getCapabilities({ address }: { address: string }): Promise<Record<string, unknown>> {
    await this.ready();
    const { readWalletCapabilities } = await import('./capabilities.js');
    return readWalletCapabilities(findConnection(this.wagmiConfig)?.connector, address);
  }

  /** EIP-7811 wallet_getAssets of the current connection's wallet on one chain, as core's wallet assets. */
  async getAssets({
    address,
    chainId,
  }: {
    address: string;
    chainId: number | string;
  }): Promise<WalletAsset[]> {
    await this.ready();
    const id = toEvmChainId(chainId);
    const { readWalletAssetsOf } = await import('./assets.js');
    return readWalletAssetsOf(findConnection(this.wagmiConfig)?.connector, {
      address,
      chainId: id,
      nativeCurrency: this.networks.find((network) => network.id === id)?.nativeCurrency,
    });
  }

  async signTypedData({ address, typedData }: { address: string; typedData: unknown }): Promise<string> {
    await this.ready();
    const { signTypedDataWith } = await import('./transactions.js');
    return signTypedDataWith(this.wagmiConfig, {
      address,
      typedData,
      connector: findConnection(this.wagmiConfig)?.connector,
    });
  }

  async getCaipAddress({ connectorId }: { connectorId: string }): Promise<CaipAddress | undefined> {
    await this.ready();
    const connection = findConnection(this.wagmiConfig, connectorId);
    const [address] = connection?.accounts ?? [];
    if (connection === undefined || address === undefined) return undefined;
    return buildCaipAddress('eip155', connection.chainId, address);
  }

  /**
   * The session wagmi stored in cookies (`createStorage({ storage: cookieStorage })`): from `cookie` (a
   * request's Cookie header) when given, else this page's cookies as they were when the adapter was
   * created. Reads only, so a server may call it per request (docs/ssr.md).
   */
  readStoredSession(params: { cookie?: string | null } = {}): StoredSession | undefined {
    return 'cookie' in params ? cookieSession(this.wagmiConfig.storage, params.cookie) : this.pageSession;
  }

  /** Lists the 'walletConnect' connector over the instance's session (no network until it is used). */
  setUniversalProvider(handle: UniversalProviderHandle): void {
    addUniversalProviderConnector(this.wagmiConfig, handle);
  }

  /** Lists the 'ID_AUTH' connector over the instance's embedded wallet (nothing loads until it is used). */
  setEmbeddedWallet(handle: EmbeddedWalletHandle): void {
    addEmbeddedWalletConnector(this.wagmiConfig, handle);
  }

  /** Storage read and stale connections dropped (see prepareConfig); on a server with ssr, nothing to do. */
  private ready(): Promise<void> {
    if (this.wagmiConfig._internal.ssr && typeof window === 'undefined') return Promise.resolve();
    this.readiness ??= prepareConfig(this.wagmiConfig);
    return this.readiness;
  }

  private chainIdFor(chainId: number | string | undefined): number {
    if (chainId !== undefined) return toEvmChainId(chainId);
    return findConnection(this.wagmiConfig)?.chainId ?? this.wagmiConfig.state.chainId;
  }
}
