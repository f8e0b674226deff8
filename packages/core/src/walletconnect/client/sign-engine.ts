/**
 * The dapp side of the WalletConnect v2 Sign protocol over one relay connection: propose a session through
 * a fresh pairing, take the wallet's settlement, send requests and take their answers, and follow what the
 * wallet does to the session afterwards (events, updates, extensions, pings, deletion). Sessions are
 * stored, restored on the next start, and dropped when they expire.
 */
import { open, readEnvelope, seal, symKeyFromSharedSecret, topicOfKey } from './crypto.js';
import { WalletConnectClientError, WalletRpcError } from './errors.js';
import { createPendingRequests } from './pending-requests.js';
import {
  isRpcRequest,
  type JsonRpcMessage,
  nextRpcId,
  parseRpcMessage,
  rpcError,
  rpcRequest,
  rpcResult,
} from './jsonrpc.js';
import { createKeyAgreement, type KeyAgreement } from './key-agreement.js';
import type { RelayClient, RelayMessage } from './relay-client.js';
import {
  PING_TIMEOUT_SECONDS,
  PROPOSAL_TTL_SECONDS,
  requestTimeoutSeconds,
  SIGN_RPC_RULES,
  type SignMethod,
} from './rpc-options.js';
import { type SessionRecord, sessionFromSettlement } from './session-record.js';
import type { SessionStore } from './session-store.js';
import { newPairing, type ProposeInput, proposalParams } from './proposal.js';
import {
  type EngineEvent,
  handleWalletRequest,
  type RpcErrorBody,
  type WalletRequestContext,
} from './wallet-requests.js';

export type { EngineEvent, ProposeInput };

export interface Proposal {
  uri: string;
  /** Settles with the session once the wallet approved and settled it. */
  approval: Promise<SessionRecord>;
}

export interface SignEngine {
  sessions(): SessionRecord[];
  /** Resolves as soon as the URI exists; nothing waits for the relay before it is shown. */
  propose(input: ProposeInput): Promise<Proposal>;
  request(topic: string, request: { method: string; params?: unknown }, chainId: string): Promise<unknown>;
  ping(topic: string): Promise<void>;
  disconnect(topic: string): Promise<void>;
  onEvent(listener: (event: EngineEvent) => void): () => void;
  /** Settles once stored sessions are loaded (their topics are subscribed in the background). */
  readonly ready: Promise<void>;
  close(): void;
}

