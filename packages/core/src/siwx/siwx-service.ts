/**
 * The SIWX flow (see docs/siwx.md): after a connection on a supported network without a session for the
 * (chain, address) pair, the sign view opens; signing stores the session and closes the modal; a
 * failure keeps the sign view with an error; cancel disconnects when sign-in is required, else closes.
 * The service reaches the rest of the instance only through the ports below and writes only its store.
 */
import type { ChainNamespace } from '../caip/index.js';
import { createError, englishText } from '../errors/index.js';
import type {
  CloseOptions,
  CloseOutcome,
  ModalState,
  OpenOptions,
  RouterState,
  SiwxClosePort,
} from '../modal/index.js';
import type { Store } from '../store/index.js';
import {
  decideSignIn,
  findSession,
  messageData,
  pairKey,
  type SiwxAccount,
  signInError,
} from './siwx-rules.js';
import { hasSiwxSession, readSiwxRequired, SIWX_UNAVAILABLE_ERROR } from './siwx-status.js';
import type { SiwxStore } from './siwx-store.js';
import type { SiwxConfig, SiwxMessage, SiwxSession } from './types.js';

/** The connected account, read on demand and watched for changes. */
export interface SiwxAccountPort {
  current(): SiwxAccount | undefined;
  subscribe(listener: () => void): () => void;
}

/** Asks the wallet of `namespace` (its adapter) to sign `message` with `address`. */
export interface SiwxSignerPort {
  signMessage(
    namespace: ChainNamespace,
    params: { message: string; address: string; connectorId?: string },
  ): Promise<string>;
}

export type SiwxEvents = {
  SIWX_AUTH_SUCCESS: { network: string; isSmartAccount: boolean };
  SIWX_AUTH_ERROR: { network: string; isSmartAccount: boolean; message?: string };
  CLICK_CANCEL_SIWX: { network: string; isSmartAccount: boolean };
};

export interface SiwxEventSink {
  emit<K extends keyof SiwxEvents>(type: K, data: SiwxEvents[K]): void;
}

export interface SiwxServiceDeps {
  config: SiwxConfig;
  store: SiwxStore;
  account: SiwxAccountPort;
  signer: SiwxSignerPort;
  modal: {
    readonly store: Pick<Store<ModalState>, 'getState'>;
    open(options?: OpenOptions): void;
    close(options?: CloseOptions): CloseOutcome;
  };
  router: { readonly store: Pick<Store<RouterState>, 'getState'>; reset(view: { name: 'Connect' }): void };
  connection: { disconnect(): Promise<void> };
  events: SiwxEventSink;
  /** Every configured network is eip155 (the universal-provider rule). */
  allNetworksEip155: boolean;
  logger: { error(message: string, context?: Readonly<Record<string, unknown>>): void };
}

export interface SiwxService extends SiwxClosePort {
  readonly store: SiwxStore;
  /** The app made sign-in required (config.getRequired). */
  isRequired(): boolean;
  /** A session exists for the connected chain and address. */
  hasSession(): boolean;
  /**
   * Creates the message if not yet, asks the wallet to sign, hands the session to config.addSession.
   * Success: signed-in, modal closed, SIWX_AUTH_SUCCESS. Failure: status 'error' with a sentence for the
   * visitor, the sign view stays (or opens), SIWX_AUTH_ERROR. Resolves either way; rejects only when no
   * account is connected ('No ActiveCaipAddress found').
   */
  requestSignIn(): Promise<void>;
  /** CLICK_CANCEL_SIWX; disconnects when required, else closes the modal; then the view resets to Connect. */
  cancel(): Promise<void>;
  /** Revokes the session of the connected pair. When sign-in is required the wallet is disconnected too. */
  signOut(): Promise<void>;
  /** Follows the connected account (prompting as the rules say); returns the unsubscribe. */
  watch(): () => void;
}

const SIGN_VIEW = { name: 'SIWXSignMessage' } as const;

