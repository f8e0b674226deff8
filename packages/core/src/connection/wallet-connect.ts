/**
 * The wallet-connect flow: pairing URI and expiry, the single awaited pairing on mobile Telegram and iOS
 * Safari, finalizing, resetting, and replacing a stale session.
 */
import { CONNECTOR_IDS, type RecentWallet } from '../connectors/types.js';
import { createError } from '../errors/index.js';
import type { FlowContext } from './context.js';
import { isPairingExpired } from './pairing.js';
import { awaitsSinglePairing } from './platform.js';
import type { WalletConnectApproval, WalletConnectPort } from './ports.js';
import { isSessionStale } from './session-staleness.js';
import { connectionTransition } from './status.js';
import { type WalletConnectLinking, withNewPairingUri, withWalletConnectReset } from './state.js';

export interface WalletConnectFlow {
  /** Stores a new pairing URI; its expiry is now + 4 minutes. */
  setUri(uri: string): void;
  setLinking(linking: WalletConnectLinking | undefined): void;
  setRecentWallet(wallet: RecentWallet | undefined): void;
  setBuffering(buffering: boolean): void;
  /** True when the stored pairing is absent or within 10 s of its expiry. */
  isPairingExpired(): boolean;
  /** Pairs, waits for the wallet's approval, records the approved namespaces and finalizes. */
  connect(): Promise<void>;
  /** Stores the deep link and the recent wallet, and tracks CONNECT_SUCCESS (method mobile or qrcode). */
  finalize(): Promise<void>;
  /** Clears uri, expiry, linking and recent wallet, sets disconnected, clears transactions and the stored deep link. */
  reset(): Promise<void>;
  /** Drops and re-pairs the session when it lacks a requested chain; resolves whether it did. */
  refreshIfStale(requestedChains: readonly string[]): Promise<boolean>;
}

function requirePort(port: WalletConnectPort | undefined): WalletConnectPort {
  if (port === undefined) {
    throw createError('CONNECTION_CONTROLLER_CLIENT_NOT_SET', {
      details: 'No wallet-connect client was given to the connection service.',
    });
  }
  return port;
}

export function createWalletConnectFlow(ctx: FlowContext): WalletConnectFlow {
  const { deps, records, persistence } = ctx;
  const { store } = deps;
  // The pairing under way on platforms that await a single one. Per service instance, never module-level.
  let pendingConnection: Promise<void> | undefined;
  // Numbers the pairing attempts; only the latest may show its URI or its failure. The view starts a new
  // pairing shortly before the old one's expiry (and on "Try again") without cancelling the old one, and
  // the client later rejects that unanswered proposal (PROPOSAL_EXPIRED): that must not replace the live QR.
  let latestAttempt = 0;

  const setUri = (uri: string) => store.setState(withNewPairingUri(uri, deps.clock.now()));
  const setStatus = (event: Parameters<typeof connectionTransition>[1]) =>
    store.setState((state) => ({ status: connectionTransition(state.status, event) }));
  const hasCurrentConnection = () => Object.keys(store.getState().currentConnectorIds).length > 0;

  const recordApprovals = async (approvals: readonly WalletConnectApproval[]) => {
    for (const approval of approvals) {
      if (approval.accounts.length === 0) continue;
      await records.applyConnection(approval.namespace, {
        connectorId: CONNECTOR_IDS.WALLET_CONNECT,
        accounts: approval.accounts,
        chainId: approval.chainId,
      });
      records.transition(approval.namespace, { type: 'connectSucceeded' });
    }
  };

  const finalize = async () => {
    const { wcLinking, recentWallet } = store.getState();
    if (wcLinking !== undefined) await persistence.storeDeepLink(wcLinking);
    if (recentWallet !== undefined) await persistence.addRecentWallet(recentWallet);
    deps.events.emit('CONNECT_SUCCESS', {
      method: wcLinking === undefined ? 'qrcode' : 'mobile',
      name: recentWallet?.name ?? 'Unknown',
    });
  };

  const pairAndRecord = async (port: WalletConnectPort, trackStatus: boolean) => {
    latestAttempt += 1;
    const attempt = latestAttempt;
    const isLatest = () => attempt === latestAttempt;
    if (trackStatus) setStatus({ type: 'connectStarted' });
    try {
      const approvals = await port.connect((uri) => {
        if (isLatest()) setUri(uri);
      });
      await recordApprovals(approvals);
    } catch (error) {
      // A superseded attempt's failure leaves the newer pairing's state alone; its caller still hears of it.
      if (isLatest()) {
        store.setState({ wcError: true });
        if (trackStatus) setStatus({ type: 'connectFailed', hasCurrentConnection: hasCurrentConnection() });
      }
      throw error;
    }
    // The pairing is used up: the next connect must make a new one.
    store.setState({ wcPairingExpiry: undefined });
    if (trackStatus) setStatus({ type: 'connectSucceeded' });
    await finalize();
  };

  const reset = async () => {
    store.setState(withWalletConnectReset());
    deps.transactions.reset();
    await persistence.removeDeepLink();
  };

  const connect = async () => {
    const port = requirePort(deps.walletConnect);
    // "On mobile Telegram or iOS Safari, the wallet-connect pairing is awaited once; status goes
    // connecting then connected and the pairing expiry is cleared."
    if (!awaitsSinglePairing(deps.platform)) return pairAndRecord(port, false);
    if (pendingConnection !== undefined) return pendingConnection;
    pendingConnection = pairAndRecord(port, true).finally(() => {
      pendingConnection = undefined;
    });
    return pendingConnection;
  };

  return {
    setUri,
    setLinking: (linking) => store.setState({ wcLinking: linking }),
    setRecentWallet: (wallet) => store.setState({ recentWallet: wallet }),
    setBuffering: (buffering) => store.setState({ buffering }),
    isPairingExpired: () => isPairingExpired(store.getState().wcPairingExpiry, deps.clock.now()),
    connect,
    finalize,
    reset,

    async refreshIfStale(requestedChains) {
      const port = requirePort(deps.walletConnect);
      const sessionChains = port.sessionChains();
      if (sessionChains === undefined || !isSessionStale(sessionChains, requestedChains)) return false;
      try {
        await port.disconnect();
      } catch (error) {
        // The new pairing replaces the session anyway; a relay hiccup must not block it.
        deps.logger.error('Failed to drop the stale wallet-connect session', { error });
      }
      const { connections } = store.getState();
      for (const [namespace, list] of Object.entries(connections)) {
        if (list?.some((entry) => entry.connectorId === CONNECTOR_IDS.WALLET_CONNECT)) {
          await records.closeConnection(namespace as keyof typeof connections, CONNECTOR_IDS.WALLET_CONNECT);
        }
      }
      await reset();
      await connect();
      return true;
    },
  };
}
