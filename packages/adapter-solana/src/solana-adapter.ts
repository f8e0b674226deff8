/**
 * The solana adapter: Wallet Standard wallets and the wallet-connect session's solana namespace, with
 * @solana/kit for the chain. Constructed like AppKit's SolanaAdapter (`new SolanaAdapter()`; the app's
 * networks arrive through `construct` when createAppKit builds the instance), so an AppKit app moves over
 * by changing imports.
 *
 * Only what listing wallets and restoring a session need is imported statically (Wallet Standard's
 * discovery, a few hundred bytes). @solana/kit (RPC reads, transaction building, base58) is a dynamic
 * import on first use, so a page pays for it only once a visitor reads a balance, signs or sends.
 */
import type { Wallet } from '@wallet-standard/base';
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
  type ConnectParams,
  type ConnectResult,
  createError,
  createEventBus,
  type EstimateFeeParams,
  type EventBus,
  formatUnits,
  parseUnits,
  type SendTransactionParams,
  type SolanaCaipNetwork,
  type TokenBalance,
  type TransactionReceiptResult,
  toAdapterError,
  type UniversalProviderHandle,
  type WaitForTransactionReceiptParams,
} from '@walletport/core/internal';
import { requireNetwork, solanaNetworks, standardChainOf } from './chains.js';
import {
  addressesOf,
  type ConnectionRegistry,
  createConnectionRegistry,
  type SolanaConnection,
  type StandardConnection,
} from './connections.js';
import type { SolanaAdapterOptions, SolanaTokenInfo } from './options.js';
import { requireSessionConnection, sessionConnection, WALLET_CONNECT_ID } from './walletconnect-session.js';
import {
  connectorIdOf,
  discoverStandardWallets,
  solanaAccounts,
  type StandardWallets,
  toConnector,
} from './wallet-standard.js';
import { disconnectStandardWallet } from './standard-disconnect.js';
import {
  connectFeature,
  toAccount,
  toAdapterAccounts,
  toConnectResult,
  waitForStandardWallet,
  watchWallet,
} from './standard-session.js';

/** How long reconnect waits for a stored wallet to register itself: 1000 ms (as the eip155 adapters). */
export const STANDARD_WALLET_WAIT_MS = 1000;
/** The default wait for a confirmation (core's default receipt wait). */
const DEFAULT_CONFIRM_TIMEOUT_MS = 180_000;

type EventMap = { [K in keyof AdapterEvents]: AdapterEvents[K] };

type OfferedCapabilities = Pick<
  AdapterCapabilities,
  | 'construct'
  | 'getCaipAddress'
  | 'setUniversalProvider'
  | 'readTokenBalances'
  | 'sendTokenTransfer'
  | 'waitForTransactionReceipt'
>;

export class SolanaAdapter implements ChainAdapter, OfferedCapabilities {
  readonly namespace = 'solana' as const;
  /** AppKit's adapter type name, for apps that branch on it. */
  readonly adapterType = 'solana' as const;
  projectId: string | undefined;
  private readonly ownNetworks: readonly SolanaCaipNetwork[] | undefined;
  private appNetworks: readonly SolanaCaipNetwork[] = [];
  private readonly tokens: readonly SolanaTokenInfo[];
  private readonly events: EventBus<EventMap>;
  private readonly connections: ConnectionRegistry = createConnectionRegistry();
  private readonly registerWalletStandard: boolean;
  private standard: StandardWallets | undefined;
  private universalProvider: UniversalProviderHandle | undefined;

  constructor(options: SolanaAdapterOptions = {}) {
    this.ownNetworks = options.networks === undefined ? undefined : solanaNetworks(options.networks);
    this.tokens = options.tokens ?? [];
    this.registerWalletStandard = options.registerWalletStandard !== false;
    this.events = createEventBus<EventMap>();
  }

  /** The solana networks this adapter serves: its own when given, else the app's. */
  get networks(): readonly SolanaCaipNetwork[] {
    return this.ownNetworks ?? this.appNetworks;
  }