export function createSiwxService(deps: SiwxServiceDeps): SiwxService {
  const { config, store } = deps;
  /** The pair the service last acted on; a change of pair makes older async work stale. */
  let active: SiwxAccount | undefined;
  let generation = 0;
  let pendingMessage: { generation: number; promise: Promise<SiwxMessage> } | undefined;
  let signing: Promise<void> | undefined;

  const isStale = (started: number) => started !== generation;
  const eventData = (account: SiwxAccount) => ({
    network: account.chainId,
    isSmartAccount: account.isSmartAccount,
  });
  const report = (message: string, error: unknown) => deps.logger.error(message, { error });

  const isRequired = () => readSiwxRequired(config, report);
  const hasSession = () => hasSiwxSession(store);
  const onSignView = () =>
    deps.modal.store.getState().open && deps.router.store.getState().view.name === SIGN_VIEW.name;

  /** The message for the active pair, created once per pair (a shared promise, so no second nonce). */
  const ensureMessage = (account: SiwxAccount, started: number): Promise<SiwxMessage> => {
    if (pendingMessage?.generation === started) return pendingMessage.promise;
    const promise = config
      .createMessage({ chainId: account.chainId, accountAddress: account.address })
      .then((message) => {
        if (!isStale(started)) {
          store.setState({
            pending: { chainId: account.chainId, address: account.address, message: message.toString() },
          });
        }
        return message;
      });
    pendingMessage = { generation: started, promise };
    // A failed creation is retried by the next attempt rather than remembered.
    promise.catch(() => {
      if (pendingMessage?.promise === promise) pendingMessage = undefined;
    });
    return promise;
  };

  /** A failed initialization (session check, message creation) disconnects and resets the view. */
  const failInitialization = async (error: unknown) => {
    report('SIWX initialization failed', error);
    store.replaceState({ status: 'error', error: SIWX_UNAVAILABLE_ERROR });
    try {
      await deps.connection.disconnect();
    } catch (disconnectError) {
      report('Disconnect after a failed SIWX initialization failed', disconnectError);
    }
    deps.router.reset({ name: 'Connect' });
  };

  const evaluate = async (account: SiwxAccount, started: number) => {
    if (decideSignIn(account, deps.allNetworksEip155) !== 'check-session') {
      store.replaceState({ status: 'idle' });
      return;
    }
    let session: SiwxSession | undefined;
    try {
      session = findSession(await config.getSessions(account.chainId, account.address), account);
    } catch (error) {
      if (!isStale(started)) await failInitialization(error);
      return;
    }
    // A sign-in the visitor started meanwhile for this pair decides the outcome.
    if (isStale(started) || signing !== undefined) return;
    if (session !== undefined) {
      store.replaceState({ status: 'signed-in', session });
      // A sign view left open for a previous pair has nothing more to ask.
      if (onSignView()) deps.modal.close();
      return;
    }
    store.replaceState({ status: 'ready', pending: { chainId: account.chainId, address: account.address } });
    deps.modal.open({ view: SIGN_VIEW });
    try {
      await ensureMessage(account, started);
    } catch (error) {
      if (!isStale(started)) await failInitialization(error);
    }
  };

  const onAccountChange = () => {
    const next = deps.account.current();
    const previous = active;
    if ((next && pairKey(next)) === (previous && pairKey(previous))) {
      active = next; // same pair, fresher facts
      return;
    }
    active = next;
    generation += 1;
    pendingMessage = undefined;
    if (next === undefined) {
      const { status, error } = store.getState();
      // An initialization error stays readable after the disconnect it caused.
      store.replaceState(
        status === 'error' && error !== undefined ? { status: 'idle', error } : { status: 'idle' },
      );
      if (previous !== undefined && config.signOutOnDisconnect === true) {
        config
          .revokeSession(previous.chainId, previous.address)
          .catch((error) => report('SIWX sign-out on disconnect failed', error));
      }
      return;
    }
    void evaluate(next, generation);
  };

  const signIn = async (account: SiwxAccount, started: number) => {
    store.setState({
      status: 'signing',
      error: undefined,
      pending: { ...store.getState().pending, chainId: account.chainId, address: account.address },
    });
    try {
      const message = await ensureMessage(account, started);
      const text = message.toString();
      const signature = await deps.signer.signMessage(account.namespace, {
        message: text,
        address: account.address,
        ...(account.connectorId === undefined ? {} : { connectorId: account.connectorId }),
      });
      if (isStale(started)) return;
      const session: SiwxSession = { data: messageData(message), message: text, signature };
      await config.addSession(session);
      if (isStale(started)) return;
      pendingMessage = undefined;
      store.replaceState({ status: 'signed-in', session });
      deps.modal.close();
      deps.events.emit('SIWX_AUTH_SUCCESS', eventData(account));
    } catch (error) {
      if (isStale(started)) return;
      report('SIWX sign-in failed', error);
      const failure = signInError(error);
      // The nonce may be spent (or expired): the next attempt gets a fresh message.
      pendingMessage = undefined;
      store.replaceState({
        status: 'error',
        pending: { chainId: account.chainId, address: account.address },
        error: failure,
      });
      if (!onSignView()) deps.modal.open({ view: SIGN_VIEW });
      // The event's wire format (docs/events.md, AppKit's SIWX_AUTH_ERROR) carries the English text.
      deps.events.emit('SIWX_AUTH_ERROR', { ...eventData(account), message: englishText(failure) });
    }
  };

  return {
    store,
    isRequired,
    hasSession,
    requestSignIn() {
      if (signing !== undefined) return signing;
      // Catch up with an account change whose notification is still queued.
      onAccountChange();
      const account = active;
      if (account === undefined) return Promise.reject(createError('NO_ACTIVE_CAIP_ADDRESS'));
      if (hasSession()) return Promise.resolve();
      signing = signIn(account, generation).finally(() => {
        signing = undefined;
      });
      return signing;
    },
    async cancel() {
      const account = active;
      if (account !== undefined) deps.events.emit('CLICK_CANCEL_SIWX', eventData(account));
      if (isRequired()) {
        try {
          await deps.connection.disconnect();
        } catch (error) {
          report('Disconnect after a cancelled required sign-in failed', error);
        }
      } else {
        deps.modal.close();
      }
      deps.router.reset({ name: 'Connect' });
    },
    async signOut() {
      const account = active;
      if (account === undefined) return;
      await config.revokeSession(account.chainId, account.address);
      if (pairKey(account) !== (active && pairKey(active))) return;
      generation += 1;
      pendingMessage = undefined;
      store.replaceState({
        status: 'ready',
        pending: { chainId: account.chainId, address: account.address },
      });
      if (isRequired()) await deps.connection.disconnect();
    },
    watch() {
      let watching = true;
      const unsubscribe = deps.account.subscribe(() => {
        // Connecting writes the address, then the network: act once the writes of this turn settled.
        queueMicrotask(() => {
          if (watching) onAccountChange();
        });
      });
      onAccountChange();
      return () => {
        watching = false;
        unsubscribe();
      };
    },
  };
}

/** For callers that need SIWX: the service, or the catalogue's 'SIWX is not enabled' error. */
export function requireSiwxService(service: SiwxService | undefined): SiwxService {
  if (service === undefined) throw createError('SIWX_NOT_ENABLED');
  return service;
}
