/**
 * The eip155 adapter on ethers v6, constructed like AppKit's EthersAdapter (`new EthersAdapter()`, no
 * arguments: the app's networks arrive through `construct` when createAppKit builds the instance), so an
 * app written for AppKit's ethers flavour moves over by changing imports.
 *
 * Wallets are reached through their EIP-1193 providers: EIP-6963 announced wallets, `window.ethereum`, and
 * the instance's wallet-connect session. That provider is what `useAppKitProvider('eip155')` hands the app
 * (the connector list's `provider`), so the app wraps it in ethers' BrowserProvider itself, as with AppKit.
 *
 * Only what listing wallets and restoring a session need is imported statically; ethers itself (node
 * reads, signing, sending) is a dynamic import on first use, so it never loads with the host page before
 * anyone clicks, and the package does not bundle it (a peer dependency, the app's own copy).
 */
import {
  type AdapterAccount,
  type AdapterCapabilities,
  type AdapterConnector,
  type AdapterConstructParams,
  type AdapterEvents,
  type BalanceResult,
  buildCaipAddress,
  type CaipAddress,
  type CaipNetwork,
  type ChainAdapter,
  CONNECTOR_IDS,
  type ConnectParams,
  type ConnectResult,
  createError,
  createEventBus,
  createLocalStorage,
  type EstimateFeeParams,
  type EventBus,
  type EvmCaipNetwork,
  evmNetworks,
  formatUnits,
  parseUnits,
  type SendTransactionParams,
  switchProviderChain,
  toAdapterError,
  toEvmChainId,
  type UniversalProviderHandle,
} from '@walletport/core/internal';
import {
  type Connection,
  type ConnectionRegistry,
  createConnectionRegistry,
  toAdapterAccounts,
} from './connections.js';
import { type ConnectorSources, listConnectors, resolveConnector, waitForConnector } from './connectors.js';
import { createDisconnectMarks, type DisconnectMarks } from './disconnect-marks.js';
import { type AnnouncedWallets, discoverAnnouncedWallets, type Eip6963Target } from './eip6963.js';
import { EthersAdapterError } from './errors.js';
import type { EthersAdapterOptions } from './options.js';
import type { NodeReader } from './node-reads.js';
import type { WalletTarget } from './wallet-actions.js';
import {
  connectInjected,
  connectWalletConnect,
  readChainId,
  restoreInjected,
  restoreWalletConnect,
  type WalletSession,
} from './wallet-session.js';
import { createWalletConnectProvider, type WalletConnectEip1193Provider } from './walletconnect-provider.js';

/** How long reconnect waits for a stored injected wallet to announce itself: 1000 ms (as WagmiAdapter). */
export const INJECTED_WALLET_WAIT_MS = 1000;

/** The event map as a type alias: core's event bus needs an index-signature-compatible type. */
type EventMap = { [K in keyof AdapterEvents]: AdapterEvents[K] };

type OfferedCapabilities = Pick<
  AdapterCapabilities,
  'construct' | 'signTypedData' | 'getCaipAddress' | 'setUniversalProvider'
>;

export class EthersAdapter implements ChainAdapter, OfferedCapabilities {
  readonly namespace = 'eip155' as const;
  /** AppKit's adapter type name, for apps that branch on it. */
  readonly adapterType = 'ethers' as const;
  /** The project id createAppKit handed over (undefined until then). */
  projectId: string | undefined;
  private readonly ownNetworks: readonly EvmCaipNetwork[] | undefined;
  private appNetworks: readonly EvmCaipNetwork[] = [];
  private enableInjected = true;
  private enableEIP6963 = true;
  private readonly events: EventBus<EventMap>;
  private readonly connections: ConnectionRegistry;
  private readonly marks: DisconnectMarks;
  private announced: AnnouncedWallets | undefined;
  private universalProvider: UniversalProviderHandle | undefined;
  private walletConnectProvider: WalletConnectEip1193Provider | undefined;
  private nodeReader: Promise<NodeReader> | undefined;

  constructor(options: EthersAdapterOptions = {}) {
    this.ownNetworks = options.networks === undefined ? undefined : evmNetworks(options.networks);
    this.events = createEventBus<EventMap>();
    // `name` and `data` are paired by the AdapterEvent union, which TypeScript cannot follow into emit.
    this.connections = createConnectionRegistry((event) => this.events.emit(event.name, event.data as never));
    this.marks = createDisconnectMarks(
      options.storage === undefined ? createLocalStorage() : options.storage,
    );
  }

  /** The eip155 networks this adapter serves: its own when given, else the app's. */
  get networks(): readonly EvmCaipNetwork[] {
    return this.ownNetworks ?? this.appNetworks;
  }

  /** Called once by createAppKit (core's `construct` capability): the app's networks and options. */
  construct(params: AdapterConstructParams): void {
    this.appNetworks = evmNetworks(params.networks);
    this.projectId = params.projectId;
    this.enableInjected = params.enableInjected;
    this.enableEIP6963 = params.enableEIP6963;
  }