interface PendingProposal {
  id: number;
  symKey: string;
  /** Ours for this proposal; made while the URI is already on screen. */
  keys: Promise<KeyAgreement>;
  input: ProposeInput;
  resolve: (session: SessionRecord) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
  /** Known once the wallet answered: the session topic and key it will settle on. */
  settlement?: { topic: string; symKey: string; peerPublicKey: string; selfPublicKey: string };
}

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };
/** setTimeout's limit; longer expiries are checked again when this fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface SignEngineDeps {
  relay: RelayClient;
  store: SessionStore;
  onError?: (message: string, context: Record<string, unknown>) => void;
}

export function createSignEngine(deps: SignEngineDeps): SignEngine & { handle(message: RelayMessage): void } {
  const { relay, store } = deps;
  const report = deps.onError ?? (() => {});
  const sessions = new Map<string, SessionRecord>();
  const proposals = new Map<string, PendingProposal>();
  /** Session topic → the proposal waiting for its settlement there. */
  const settling = new Map<string, PendingProposal>();
  const requests = createPendingRequests();
  const expiryTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<(event: EngineEvent) => void>();
  let closed = false;

  const emit = (event: EngineEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  const keyOf = (topic: string): string | undefined =>
    sessions.get(topic)?.symKey ?? proposals.get(topic)?.symKey ?? settling.get(topic)?.settlement?.symKey;

  const publish = async (topic: string, symKey: string, payload: JsonRpcMessage, method: SignMethod) => {
    const rule = 'method' in payload ? SIGN_RPC_RULES[method].req : SIGN_RPC_RULES[method].res;
    await relay.publish(topic, seal(JSON.stringify(payload), symKey), rule);
  };

  const respond = (topic: string, method: SignMethod, id: number, result: unknown, error?: RpcErrorBody) => {
    const symKey = keyOf(topic);
    if (symKey === undefined) return;
    const payload = error === undefined ? rpcResult(id, result) : rpcError(id, error);
    void publish(topic, symKey, payload, method).catch((cause) =>
      report('Failed to answer the wallet', { method, error: cause }),
    );
  };

  const persist = () =>
    store
      .saveSessions([...sessions.values()])
      .catch((error) => report('Failed to store the sessions', { error }));

  const armExpiry = (session: SessionRecord) => {
    clearTimeout(expiryTimers.get(session.topic));
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, session.expiry * 1000 - Date.now()));
    expiryTimers.set(
      session.topic,
      setTimeout(() => {
        const current = sessions.get(session.topic);
        if (current === undefined) return;
        if (current.expiry > nowSeconds()) armExpiry(current);
        else
          void removeSession(current.topic).then(() =>
            emit({ type: 'session_expire', topic: current.topic }),
          );
      }, delay),
    );
  };

  const removeSession = async (topic: string) => {
    clearTimeout(expiryTimers.get(topic));
    expiryTimers.delete(topic);
    if (!sessions.delete(topic)) return;
    requests.failAll(
      new WalletConnectClientError('SESSION_ENDED', 'The wallet-connect session ended.'),
      topic,
    );
    await Promise.all([persist(), relay.unsubscribe(topic).catch(() => {})]);
  };

  const endProposal = (pairingTopic: string) => {
    const proposal = proposals.get(pairingTopic);
    if (proposal === undefined) return;
    clearTimeout(proposal.timer);
    proposals.delete(pairingTopic);
    if (proposal.settlement !== undefined) settling.delete(proposal.settlement.topic);
    void relay.unsubscribe(pairingTopic).catch(() => {});
  };

  const onProposalResponse = (pairingTopic: string, message: JsonRpcMessage) => {
    const proposal = proposals.get(pairingTopic);
    if (proposal === undefined || isRpcRequest(message) || message.id !== proposal.id) return;
    if ('error' in message) {
      endProposal(pairingTopic);
      proposal.reject(new WalletRpcError(message.error));
      return;
    }
    const responder = (message.result as { responderPublicKey?: unknown } | null)?.responderPublicKey;
    if (typeof responder !== 'string' || !/^[0-9a-f]{64}$/.test(responder)) {
      endProposal(pairingTopic);
      proposal.reject(new WalletConnectClientError('PROPOSAL_REJECTED', 'The wallet answered with no key.'));
      return;
    }
    void (async () => {
      const keys = await proposal.keys;
      const symKey = await symKeyFromSharedSecret(await keys.sharedSecret(responder));
      const topic = await topicOfKey(symKey);
      proposal.settlement = { topic, symKey, peerPublicKey: responder, selfPublicKey: keys.publicKey };
      settling.set(topic, proposal);
      await relay.subscribe(topic);
    })().catch((error: Error) => {
      endProposal(pairingTopic);
      proposal.reject(error);
    });
  };

  const onSettle = (topic: string, id: number, params: unknown) => {
    const proposal = settling.get(topic);
    if (proposal?.settlement === undefined) return;
    const pairingTopic = [...proposals].find(([, entry]) => entry === proposal)?.[0] ?? '';
    const session = sessionFromSettlement(params, {
      ...proposal.settlement,
      pairingTopic,
      requiredNamespaces: proposal.input.requiredNamespaces,
      optionalNamespaces: proposal.input.optionalNamespaces,
    });
    if (session === undefined) {
      respond(topic, 'wc_sessionSettle', id, undefined, {
        code: 1008,
        message: 'Invalid session settle request.',
      });
      return;
    }
    sessions.set(topic, session);
    respond(topic, 'wc_sessionSettle', id, true);
    endProposal(pairingTopic);
    armExpiry(session);
    void persist();
    proposal.resolve(session);
  };

  const walletRequests: WalletRequestContext = {
    respond,
    persist: () => void persist(),
    armExpiry,
    removeSession,
    emit,
  };

  const onResponse = (topic: string, message: JsonRpcMessage) => {
    if (!isRpcRequest(message)) requests.answer(topic, message);
  };

  const handle = (relayed: RelayMessage) => {
    const symKey = keyOf(relayed.topic);
    const envelope = readEnvelope(relayed.message);
    if (symKey === undefined || envelope === undefined) return;
    let message: JsonRpcMessage | undefined;
    try {
      message = parseRpcMessage(open(envelope, symKey));
    } catch {
      return; // Not sealed with this topic's key: nothing a peer of ours sent.
    }
    if (message === undefined) return;
    const { topic } = relayed;
    if (proposals.has(topic)) {
      if (!isRpcRequest(message)) onProposalResponse(topic, message);
      else if (message.method === 'wc_pairingPing') respondPairing(topic, message.id, 'wc_pairingPing');
      else if (message.method === 'wc_pairingDelete') respondPairing(topic, message.id, 'wc_pairingDelete');
      return;
    }
    if (!isRpcRequest(message)) {
      onResponse(topic, message);
      return;
    }
    if (message.method === 'wc_sessionSettle') {
      onSettle(topic, message.id, message.params);
      return;
    }
    const session = sessions.get(topic);
    if (session !== undefined) handleWalletRequest(walletRequests, session, message);
  };

  const respondPairing = (topic: string, id: number, method: 'wc_pairingPing' | 'wc_pairingDelete') => {
    respond(topic, method, id, true);
  };

  const sendRequest = (
    session: SessionRecord,
    method: 'wc_sessionRequest' | 'wc_sessionPing' | 'wc_sessionDelete',
    params: unknown,
    timeoutSeconds: number,
  ): Promise<unknown> => {
    const payload = rpcRequest(method, params);
    const answer = requests.wait(payload.id, session.topic, timeoutSeconds);
    publish(session.topic, session.symKey, payload, method).catch((error: Error) =>
      requests.fail(payload.id, error),
    );
    return answer;
  };

  const liveSession = (topic: string) => {
    const session = sessions.get(topic);
    if (session === undefined || session.expiry <= nowSeconds()) {
      throw new WalletConnectClientError('NO_SESSION', 'No wallet-connect session.');
    }
    return session;
  };

  const ready = (async () => {
    const stored = await store.loadSessions();
    const now = nowSeconds();
    for (const session of stored) {
      if (session.expiry > now) sessions.set(session.topic, session);
    }
    if (stored.length !== sessions.size) void persist();
    for (const session of sessions.values()) armExpiry(session);
    // Restoring needs no network: the topics are subscribed in the background, and a relay that is down
    // now only delays them (the relay client keeps retrying).
    if (sessions.size > 0) {
      void relay.subscribeMany([...sessions.keys()]).catch((error) => report('Relay unreachable', { error }));
    }
  })();

  return {
    ready,
    handle,
    sessions: () => [...sessions.values()],

    async propose(input) {
      if (closed)
        throw new WalletConnectClientError('CLIENT_CLOSED', 'The wallet-connect client was closed.');
      const now = nowSeconds();
      const { symKey, topic: pairingTopic, uri } = await newPairing(now);
      const keys = createKeyAgreement();
      const id = nextRpcId();
      const approval = new Promise<SessionRecord>((resolve, reject) => {
        const timer = setTimeout(() => {
          endProposal(pairingTopic);
          reject(
            new WalletConnectClientError(
              'PROPOSAL_EXPIRED',
              'The pairing expired before the wallet approved.',
            ),
          );
        }, PROPOSAL_TTL_SECONDS * 1000);
        proposals.set(pairingTopic, {
          id,
          symKey,
          keys,
          input,
          resolve,
          reject,
          timer,
        });
      });
      // The URI is usable at once: the relay keeps the proposal for a wallet that scans before it lands,
      // and keeps the wallet's answer until we are subscribed.
      void (async () => {
        try {
          const [{ publicKey }] = await Promise.all([keys, relay.subscribe(pairingTopic)]);
          const request = rpcRequest(
            'wc_sessionPropose',
            proposalParams(input, publicKey, pairingTopic, now),
            id,
          );
          await publish(pairingTopic, symKey, request, 'wc_sessionPropose');
        } catch (error) {
          const proposal = proposals.get(pairingTopic);
          endProposal(pairingTopic);
          proposal?.reject(error as Error);
        }
      })();
      return { uri, approval };
    },

    async request(topic, request, chainId) {
      const session = liveSession(topic);
      const timeout = requestTimeoutSeconds(request.method);
      return sendRequest(
        session,
        'wc_sessionRequest',
        {
          request: {
            method: request.method,
            params: request.params ?? [],
            expiryTimestamp: nowSeconds() + Math.max(timeout, 300),
          },
          chainId,
        },
        timeout,
      );
    },

    async ping(topic) {
      await sendRequest(liveSession(topic), 'wc_sessionPing', {}, PING_TIMEOUT_SECONDS);
    },

    async disconnect(topic) {
      const session = sessions.get(topic);
      if (session === undefined) return;
      const payload = rpcRequest('wc_sessionDelete', USER_DISCONNECTED);
      // The wallet learns of it when it reads the message; we do not wait for its answer.
      await publish(topic, session.symKey, payload, 'wc_sessionDelete').catch((error) =>
        report('Failed to tell the wallet about the disconnect', { error }),
      );
      await removeSession(topic);
    },

    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    close() {
      closed = true;
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      for (const topic of [...proposals.keys()]) {
        const proposal = proposals.get(topic);
        endProposal(topic);
        proposal?.reject(
          new WalletConnectClientError('CLIENT_CLOSED', 'The wallet-connect client was closed.'),
        );
      }
      requests.failAll(
        new WalletConnectClientError('CLIENT_CLOSED', 'The wallet-connect client was closed.'),
      );
      listeners.clear();
      relay.close();
    },
  };
}
