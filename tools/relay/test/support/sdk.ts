// The official WalletConnect SDK on both sides of the local relay: a dapp and a wallet, each a real
// SignClient with its own in-memory storage (so tests leave no files and share no state).
import type { SessionTypes } from '@walletconnect/types';
import { createNodeSignClient, type NodeSignClient } from '../../src/testing.js';

export type Client = NodeSignClient;

export const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const CHAIN = 'eip155:31337';
const METHODS = ['personal_sign', 'eth_sendTransaction'];
const EVENTS = ['chainChanged', 'accountsChanged'];

export async function createClient(relayUrl: string, role: 'dapp' | 'wallet'): Promise<Client> {
  return createNodeSignClient({
    relayUrl,
    projectId: 'walletport-relay-test',
    metadata: {
      name: `Relay test ${role}`,
      description: 'Walletport relay test',
      url: 'http://127.0.0.1',
      icons: [],
    },
    storagePrefix: `relay-test-${role}`,
  });
}

/** The wallet approves every proposal with the test account. */
export function approveProposals(wallet: Client): void {
  wallet.on('session_proposal', async ({ id }) => {
    const { acknowledged } = await wallet.approve({
      id,
      namespaces: {
        eip155: { accounts: [`${CHAIN}:${ACCOUNT}`], chains: [CHAIN], methods: METHODS, events: EVENTS },
      },
    });
    await acknowledged();
  });
}

/**
 * The dapp's half of a pairing: publishes the proposal and returns the URI and the session, awaited from the
 * start. sign-client settles `approval()` only if it is already waiting when the wallet's answer arrives
 * (2.21.8 `createDelayedPromise`); called after the answer, it waits until the proposal expires.
 */
export async function proposeSession(dapp: Client) {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: [CHAIN], methods: METHODS, events: EVENTS } },
  });
  if (!uri) throw new Error('connect() returned no pairing URI');
  const approved: Promise<SessionTypes.Struct> = approval();
  // Handled until a test awaits it (a rejected proposal); awaiting `approved` still rejects then.
  approved.catch(() => undefined);
  return { uri, approved };
}

export async function pairClients(dapp: Client, wallet: Client): Promise<SessionTypes.Struct> {
  approveProposals(wallet);
  const { uri, approved } = await proposeSession(dapp);
  await wallet.pair({ uri });
  return approved;
}

/** Resolves once the wallet holds the session with this topic (the settle request reached it back). */
export async function walletHasSession(wallet: Client, topic: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!wallet.session.keys.includes(topic)) {
    if (Date.now() > deadline) throw new Error(`The wallet never stored session ${topic}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

export async function closeClient(client: Client): Promise<void> {
  await client.core.relayer.transportClose().catch(() => {});
  client.core.heartbeat.stop();
  client.core.events.removeAllListeners();
}
