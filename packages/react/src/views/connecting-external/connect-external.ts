/**
 * Connecting one wallet through its connector (the ConnectingExternal view's work), as plain functions
 * over the instance: which request to send, what a failure means to the visitor, and what follows a
 * success. Success closes the modal, as AppKit does after an external connect; a later sign-in step
 * (SIWX) takes over from the connection service when it exists.
 */
import {
  type AppKitCore,
  addRecentWallet,
  type CodedText,
  type ConnectRequest,
  type Connector,
  errorText,
  isUserRejection,
  parseWalletError,
  selectNamespaceNetwork,
  storageKeys,
  VERBATIM_TEXT,
  verbatimText,
  WalletportError,
} from '@walletport/core/internal';

type ConnectInstance = Pick<AppKitCore, 'stores' | 'services' | 'close'>;

/**
 * The connector to connect on its namespace. A MULTI_CHAIN wallet connects through its connector for
 * the active namespace, else its first one.
 */
export function connectTarget(connector: Connector, activeNamespace: string | undefined): Connector {
  if (connector.type !== 'MULTI_CHAIN' || connector.connectors === undefined) return connector;
  return (
    connector.connectors.find((inner) => inner.chain === activeNamespace) ??
    connector.connectors[0] ??
    connector
  );
}

/** The request for the connection service: the wallet's namespace, on the network that namespace is on. */
export function connectRequestFor(instance: ConnectInstance, connector: Connector): ConnectRequest {
  const chains = instance.stores.chains.getState();
  const target = connectTarget(connector, chains.activeNamespace);
  const network = selectNamespaceNetwork(chains, target.chain);
  const request: ConnectRequest = { namespace: target.chain, connectorId: target.id };
  if (network !== undefined) request.chainId = network.id;
  const rdns = target.info?.rdns;
  if (rdns !== undefined && rdns !== '') request.rdns = rdns;
  return request;
}

export type ConnectFailure =
  /** The visitor said no in the wallet (code 4001 and its look-alikes). */
  | { kind: 'declined' }
  /**
   * Anything else; `message` is the error's text as a code (worded by the view in the visitor's
   * language) when it has one worth showing.
   */
  | { kind: 'failed'; message: CodedText | undefined };

const MAX_MESSAGE_LENGTH = 160;

function shortText(message: string): string | undefined {
  const firstLine = message.split('\n')[0]?.trim() ?? '';
  if (firstLine === '') return undefined;
  return firstLine.length > MAX_MESSAGE_LENGTH ? `${firstLine.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : firstLine;
}

/** What a failed connect means to the visitor. */
export function classifyConnectFailure(error: unknown): ConnectFailure {
  if (isUserRejection(error)) return { kind: 'declined' };
  // A wallet error with a code reads best in the catalogue's words ('Unauthorized', 'Chain disconnected' …).
  const hasCode =
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number';
  const source = !(error instanceof WalletportError) && hasCode ? parseWalletError(error) : error;
  if (!(source instanceof Error)) return { kind: 'failed', message: undefined };
  const text = errorText(source);
  // Nothing to say beyond 'An error occurred': the view's own hint says it better.
  if (text.code === 'ERROR_OCCURRED') return { kind: 'failed', message: undefined };
  if (text.code !== VERBATIM_TEXT) return { kind: 'failed', message: text };
  // A wallet's own wording: its first line, kept short.
  const short = shortText(String(text.params?.text ?? ''));
  return { kind: 'failed', message: short === undefined ? undefined : verbatimText(short) };
}

/** The connector is already this namespace's connection: nothing to do, the visitor is connected. */
export function isAlreadyConnected(error: unknown): boolean {
  return error instanceof WalletportError && error.code === 'ALREADY_CONNECTED';
}

/**
 * Connects and, on success, records the wallet among the recent ones and tracks CONNECT_SUCCESS
 * (method 'browser', as AppKit reports external wallets). Rejects with the connect error.
 */
export async function connectExternalWallet(
  instance: ConnectInstance,
  connector: Connector,
  walletName: string,
): Promise<void> {
  const request = connectRequestFor(instance, connector);
  try {
    await instance.services.connection.connect(request);
  } catch (error) {
    if (!isAlreadyConnected(error)) throw error;
  }
  await rememberRecentWallet(instance, connector, walletName);
  const network = selectNamespaceNetwork(instance.stores.chains.getState(), request.namespace);
  instance.services.events.emit('CONNECT_SUCCESS', {
    method: 'browser',
    name: walletName,
    connectorId: request.connectorId,
    ...(network === undefined ? {} : { network: network.caipNetworkId }),
  });
}

/** Adds the wallet to the stored recent wallets (the list keeps 2). A storage failure is ignored. */
async function rememberRecentWallet(
  instance: ConnectInstance,
  connector: Connector,
  walletName: string,
): Promise<void> {
  try {
    const storage = instance.services.storage;
    const current = (await storage.get(storageKeys.recentWallets)) ?? [];
    const rdns = connector.info?.rdns;
    await storage.set(
      storageKeys.recentWallets,
      addRecentWallet(current, { id: connector.id, name: walletName, ...(rdns ? { rdns } : {}) }),
    );
  } catch {
    // Typed storage logs its own failures; a lost recent entry must not undo a connection.
  }
}
