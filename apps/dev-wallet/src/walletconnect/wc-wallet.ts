import type { SessionTypes, SignClientTypes } from '@walletconnect/types';
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils';
import { describeRequest, type RequestDescription } from '../ui/describe-request.js';
import type { DevWallet } from '../wallet/create-dev-wallet.js';
import { describeThrown, toProviderRpcError } from '../wallet/errors.js';
import type { SolanaSigner } from '../solana/signer.js';
import type { QueuedRequest } from '../ui/approval-queue.js';
import { describeProposal } from './describe-proposal.js';
import { sessionChainUpdate } from './session-chains.js';
import { errorReply, resultReply, routeSessionRequest } from './request-routing.js';
import { supportedEip155Namespace, toCaipChainId } from './namespaces.js';
import {
  isSolanaSessionRequest,
  runSolanaSessionRequest,
  supportedSolanaNamespace,
} from './solana-requests.js';
import type { WalletClient } from './wallet-client.js';

type Session = SessionTypes.Struct;
type SessionProposal = SignClientTypes.EventArguments['session_proposal'];
type SessionRequest = SignClientTypes.EventArguments['session_request'];

export interface ProposalItem {
  id: number;
  description: RequestDescription;
  /** Why approving failed (e.g. the dapp requires a chain this wallet does not have). */
  error?: string;
}

export interface RequestItem {
  /** The WalletConnect request id (unique per session topic). */
  id: number;
  topic: string;
  peerName: string;
  description: RequestDescription;
}

export interface SessionItem {
  topic: string;
  name: string;
  url: string;
  chains: string[];
}

export interface WcWalletState {
  proposals: ProposalItem[];
  requests: RequestItem[];
  sessions: SessionItem[];
  /** The last failure to show (pairing, approving, answering); cleared by the next success. */
  error?: string;
}

export interface WcWallet {
  /** After a reload: sessions kept by the SDK are connected again, so their requests work without a prompt. */
  restore(): Promise<void>;
  pair(uri: string): Promise<void>;
  approveProposal(id: number): Promise<void>;
  rejectProposal(id: number): Promise<void>;
  approveRequest(topic: string, id: number): void;
  rejectRequest(topic: string, id: number): void;
  disconnect(topic: string): Promise<void>;
  /** Disconnects every session (Reset wallet tells the dapps before wiping storage). */
  disconnectAll(): Promise<void>;
  getState(): WcWalletState;
  subscribe(listener: () => void): () => void;
  /** Stops listening to the wallet and the sign-client (the relay socket stays with the SDK). */
  dispose(): void;
}

interface PendingRequest extends RequestItem {
  decide(approved: boolean): void;
}

/**
 * Bridges the WalletConnect sign-client and the dev wallet: proposals and requests wait in lists until the
 * page approves or rejects them; approved requests run through the wallet's own EIP-1193 handlers
 * (requestAs), so signing, sending and chain switching are the very code the browser-extension wallet runs.
 */