  getConnectors(): AdapterConnector[] {
    return listConnectors(this.sources());
  }

  async connect({ connectorId, chainId, rdns, onWalletRequest }: ConnectParams): Promise<ConnectResult> {
    const connector = resolveConnector(this.sources(), { connectorId, rdns });
    if (connector === undefined) {
      throw createError('CONNECTOR_NOT_FOUND', { details: `No eip155 connector "${rdns ?? connectorId}".` });
    }
    const targetChainId = chainId === undefined ? undefined : toEvmChainId(chainId);
    let session: WalletSession;
    try {
      session =
        connector.type === 'WALLET_CONNECT'
          ? await connectWalletConnect(this.requireUniversalProvider(), targetChainId)
          : await connectInjected(
              connector.provider,
              targetChainId === undefined ? undefined : this.findNetwork(targetChainId),
              onWalletRequest,
            );
    } catch (error) {
      throw toAdapterError(error);
    }
    await this.marks.clear(connector.id);
    return this.record({ connectorId: connector.id, provider: connector.provider, ...session });
  }

  /**
   * Ends the connection of `connectorId` (the current one when none is given): the wallet-connect session
   * is closed; an injected wallet is asked to revoke the site's permission (most cannot, which is fine)
   * and remembered as disconnected, so a later reconnect does not bring it back.
   */
  async disconnect(params: { connectorId?: string } = {}): Promise<void> {
    const connection = this.connections.get(params.connectorId);
    const connectorId =
      connection?.connectorId ??
      (params.connectorId === undefined
        ? undefined
        : (resolveConnector(this.sources(), { connectorId: params.connectorId })?.id ?? params.connectorId));
    if (connectorId === undefined) return;
    try {
      if (connectorId === CONNECTOR_IDS.WALLET_CONNECT) await this.endWalletConnectSession();
      else {
        await this.marks.mark(connectorId);
        if (connection !== undefined) await revokePermissions(connection);
      }
    } catch (error) {
      throw toAdapterError(error);
    }
    this.connections.remove(connectorId);
  }

  /** Never prompts: no eth_requestAccounts and no chain switch, so `chainId` is not forced on the wallet. */
  async reconnect({
    connectorId,
    chainId,
  }: {
    connectorId: string;
    chainId?: number | string;
  }): Promise<ConnectResult | undefined> {
    const connector = await waitForConnector(this.sources(), { connectorId }, INJECTED_WALLET_WAIT_MS);
    if (connector === undefined) return undefined;
    const existing = this.connections.get(connector.id);
    if (existing !== undefined) return toConnectResult(existing);
    if (await this.marks.isMarked(connector.id)) return undefined;
    const storedChainId = typeof chainId === 'number' ? chainId : undefined;
    const session =
      connector.type === 'WALLET_CONNECT'
        ? await restoreWalletConnect(this.requireUniversalProvider(), storedChainId)
        : await restoreInjected(connector.provider);
    if (session === undefined) return undefined;
    return this.record({ connectorId: connector.id, provider: connector.provider, ...session });
  }

  async getAccounts({ connectorId }: { connectorId: string }): Promise<AdapterAccount[]> {
    return toAdapterAccounts(this.connections.get(connectorId)?.accounts ?? []);
  }

