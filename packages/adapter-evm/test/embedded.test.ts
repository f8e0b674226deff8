/**
 * The embedded connector on a real devnet: the WagmiAdapter gets core's embedded-wallet handle, and
 * wagmi's signing and sending reach the "frame". The frame here is a stand-in that holds a key in this
 * process (the real frame app has its own tests and the e2e suite runs the two together in Chromium);
 * what is under test is the connector, core's provider routing and wagmi on top of them.
 */
import {
  createEmbeddedProvider,
  type EmbeddedWalletHandle,
  type FrameClient,
  type FrameUser,
} from '@walletport/core/internal';
import { createWalletClient, type Hex, http, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WagmiAdapter } from '../src/index.js';
import { startTestChains, type TestChains } from './support/devnet.js';

// Anvil's third deterministic account: funded on the devnet, unused by the other suites' wallets.
const KEY: Hex = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';
const account = privateKeyToAccount(KEY);

let chains: TestChains;
beforeAll(async () => {
  chains = await startTestChains();
}, 60_000);
afterAll(async () => {
  await chains?.devnet.stop();
});

function standInFrame(user: () => FrameUser): { frame: FrameClient; requests: string[] } {
  const requests: string[] = [];
  const frame = {
    async request(type: string, payload: { method: string; params?: unknown[]; chainId: number }) {
      if (type !== 'RPC_REQUEST') throw new Error(`unexpected ${type}`);
      requests.push(payload.method);
      const rpcUrl = chains.devnet.chains.find((chain) => chain.id === payload.chainId)?.rpcUrl ?? '';
      const wallet = createWalletClient({ account, transport: http(rpcUrl) });
      if (payload.method === 'personal_sign') {
        return account.signMessage({ message: { raw: (payload.params?.[0] ?? '0x') as Hex } });
      }
      if (payload.method === 'eth_sendTransaction') {
        const [tx] = (payload.params ?? []) as { to: Hex; value?: Hex }[];
        return wallet.sendTransaction({
          chain: null,
          to: tx?.to ?? '0x',
          value: tx?.value === undefined ? 0n : BigInt(tx.value),
        });
      }
      return chains
        .publicClient(user().chainId)
        .request({ method: payload.method as never, params: payload.params as never });
    },
  } as unknown as FrameClient;
  return { frame, requests };
}

function setup() {
  let user: FrameUser | undefined;
  const signOuts: number[] = [];
  const { frame, requests } = standInFrame(() => user as FrameUser);
  const provider = createEmbeddedProvider({
    frame: () => frame,
    approvals: { run: (task) => task(), pending: () => 0 },
    user: () => user,
    switchChain: async (chainId) => {
      if (user !== undefined) user = { ...user, chainId };
    },
    alertNotAllowed: () => {},
    refreshBalance: () => {},
    timers: { setTimeout: (callback, ms) => setTimeout(callback, ms) },
  });
  const handle: EmbeddedWalletHandle = {
    provider,
    user: () => user,
    signOut: async () => {
      signOuts.push(1);
      user = undefined;
    },
  };
  const adapter = new WagmiAdapter({
    projectId: 'embedded-test',
    networks: chains.networks,
    transports: chains.transports,
    storage: null,
    multiInjectedProviderDiscovery: false,
  });
  adapter.setEmbeddedWallet(handle);
  const logIn = () => {
    user = {
      email: 'visitor@example.com',
      address: account.address,
      chainId: 31337,
      accounts: [{ address: account.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    };
  };
  return { adapter, logIn, signOuts, requests };
}

describe('the embedded connector', () => {
  it('is listed as the AUTH connector and refuses to connect before a login', async () => {
    const { adapter } = setup();
    const listed = adapter.getConnectors().find((connector) => connector.id === 'ID_AUTH');
    expect(listed?.type).toBe('AUTH');
    await expect(adapter.connect({ connectorId: 'ID_AUTH' })).rejects.toThrow(
      'Address or auth connector not found',
    );
  });

  it('connects to the logged-in account, signs and sends through the frame, and signs out on disconnect', async () => {
    const { adapter, logIn, signOuts, requests } = setup();
    logIn();
    const result = await adapter.connect({ connectorId: 'ID_AUTH' });
    expect(result.accounts.map((entry) => entry.address)).toEqual([account.address]);
    expect(result.chainId).toBe(31337);

    const signature = await adapter.signMessage({
      message: 'hello',
      address: account.address,
      connectorId: 'ID_AUTH',
    });
    expect(
      await verifyMessage({ address: account.address, message: 'hello', signature: signature as Hex }),
    ).toBe(true);

    const hash = await adapter.sendTransaction({
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: 1n,
    });
    const receipt = await chains.publicClient(31337).waitForTransactionReceipt({ hash: hash as Hex });
    expect(receipt.status).toBe('success');
    expect(requests).toContain('personal_sign');
    expect(requests).toContain('eth_sendTransaction');

    await adapter.disconnect({ connectorId: 'ID_AUTH' });
    expect(signOuts).toEqual([1]);
  });
});