export function createWcWallet(client: WalletClient, wallet: DevWallet, solana?: SolanaSigner): WcWallet {
  const proposals = new Map<number, SessionProposal & { error?: string }>();
  const requests: PendingRequest[] = [];
  const listeners = new Set<() => void>();
  let lastError: string | undefined;
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const fail = (what: string, error: unknown) => {
    lastError = `${what}: ${describeThrown(error)}`;
    changed();
  };
  const chainIds = () => wallet.getState().chains.map((chain) => chain.id);
  const address = () => {
    const state = wallet.getState();
    return state.addresses[state.selectedIndex]!;
  };
  const sessions = (): Session[] => client.session.getAll();
  const authorize = (origin: string) =>
    wallet.requestAs(
      { origin, approver: async (request) => request.kind === 'connect' },
      { method: 'eth_requestAccounts' },
    );

  const removeRequest = (topic: string, id: number, approved: boolean) => {
    const index = requests.findIndex((r) => r.topic === topic && r.id === id);
    if (index < 0) return;
    const [entry] = requests.splice(index, 1);
    entry!.decide(approved);
    changed();
  };

  async function onRequest(event: SessionRequest): Promise<void> {
    const { id, topic, params } = event;
    const session = client.session.getAll().find((s) => s.topic === topic);
    const peer = session?.peer.metadata;
    const origin = peer?.url || 'WalletConnect';
    const approver = (approval: QueuedRequest) =>
      new Promise<boolean>((decide) => {
        const shown = { ...approval, origin: peer?.url || approval.origin };
        const description = describeRequest(shown, wallet.getState().chains);
        requests.push({ id, topic, peerName: peer?.name || 'A dapp', description, decide });
        changed();
      });
    let reply: ReturnType<typeof resultReply>;
    if (solana && isSolanaSessionRequest(params.chainId, params.request.method)) {
      try {
        const result = await runSolanaSessionRequest(
          { chainId: params.chainId, method: params.request.method, params: params.request.params },
          solana,
          { origin, approver },
        );
        reply = resultReply(id, result);
      } catch (error) {
        reply = errorReply(id, toProviderRpcError(error).toJSON());
      }
      try {
        await client.respond({ topic, response: reply });
      } catch (error) {
        fail('Answering the request failed', error);
      }
      return;
    }
    const route = routeSessionRequest(params, chainIds());
    if (route.kind === 'error') {
      reply = errorReply(id, route.error);
    } else {
      // The dapp addressed this chain; the wallet follows it so the handler signs for the chain it names.
      if (route.chainId !== wallet.getState().chainId) wallet.selectChain(route.chainId);
      try {
        const result = await wallet.requestAs(
          { origin, approver },
          { method: route.method, params: route.params as object | undefined },
        );
        reply = resultReply(id, result);
      } catch (error) {
        reply = errorReply(id, toProviderRpcError(error).toJSON());
      }
    }
    try {
      await client.respond({ topic, response: reply });
    } catch (error) {
      fail('Answering the request failed', error);
    }
  }

  /** Tells every session the new chain; a session approved without that chain gets it added first. */
  async function onChainChanged(): Promise<void> {
    const chainId = wallet.getState().chainId;
    for (const session of sessions()) {
      try {
        const update = sessionChainUpdate(session.namespaces, chainId, address());
        if (update) await client.update({ topic: session.topic, namespaces: update });
        await client.emit({
          topic: session.topic,
          event: { name: 'chainChanged', data: chainId },
          chainId: toCaipChainId(chainId),
        });
      } catch (error) {
        fail('Telling the dapp about the network failed', error);
      }
    }
    changed();
  }

  const onProposal = (proposal: SessionProposal) => {
    proposals.set(proposal.id, proposal);
    changed();
  };
  const onSessionDelete = ({ topic }: { topic: string }) => {
    for (const entry of requests.filter((r) => r.topic === topic)) removeRequest(topic, entry.id, false);
    changed();
  };
  const onProposalExpire = ({ id }: { id: number }) => {
    proposals.delete(id);
    changed();
  };
  const onRequestExpire = ({ id }: { id: number }) => {
    for (const entry of requests.filter((r) => r.id === id)) removeRequest(entry.topic, id, false);
  };
  const onSessionRequest = (event: SessionRequest) => void onRequest(event);
  const onWalletChain = () => void onChainChanged();

  client.on('session_proposal', onProposal);
  client.on('session_request', onSessionRequest);
  client.on('session_delete', onSessionDelete);
  client.on('proposal_expire', onProposalExpire);
  client.on('session_request_expire', onRequestExpire);
  wallet.on('chainChanged', onWalletChain);

  const disconnect = async (topic: string) => {
    try {
      await client.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') });
    } catch (error) {
      fail('Disconnecting failed', error);
    }
    onSessionDelete({ topic });
  };

  return {
    async restore() {
      const first = sessions()[0];
      if (first) await authorize(first.peer.metadata.url);
      changed();
    },
    async pair(uri) {
      try {
        await client.pair({ uri: uri.trim() });
        lastError = undefined;
        changed();
      } catch (error) {
        fail('Pairing failed', error);
      }
    },
    async approveProposal(id) {
      const proposal = proposals.get(id);
      if (!proposal) return;
      try {
        const built = buildApprovedNamespaces({
          proposal: proposal.params,
          supportedNamespaces: {
            ...supportedEip155Namespace(chainIds(), address()),
            ...(solana && supportedSolanaNamespace(solana.account().address)),
          },
        });
        // An optional namespace whose chains the wallet does not know comes back empty; leave it out.
        const namespaces = Object.fromEntries(
          Object.entries(built).filter(([, namespace]) => namespace.accounts.length > 0),
        );
        if (!namespaces.eip155 && !namespaces.solana) {
          throw new Error(
            solana
              ? 'the dapp asks for no eip155 (EVM) or Solana chain this wallet knows; reject it'
              : 'the dapp asks for no eip155 (EVM) chain; reject it',
          );
        }
        await authorize(proposal.params.proposer.metadata.url);
        // Waits for the dapp's acknowledgement, as WalletKit's approveSession did: the page lists the session
        // only once the dapp holds it.
        const { acknowledged } = await client.approve({ id, namespaces });
        await acknowledged();
        proposals.delete(id);
        lastError = undefined;
        changed();
      } catch (error) {
        proposal.error = describeThrown(error);
        fail('Approving the session failed', error);
      }
    },
    async rejectProposal(id) {
      if (!proposals.has(id)) return;
      proposals.delete(id);
      changed();
      try {
        await client.reject({ id, reason: getSdkError('USER_REJECTED') });
      } catch (error) {
        fail('Rejecting the session failed', error);
      }
    },
    approveRequest: (topic, id) => removeRequest(topic, id, true),
    rejectRequest: (topic, id) => removeRequest(topic, id, false),
    disconnect,
    async disconnectAll() {
      await Promise.all(sessions().map((session) => disconnect(session.topic)));
    },
    getState() {
      const chains = wallet.getState().chains;
      return {
        proposals: [...proposals.values()].map((p) => ({
          id: p.id,
          description: describeProposal(p.params, chains),
          ...(p.error === undefined ? {} : { error: p.error }),
        })),
        requests: requests.map(({ decide: _decide, ...item }) => item),
        sessions: sessions().map((s) => ({
          topic: s.topic,
          name: s.peer.metadata.name,
          url: s.peer.metadata.url,
          chains: [...(s.namespaces.eip155?.chains ?? []), ...(s.namespaces.solana?.chains ?? [])],
        })),
        ...(lastError === undefined ? {} : { error: lastError }),
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      client.off('session_proposal', onProposal);
      client.off('session_request', onSessionRequest);
      client.off('session_delete', onSessionDelete);
      client.off('proposal_expire', onProposalExpire);
      client.off('session_request_expire', onRequestExpire);
      wallet.off('chainChanged', onWalletChain);
      for (const entry of [...requests]) removeRequest(entry.topic, entry.id, false);
    },
  };
}