  construct(params: AdapterConstructParams): void {
    this.appNetworks = solanaNetworks(params.networks);
    this.projectId = params.projectId;
  }

  getConnectors(): AdapterConnector[] {
    const connectors = this.standardWallets().list().map(toConnector);
    if (this.universalProvider !== undefined) {
      connectors.unshift({
        id: WALLET_CONNECT_ID,
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        chain: 'solana',
      });
    }
    return connectors;
  }

  async connect({ connectorId, chainId }: ConnectParams): Promise<ConnectResult> {
    const network = requireNetwork(this.networks, chainId);
    if (connectorId === WALLET_CONNECT_ID) {
      const connection = await requireSessionConnection(this.requireUniversalProvider(), network.id);
      return this.record(connection);
    }
    const wallet = this.findWallet(connectorId);
    if (wallet === undefined) {
      throw createError('CONNECTOR_NOT_FOUND', { details: `No solana wallet "${connectorId}".` });
    }
    try {
      const { accounts } = await connectFeature(wallet).connect();
      return this.recordStandard(wallet, accounts, network.id);
    } catch (error) {
      throw toAdapterError(error);
    }
  }

  async disconnect(params: { connectorId?: string } = {}): Promise<void> {
    const connection = this.connections.get(params.connectorId);
    if (connection === undefined) return;
    this.connections.remove(connection.connectorId);
    try {
      if (connection.kind === 'standard') await disconnectStandardWallet(connection.wallet);
      else await this.endWalletConnectSession();
    } catch (error) {
      throw toAdapterError(error);
    }
  }

  /** Never prompts: a Wallet Standard wallet is asked for a silent connect (accounts it already granted). */
  async reconnect({
    connectorId,
    chainId,
  }: {
    connectorId: string;
    chainId?: number | string;
  }): Promise<ConnectResult | undefined> {
    const network = this.networks.find((candidate) => candidate.id === String(chainId)) ?? this.networks[0];
    if (network === undefined) return undefined;
    const existing = this.connections.get(connectorId);
    if (existing !== undefined) return toConnectResult(existing);
    if (connectorId === WALLET_CONNECT_ID) {
      const provider = this.universalProvider?.loadedProvider();
      const connection = provider === undefined ? undefined : sessionConnection(provider, network.id);
      return connection === undefined ? undefined : this.record(connection);
    }
    const wallet = await this.waitForWallet(connectorId, STANDARD_WALLET_WAIT_MS);
    if (wallet === undefined) return undefined;
    try {
      const { accounts } = await connectFeature(wallet).connect({ silent: true });
      if (solanaAccounts(accounts).length === 0) return undefined;
      return this.recordStandard(wallet, accounts, network.id);
    } catch {
      return undefined; // a wallet that will not restore silently is simply not connected
    }
  }

  async getAccounts({ connectorId }: { connectorId: string }): Promise<AdapterAccount[]> {
    const connection = this.connections.get(connectorId);
    return connection === undefined ? [] : toAdapterAccounts(connection);
  }

  /**
   * Solana wallets have no "current chain" to switch: the connection moves to the network, provided the
   * wallet serves it (its account lists the cluster, or the wallet-connect session approved it).
   */
  async switchNetwork({
    network,
    connectorId,
  }: {
    network: CaipNetwork;
    connectorId?: string;
  }): Promise<void> {
    if (network.chainNamespace !== 'solana') {
      throw createError('CHAIN_NOT_SUPPORTED', {
        details: `${network.caipNetworkId} is not a solana network.`,
      });
    }
    const target = requireNetwork(this.networks, network.id);
    const connection = this.connections.get(connectorId);
    if (connection === undefined) return;
    if (connection.kind === 'walletConnect') {
      const provider = this.universalProvider?.loadedProvider();
      const moved = provider === undefined ? undefined : sessionConnection(provider, target.id);
      if (moved === undefined || moved.chainId !== target.id) {
        throw createError('CHAIN_NOT_SUPPORTED', {
          details: `The wallet did not approve ${target.caipNetworkId}.`,
        });
      }
      provider?.setDefaultChain(target.caipNetworkId);
      this.connections.replace(moved);
    } else {
      const chain = standardChainOf(target);
      const served = connection.accounts.some(
        (account) => chain === undefined || account.chains.includes(chain),
      );
      if (!served) {
        throw createError('CHAIN_NOT_SUPPORTED', {
          details: `${connection.wallet.name} does not serve ${target.caipNetworkId}.`,
        });
      }
      this.connections.update(connection.connectorId, { chainId: target.id });
    }
    this.events.emit('chainChanged', { chainId: target.id, connectorId: connection.connectorId });
  }

