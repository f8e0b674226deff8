// The Node dapp harness of walletconnect.spec.ts, checked without a browser: its session promise must
// settle even when the wallet answers before the test awaits it. sign-client drops an answer that arrives
// before `approval()` is called, which made the first WalletConnect e2e test hang in about 3 runs of 8.
import { expect, test } from '@playwright/test';
import { type Relay, startRelay } from '@walletport/relay';
import { createDapp, createNodeClient, type DappClient, dappMethods, propose } from './support/wc-dapp.js';

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

let relay: Relay;
const clients: DappClient[] = [];

test.beforeAll(async () => {
  relay = await startRelay({ port: 0 });
});

test.afterAll(async () => {
  for (const client of clients.splice(0)) {
    await client.core.relayer.transportClose().catch(() => undefined);
    client.core.heartbeat.stop();
  }
  await relay?.close();
});

async function dappAndWallet() {
  const dapp = await createDapp(relay.url, 'Harness Dapp');
  const wallet = await createNodeClient(relay.url, 'Harness Wallet', 'http://wallet.e2e.test');
  clients.push(dapp, wallet);
  return { dapp, wallet };
}

/** Fails after `ms` instead of letting a promise that never settles run into the test timeout. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, fail) =>
      setTimeout(() => fail(new Error(`still pending after ${ms} ms`)), ms).unref(),
    ),
  ]);
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((done) => setTimeout(done, 10));
}

test('the session promise resolves when the wallet approved before the test awaited it', async () => {
  const { dapp, wallet } = await dappAndWallet();
  const { uri, approved } = await propose(dapp, [31337]);
  wallet.once('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          accounts: [`eip155:31337:${account}`],
          chains: ['eip155:31337'],
          methods: dappMethods,
          events: ['chainChanged'],
        },
      },
    });
  });
  const connected = new Promise<void>((done) => dapp.once('session_connect', () => done()));
  await wallet.pair({ uri });
  await connected;
  // The SDK fires its own approval event right after the public one: let it pass before awaiting.
  await new Promise((done) => setTimeout(done, 50));
  const session = await within(approved, 5_000);
  expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account}`]);
  expect(dapp.session.keys).toEqual([session.topic]);
});

test('the session promise rejects when the wallet rejected before the test awaited it', async () => {
  const { dapp, wallet } = await dappAndWallet();
  const { uri, approved } = await propose(dapp, [31337]);
  wallet.once('session_proposal', ({ id }) => {
    void wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } });
  });
  await wallet.pair({ uri });
  // The dapp deletes the proposal just before it fires the rejection.
  await until(() => dapp.proposal.keys.length === 0);
  await new Promise((done) => setTimeout(done, 50));
  await expect(within(approved, 5_000)).rejects.toMatchObject({ code: 5000 });
});