  /**
   * Switches the connected wallet, adding the chain first when it does not know it (core's
   * switchProviderChain). Without a connection there is no wallet to ask, and nothing to do.
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
    const connection = this.connections.get(connectorId);
    if (connection === undefined) return;
    const { provider } = connection;
    await switchProviderChain({
      provider,
      network: { ...network, id: chainId },
      readChainId: () => readChainId(provider),
    });
    // Some wallets switch without emitting chainChanged (MetaMask when its net_version probe fails).
    if ((await readChainId(provider)) === chainId)
      this.connections.update(connection.connectorId, { chainId });
  }

  /** The native balance by eth_getBalance on the network's node (ethers' JsonRpcProvider). */
  async getBalance({ address, network }: { address: string; network: CaipNetwork }): Promise<BalanceResult> {
    const value = await (await this.reader()).getBalance(network, address);
    return {
      balance: formatUnits(value, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    };
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
    const { signMessageWith } = await import('./wallet-actions.js');
    return signMessageWith(this.walletTarget(connectorId, address), message);
  }

  async sendTransaction(params: SendTransactionParams): Promise<string> {
    const { sendTransactionWith } = await import('./wallet-actions.js');
    return sendTransactionWith(this.walletTarget(), params);
  }

  /** Gas units, as AppKit's EthersAdapter.estimateGas; failures are 'EthersAdapter:estimateGas - Estimate gas failed'. */
  async estimateGas(params: EstimateFeeParams): Promise<bigint> {
    try {
      const network = this.findNetwork(this.chainIdFor(params.chainId));
      return await (await this.reader()).estimateGas(network, params);
    } catch (error) {
      throw new EthersAdapterError('ADAPTER_ESTIMATE_GAS_FAILED', { cause: error, category: 'NODE_ERROR' });
    }
  }

  /** The fee in wei: gas × the price per gas a wallet would offer now (ethers' getFeeData). */
  async estimateFee(params: EstimateFeeParams): Promise<bigint> {
    const gas = await this.estimateGas(params);
    try {
      const network = this.findNetwork(this.chainIdFor(params.chainId));
      return gas * (await (await this.reader()).pricePerGas(network));
    } catch (error) {
      throw new EthersAdapterError('ADAPTER_ESTIMATE_GAS_FAILED', { cause: error, category: 'NODE_ERROR' });
    }
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

  async signTypedData({ address, typedData }: { address: string; typedData: unknown }): Promise<string> {
    const { signTypedDataWith } = await import('./wallet-actions.js');
    return signTypedDataWith(this.walletTarget(undefined, address), typedData);
  }

  async getCaipAddress({ connectorId }: { connectorId: string }): Promise<CaipAddress | undefined> {
    const connection = this.connections.get(connectorId);
    const [address] = connection?.accounts ?? [];
    if (connection === undefined || address === undefined) return undefined;
    return buildCaipAddress('eip155', connection.chainId, address);
  }

  /** Lists the 'walletConnect' connector over the instance's session (no network until it is used). */
  setUniversalProvider(handle: UniversalProviderHandle): void {
    if (this.universalProvider !== undefined) return;
    this.universalProvider = handle;
    this.walletConnectProvider = createWalletConnectProvider(handle);
    this.events.emit('connectorsChanged', { connectors: this.getConnectors() });
  }

  /** Where wallets come from; EIP-6963 discovery starts on the first look in a browser. */
  private sources(): ConnectorSources {
    const target = (globalThis as { window?: Eip6963Target }).window;
    if (this.announced === undefined && this.enableEIP6963 && target !== undefined) {
      this.announced = discoverAnnouncedWallets(target);
      // Lives as long as the adapter (one page), like wagmi's EIP-6963 store.
      this.announced.subscribe(() =>
        this.events.emit('connectorsChanged', { connectors: this.getConnectors() }),
      );
    }
    return {
      announced: this.enableEIP6963 ? this.announced : undefined,
      injected: this.enableInjected,
      walletConnect: this.walletConnectProvider,
    };
  }

  private record(connection: Connection): ConnectResult {
    this.connections.add(connection);
    return toConnectResult(connection);
  }

  private requireUniversalProvider(): UniversalProviderHandle {
    if (this.universalProvider === undefined) {
      throw createError('PROVIDER_NOT_FOUND', { details: 'WalletConnect is not enabled for this instance.' });
    }
    return this.universalProvider;
  }

  private async endWalletConnectSession(): Promise<void> {
    const provider = this.universalProvider?.loadedProvider();
    // After a wallet-side delete, or a disconnect on another namespace, there is no session left to end.
    if (provider?.session === undefined) return;
    try {
      await provider.disconnect();
    } catch (error) {
      if (provider.session !== undefined) throw error;
    }
  }

  /** The connection a wallet request goes to (the current one when no id is given), for `address`. */
  private walletTarget(connectorId?: string, address?: string): WalletTarget | undefined {
    const connection = this.connections.get(connectorId);
    const from = address ?? connection?.accounts[0];
    if (connection === undefined || from === undefined) return undefined;
    return { provider: connection.provider, address: from, chainId: connection.chainId };
  }

  private findNetwork(chainId: number): EvmCaipNetwork {
    const network = this.networks.find((candidate) => candidate.id === chainId);
    if (network === undefined) throw createError('CHAIN_NOT_CONFIGURED', { details: `eip155:${chainId}` });
    return network;
  }

  private chainIdFor(chainId: number | string | undefined): number {
    if (chainId !== undefined) return toEvmChainId(chainId);
    const current = this.connections.get()?.chainId ?? this.networks[0]?.id;
    if (current === undefined)
      throw createError('CHAIN_NOT_CONFIGURED', { details: 'The adapter has no network.' });
    return current;
  }

  private reader(): Promise<NodeReader> {
    // A failed chunk load (offline, deploy in between) must not stick: the next call tries again.
    this.nodeReader ??= import('./node-reads.js').then(
      (module) => module.createNodeReader(),
      (error: unknown) => {
        this.nodeReader = undefined;
        throw error;
      },
    );
    return this.nodeReader;
  }
}

function toConnectResult(connection: Connection): ConnectResult {
  return {
    accounts: toAdapterAccounts(connection.accounts),
    chainId: connection.chainId,
    connectorId: connection.connectorId,
  };
}

/**
 * EIP-2255 wallet_revokePermissions, so the wallet itself forgets the site where it can. Most wallets
 * answer 4200 (unsupported) or fail otherwise; the disconnect stands anyway (the adapter's mark keeps it).
 */
async function revokePermissions(connection: Connection): Promise<void> {
  await connection.provider
    .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    .catch(() => undefined);
}
