/**
 * A real WalletConnect wallet for tests: the official sign-client as the wallet side, over the local
 * relay, answering with a viem local account derived from the devnet mnemonic.
 */
import { SignClient } from '@walletconnect/sign-client';
import { devnetMnemonic } from '@walletport/dev-wallet';
import { createWalletClient, defineChain, type Hex, hexToBigInt, hexToString, http, isHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';

export type WalletClient = InstanceType<typeof SignClient>;
export type Answer = 'approve' | 'reject';

/** The SDK's key-value storage in a Map. */
export class MapStorage {
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

export interface TestWallet {
  client: WalletClient;
  address: Hex;
  /** Proposals seen so far. */
  proposals: number;
  /** What the next requests get. */
  answer: Answer;
  requests: string[];
  pair(uri: string): Promise<void>;
  topic(): string;
  close(): Promise<void>;
}

/** eth_sendTransaction's params as a wallet reads them (hex quantities). */
interface RpcTransaction {
  to?: Hex;
  value?: Hex;
  data?: Hex;
  gas?: Hex;
}

/**
 * `rpcUrlOf` gives the node of a chain (eip155 reference), so eth_sendTransaction is signed with the wallet's
 * key and broadcast there, as a real wallet does.
 */
export async function startTestWallet(
  relayUrl: string,
  rpcUrlOf: (chainId: number) => string | undefined = () => undefined,
): Promise<TestWallet> {
  const account = mnemonicToAccount(devnetMnemonic);
  const client = await SignClient.init({
    projectId: 'walletport-wc-test',
    relayUrl,
    metadata: { name: 'WC test wallet', description: 'test', url: 'http://127.0.0.1', icons: [] },
    logger: 'silent',
    telemetryEnabled: false,
    storage: new MapStorage(),
    customStoragePrefix: `wc-test-wallet-${process.pid}-${Date.now()}`,
  });
  const wallet: TestWallet = {
    client,
    address: account.address,
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
          accounts: chains.map((chain) => `${chain}:${account.address}`),
          methods: requested?.methods ?? [],
          events: requested?.events ?? [],
        },
      },
    });
  });

  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request;
    const chainId = Number(params.chainId.split(':')[1]);
    wallet.requests.push(method);
    if (wallet.answer === 'reject') {
      await client.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: 5000, message: 'User rejected.' } },
      });
      return;
    }
    let result: unknown = null;
    if (method === 'eth_sendTransaction') {
      const rpcUrl = rpcUrlOf(chainId);
      if (rpcUrl === undefined) throw new Error(`the test wallet has no node for chain ${chainId}`);
      const [tx] = args as [RpcTransaction];
      const chain = defineChain({
        id: chainId,
        name: `devnet ${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      });
      result = await createWalletClient({ account, chain, transport: http(rpcUrl) }).sendTransaction({
        to: tx.to,
        value: tx.value === undefined ? undefined : hexToBigInt(tx.value),
        data: tx.data,
        gas: tx.gas === undefined ? undefined : hexToBigInt(tx.gas),
      });
    } else if (method === 'personal_sign') {
      const [message] = args as [Hex];
      result = await account.signMessage({
        message: isHex(message) ? { raw: message } : hexToString(message),
      });
    }
    await client.respond({ topic, response: { id, jsonrpc: '2.0', result } });
  });
  return wallet;
}
