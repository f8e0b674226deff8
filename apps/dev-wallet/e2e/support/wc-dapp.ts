// The dapp side of the WalletConnect e2e tests: the official sign-client in Node, talking to the wallet page
// only through the local relay.
import { createNodeSignClient, type NodeSignClient } from '@walletport/relay/testing';

export type DappClient = NodeSignClient;
export type DappSession = Awaited<ReturnType<Awaited<ReturnType<DappClient['connect']>>['approval']>>;

export const dappMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
];

/** A SignClient in Node with its own in-memory storage; `url` is its metadata origin. */
export function createNodeClient(
  relayUrl: string,
  name: string,
  url = 'http://dapp.e2e.test',
): Promise<DappClient> {
  return createNodeSignClient({
    relayUrl,
    projectId: 'walletport-dev-wallet-e2e',
    metadata: { name, description: 'Dev wallet e2e client', url, icons: [] },
    storagePrefix: `dev-wallet-e2e-${name}`,
  });
}

export function createDapp(relayUrl: string, name: string): Promise<DappClient> {
  return createNodeClient(relayUrl, name);
}

/**
 * Publishes a proposal for the given chains; returns the pairing URI and the dapp's session, awaited from
 * the start. sign-client's `approval()` must be called BEFORE the wallet's answer arrives: its delayed
 * promise only settles if `approval()` is already waiting (sign-client 2.21.8 `createDelayedPromise`); an
 * answer that arrives first is dropped and a later `approval()` waits until the proposal expires (5 min).
 * A test that clicks Approve and only then calls `approval()` races the ~100 ms settle round trip.
 */
export async function propose(dapp: DappClient, chainIds: number[]) {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: chainIds.map((id) => `eip155:${id}`),
        methods: dappMethods,
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  });
  if (!uri) throw new Error('connect() returned no pairing URI');
  const approved: Promise<DappSession> = approval();
  // Marks a rejection (e.g. the wallet's Reject) as handled until the test awaits `approved`, which still
  // rejects then.
  approved.catch(() => undefined);
  return { uri, approved };
}

/** Resolves with the params of the next session_event called `name`. */
export function nextSessionEvent(
  dapp: DappClient,
  name: string,
): Promise<{ chainId: string; event: { name: string; data: unknown } }> {
  return new Promise((resolve) => {
    const listener = ({
      params,
    }: {
      params: { chainId: string; event: { name: string; data: unknown } };
    }) => {
      if (params.event.name !== name) return;
      dapp.off('session_event', listener);
      resolve(params);
    };
    dapp.on('session_event', listener);
  });
}