  async getBalance({ address, network }: { address: string; network: CaipNetwork }): Promise<BalanceResult> {
    const { readLamports } = await import('./rpc.js');
    const lamports = await readLamports(network, address);
    return {
      balance: formatUnits(lamports, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    };
  }

  /** SOL and the account's SPL tokens, read from the network's node (token-balances.ts). */
  async readTokenBalances({
    address,
    network,
  }: {
    address: string;
    network: CaipNetwork;
  }): Promise<TokenBalance[]> {
    const { readSolanaTokenBalances } = await import('./token-balances.js');
    return readSolanaTokenBalances(network, address, this.tokens);
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
    const connection = this.requireConnection(connectorId);
    const { signMessageWith } = await import('./wallet-actions.js');
    return signMessageWith(connection, message, address);
  }

  /** A SOL transfer of `value` lamports to `to` (solana has no calldata: `data` is refused). */
  async sendTransaction(params: SendTransactionParams): Promise<string> {
    if (params.data !== undefined && params.data !== '0x' && params.data !== '') {
      throw createError('CHAIN_NOT_SUPPORTED', {
        details: 'Solana transfers carry no calldata; use sendTokenTransfer for SPL tokens.',
      });
    }
    return this.transfer({ to: params.to, amount: params.value ?? 0n, chainId: params.chainId });
  }

  async sendTokenTransfer(params: {
    to: string;
    amount: bigint;
    token: { address: string; decimals: number };
    chainId: number | string;
  }): Promise<string> {
    const mint = params.token.address.split(':').at(-1) ?? '';
    return this.transfer({
      to: params.to,
      amount: params.amount,
      chainId: params.chainId,
      token: { mint, decimals: params.token.decimals },
    });
  }

  /** The network's fee for a SOL transfer's message, in lamports (getFeeForMessage). */
  async estimateFee(params: EstimateFeeParams): Promise<bigint> {
    const network = requireNetwork(this.networks, params.chainId ?? this.connections.get()?.chainId);
    const [{ buildTransfer }, { readFeeForMessage }] = await Promise.all([
      import('./transfers.js'),
      import('./rpc.js'),
    ]);
    // The fee does not depend on the amount; a zero (the form's estimate while editing) is priced as 1 lamport.
    const amount = params.value !== undefined && params.value > 0n ? params.value : 1n;
    const built = await buildTransfer(network, { from: params.from, to: params.to, amount });
    return readFeeForMessage(network, built.messageBase64);
  }

  async waitForTransactionReceipt(
    params: WaitForTransactionReceiptParams,
  ): Promise<TransactionReceiptResult> {
    const network = requireNetwork(this.networks, params.chainId);
    const { waitForSignature } = await import('./rpc.js');
    return waitForSignature(network, params.hash, params.timeoutMs ?? DEFAULT_CONFIRM_TIMEOUT_MS);
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

  async getCaipAddress({ connectorId }: { connectorId: string }): Promise<CaipAddress | undefined> {
    const connection = this.connections.get(connectorId);
    const [address] = connection === undefined ? [] : addressesOf(connection);
    if (connection === undefined || address === undefined) return undefined;
    return buildCaipAddress('solana', connection.chainId, address);
  }

  /** Lists the 'walletConnect' connector over the instance's session (no network until it is used). */
  setUniversalProvider(handle: UniversalProviderHandle): void {
    if (this.universalProvider !== undefined) return;
    this.universalProvider = handle;
    this.events.emit('connectorsChanged', { connectors: this.getConnectors() });
  }

  private async transfer(request: {
    to: string;
    amount: bigint;
    chainId: number | string | undefined;
    token?: { mint: string; decimals: number };
  }): Promise<string> {
    const connection = this.requireConnection(undefined);
    const network = requireNetwork(this.networks, request.chainId ?? connection.chainId);
    const [from] = addressesOf(connection);
    if (from === undefined)
      throw createError('PROVIDER_NOT_FOUND', { details: 'The wallet has no account.' });
    const [{ buildTransfer }, { signAndSendWith }] = await Promise.all([
      import('./transfers.js'),
      import('./wallet-actions.js'),
    ]);
    const built = await buildTransfer(network, { from, ...request });
    return signAndSendWith(connection, network, built.wire);
  }

  /** Wallet Standard discovery starts on the first look in a browser (AppKit's registerWalletStandard). */
  private standardWallets(): StandardWallets {
    if (this.standard !== undefined) return this.standard;
    if (!this.registerWalletStandard) return { list: () => [], subscribe: () => () => undefined };
    this.standard = discoverStandardWallets();
    // Lives as long as the adapter (one page), like the eip155 adapters' EIP-6963 stores.
    this.standard.subscribe(() =>
      this.events.emit('connectorsChanged', { connectors: this.getConnectors() }),
    );
    return this.standard;
  }

  private findWallet(connectorId: string): Wallet | undefined {
    return this.standardWallets()
      .list()
      .find((wallet) => connectorIdOf(wallet) === connectorId);
  }

  private waitForWallet(connectorId: string, timeoutMs: number): Promise<Wallet | undefined> {
    return waitForStandardWallet(this.standardWallets(), connectorId, timeoutMs);
  }

  private recordStandard(
    wallet: Wallet,
    granted: StandardConnection['accounts'],
    chainId: string,
  ): ConnectResult {
    const accounts = solanaAccounts(granted);
    if (accounts.length === 0) {
      throw createError('PROVIDER_NOT_FOUND', {
        details: `${wallet.name} connected without a Solana account.`,
      });
    }
    const connectorId = connectorIdOf(wallet);
    const stop = watchWallet(wallet, (changed) => {
      const current = this.connections.get(connectorId);
      if (current?.kind !== 'standard') return;
      const next = solanaAccounts(changed);
      if (next.length === 0) {
        this.connections.remove(connectorId);
        this.events.emit('disconnect', { connectorId });
        return;
      }
      this.connections.replace({ ...current, accounts: next });
      this.events.emit('accountsChanged', { accounts: next.map(toAccount), connectorId });
    });
    return this.record({ kind: 'standard', connectorId, wallet, accounts, chainId, stop });
  }

  private record(connection: SolanaConnection): ConnectResult {
    this.connections.add(connection);
    return toConnectResult(connection);
  }

  private requireConnection(connectorId: string | undefined): SolanaConnection {
    const connection = this.connections.get(connectorId);
    if (connection === undefined) {
      throw createError('PROVIDER_NOT_FOUND', { details: 'No solana wallet is connected.' });
    }
    return connection;
  }

  private requireUniversalProvider(): UniversalProviderHandle {
    if (this.universalProvider === undefined) {
      throw createError('PROVIDER_NOT_FOUND', { details: 'WalletConnect is not enabled for this instance.' });
    }
    return this.universalProvider;
  }

  private async endWalletConnectSession(): Promise<void> {
    const provider = this.universalProvider?.loadedProvider();
    if (provider?.session === undefined) return;
    try {
      await provider.disconnect();
    } catch (error) {
      if (provider.session !== undefined) throw error;
    }
  }
}
