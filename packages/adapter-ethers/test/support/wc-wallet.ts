/**
 * A real WalletConnect wallet for tests: the official sign-client as the wallet side, over the local
 * relay, answering with an ethers wallet derived from the devnet mnemonic (account 0).
 */
import { SignClient } from '@walletconnect/sign-client';
import { devnetMnemonic } from '@walletport/dev-wallet';
import { getBytes, HDNodeWallet, isHexString } from 'ethers';

export type WalletClient = InstanceType<typeof SignClient>;

/** The SDK's key-value storage in a Map. */
class MapStorage {
  readonly items = new Map<string, unknown>();
  async getKeys() {
    return [...this.items.keys()];
  }
  async getEntries<T>() {
    return [...this.items.entries()] as [string, T][];
  }
  async getItem<T>(key: string) {
    return this.items.get(key) as T | undefined;
  }
  async setItem<T>(key: string, value: T) {
    this.items.set(key, value);
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
}

export interface TestWcWallet {
  client: WalletClient;
  address: string;
  /** Proposals seen so far. */
  proposals: number;
  /** What the next requests get. */
  answer: 'approve' | 'reject';
  /** The methods asked, in order. */
  requests: string[];
  pair(uri: string): Promise<void>;
  topic(): string;
  close(): Promise<void>;
}

export async function startTestWcWallet(relayUrl: string): Promise<TestWcWallet> {
  const signer = HDNodeWallet.fromPhrase(devnetMnemonic);
  const client = await SignClient.init({
    projectId: 'walletport-ethers-wc-test',
    relayUrl,
    metadata: { name: 'WC test wallet', description: 'test', url: 'http://127.0.0.1', icons: [] },
    logger: 'silent',
    telemetryEnabled: false,
    storage: new MapStorage(),
    customStoragePrefix: `wc-ethers-test-wallet-${process.pid}-${Date.now()}`,
  });
  const wallet: TestWcWallet = {
    client,
    address: signer.address,
    proposals: 0,
    answer: 'approve',
    requests: [],
    async pair(uri) {
      await client.pair({ uri });
    },
    topic() {
      const [session] = client.session.getAll();
      if (session === undefined) throw new Error('the wallet holds no session');
      return session.topic;
    },
    async close() {
      await client.core.relayer.transportClose().catch(() => {});
      client.core.heartbeat.stop();
    },
  };

  client.on('session_proposal', async ({ id, params }) => {
    wallet.proposals += 1;
    const requested = { ...params.requiredNamespaces, ...params.optionalNamespaces }.eip155;
    const chains = requested?.chains ?? [];
    await client.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((chain) => `${chain}:${signer.address}`),
          methods: requested?.methods ?? [],
          events: requested?.events ?? [],
        },
      },
    });
  });

  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request;
    wallet.requests.push(method);
    if (wallet.answer === 'reject') {
      await client.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: 5000, message: 'User rejected.' } },
      });
      return;
    }
    let result: unknown = null;
    if (method === 'personal_sign') {
      const [message] = args as [string];
      result = await signer.signMessage(isHexString(message) ? getBytes(message) : message);
    }
    await client.respond({ topic, response: { id, jsonrpc: '2.0', result } });
  });
  return wallet;
}
