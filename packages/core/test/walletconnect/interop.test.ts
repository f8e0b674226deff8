// Walletport's WalletConnect client against the official sign-client (last Apache-2.0 release) as the
// wallet, over the local relay: every step a visitor takes, in Node.
import { createHash } from 'node:crypto';
import { getSdkError } from '@walletconnect/utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WalletRpcError } from '../../src/walletconnect/client/errors.js';
import { parsePairingUri } from '../../src/walletconnect/client/uri.js';
import { toEip1193Error } from '../../src/eip155/walletconnect-session.js';
import { nextEvent, pair, type Rig, startRig, WALLET_ADDRESS } from './support/interop.js';

let rig: Rig;

beforeEach(async () => {
  rig = await startRig();
});

afterEach(async () => {
  await rig.close();
});

const waitFor = async (check: () => boolean, timeoutMs = 5_000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('pairing and session', () => {
  it('pairs: the wallet approves and both sides hold the same session', async () => {
    const session = await pair(rig);
    expect(session.topic).toBe(rig.wallet.topic());
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${WALLET_ADDRESS}`,
      `eip155:31338:${WALLET_ADDRESS}`,
    ]);
    expect(session.peer.metadata.name).toBe('Interop wallet');
    expect(await rig.dapp.request({ method: 'eth_chainId' }, 'eip155:31337')).toBe('0x7a69');
    expect(await rig.dapp.request({ method: 'eth_accounts' }, 'eip155:31337')).toEqual([WALLET_ADDRESS]);
  });

  it('the pairing URI: topic = SHA-256 of the key, irn, expiry 4 minutes ahead, the methods', async () => {
    const uri = new Promise<string>((resolve) =>
      rig.dapp.on('display_uri', ((value: string) => resolve(value)) as never),
    );
    void rig.dapp.connect().catch(() => {});
    const parsed = parsePairingUri(await uri);
    expect(parsed).toBeDefined();
    const now = Math.floor(Date.now() / 1000);
    expect(parsed?.expiryTimestamp).toBeGreaterThanOrEqual(now + 238);
    expect(parsed?.expiryTimestamp).toBeLessThanOrEqual(now + 240);
    expect(parsed?.relayProtocol).toBe('irn');
    expect(parsed?.methods).toEqual(['wc_sessionPropose']);
    expect(parsed?.topic).toBe(
      createHash('sha256')
        .update(Buffer.from(parsed?.symKey ?? '', 'hex'))
        .digest('hex'),
    );
  });

  it('a rejected proposal rejects the connect with the wallet’s code', async () => {
    rig.wallet.rejectProposal = true;
    const error = await pair(rig).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WalletRpcError);
    expect((error as WalletRpcError).code).toBe(5000);
  });
});

describe('requests', () => {
  it('signs: the request reaches the wallet on the current chain and the answer comes back', async () => {
    await pair(rig);
    rig.wallet.behaviour.answer = (method) => ({ result: method === 'personal_sign' ? '0xsigned' : null });
    const result = await rig.dapp.request(
      { method: 'personal_sign', params: ['0x68656c6c6f', WALLET_ADDRESS] },
      'eip155:31337',
    );
    expect(result).toBe('0xsigned');
    expect(rig.wallet.requests).toEqual([
      { method: 'personal_sign', chainId: 'eip155:31337', params: ['0x68656c6c6f', WALLET_ADDRESS] },
    ]);
  });

  it.each([
    [5000, 'User rejected.'],
    [4001, 'User rejected the request.'],
  ])('a rejection (%i) becomes the EIP-1193 4001', async (code, message) => {
    await pair(rig);
    rig.wallet.behaviour.answer = () => ({ error: { code, message } });
    const error = await rig.dapp
      .request({ method: 'eth_sendTransaction', params: [{}] }, 'eip155:31337')
      .catch((e) => e);
    expect((error as WalletRpcError).code).toBe(code);
    expect((toEip1193Error(error) as { code: number }).code).toBe(4001);
  });

  it('switches inside the session locally, outside it through the wallet', async () => {
    rig.wallet.behaviour.approveChains = () => ['eip155:31337'];
    await pair(rig);
    const changed = nextEvent(rig.dapp, 'chainChanged');
    rig.wallet.behaviour.answer = () => ({ result: null });
    await rig.dapp.request(
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
      'eip155:31337',
    );
    expect(await changed).toBe('31338');
    expect(rig.wallet.requests.map((request) => [request.method, request.chainId])).toEqual([
      ['wallet_switchEthereumChain', 'eip155:31337'],
    ]);
    expect(await rig.dapp.request({ method: 'eth_chainId' })).toBe('0x7a6a');
  });
});

describe('what the wallet does', () => {
  it('chainChanged and accountsChanged events reach the provider', async () => {
    await pair(rig);
    const chain = nextEvent(rig.dapp, 'chainChanged');
    await rig.wallet.client.emit({
      topic: rig.wallet.topic(),
      event: { name: 'chainChanged', data: 31338 },
      chainId: 'eip155:31338',
    });
    expect(await chain).toBe('31338');
    const accounts = nextEvent(rig.dapp, 'accountsChanged');
    await rig.wallet.client.emit({
      topic: rig.wallet.topic(),
      event: { name: 'accountsChanged', data: [`eip155:31338:${WALLET_ADDRESS}`] },
      chainId: 'eip155:31338',
    });
    expect(await accounts).toEqual([WALLET_ADDRESS]);
  });

  it('a wallet-side disconnect ends the session', async () => {
    await pair(rig);
    const ended = nextEvent(rig.dapp, 'session_delete');
    await rig.wallet.client.disconnect({
      topic: rig.wallet.topic(),
      reason: getSdkError('USER_DISCONNECTED'),
    });
    await ended;
    expect(rig.dapp.session).toBeUndefined();
  });

  it('a dapp-side disconnect ends the wallet’s session', async () => {
    await pair(rig);
    await rig.dapp.disconnect();
    await waitFor(() => rig.wallet.client.session.getAll().length === 0);
  });

  it('the wallet’s update changes the session’s accounts', async () => {
    rig.wallet.behaviour.approveChains = () => ['eip155:31337'];
    await pair(rig);
    const updated = nextEvent(rig.dapp, 'session_update');
    const namespaces = {
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        accounts: [`eip155:31337:${WALLET_ADDRESS}`, `eip155:31338:${WALLET_ADDRESS}`],
        methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
        events: ['chainChanged', 'accountsChanged'],
      },
    };
    const { acknowledged } = await rig.wallet.client.update({ topic: rig.wallet.topic(), namespaces });
    await acknowledged();
    await updated;
    expect(rig.dapp.session?.namespaces.eip155?.accounts).toHaveLength(2);
  });

  it('extend and ping are answered', async () => {
    await pair(rig);
    const { acknowledged } = await rig.wallet.client.extend({ topic: rig.wallet.topic() });
    await acknowledged();
    await rig.wallet.client.ping({ topic: rig.wallet.topic() });
    await rig.dapp.ping();
  });
});

describe('resilience', () => {
  it('a reload restores the session without a new pairing, and requests still work', async () => {
    const session = await pair(rig);
    const reloaded = await rig.reload();
    expect(reloaded.session?.topic).toBe(session.topic);
    rig.wallet.behaviour.answer = () => ({ result: '0xafter-reload' });
    expect(
      await reloaded.request({ method: 'personal_sign', params: ['0x00', WALLET_ADDRESS] }, 'eip155:31337'),
    ).toBe('0xafter-reload');
    expect(rig.wallet.proposals).toBe(1);
  });

  it('survives the relay dropping every socket: reconnects, resubscribes, and the next request works', async () => {
    await pair(rig);
    rig.relay.dropClients();
    rig.wallet.behaviour.answer = () => ({ result: '0xafter-drop' });
    expect(
      await rig.dapp.request({ method: 'personal_sign', params: ['0x00', WALLET_ADDRESS] }, 'eip155:31337'),
    ).toBe('0xafter-drop');
    // And the wallet still reaches us: its events arrive on the new socket.
    const chain = nextEvent(rig.dapp, 'chainChanged');
    await rig.wallet.client.emit({
      topic: rig.wallet.topic(),
      event: { name: 'chainChanged', data: 31338 },
      chainId: 'eip155:31338',
    });
    expect(await chain).toBe('31338');
  });

  it('reconnects with backoff while the relay refuses connections, then delivers', async () => {
    await pair(rig);
    rig.relay.pauseConnections();
    rig.relay.dropClients();
    const answered = rig.dapp.request(
      { method: 'personal_sign', params: ['0x00', WALLET_ADDRESS] },
      'eip155:31337',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    rig.relay.resumeConnections();
    rig.wallet.behaviour.answer = () => ({ result: '0xafter-outage' });
    expect(await answered).toBe('0xafter-outage');
  });

  it('a stored session past its expiry is dropped on load; a live one ends when it expires', async () => {
    const session = await pair(rig);
    const key = 'walletport-wc/walletport:interop:sessions';
    const stored = JSON.parse(rig.storage.items.get(key) as string) as { expiry: number }[];
    const now = Math.floor(Date.now() / 1000);
    rig.storage.items.set(key, JSON.stringify(stored.map((entry) => ({ ...entry, expiry: now - 1 }))));
    expect((await rig.reload()).session).toBeUndefined();
    rig.storage.items.set(key, JSON.stringify(stored.map((entry) => ({ ...entry, expiry: now + 1 }))));
    const reloaded = await rig.reload();
    expect(reloaded.session?.topic).toBe(session.topic);
    await nextEvent(reloaded, 'session_expire');
    expect(reloaded.session).toBeUndefined();
  });
});

describe('what the relay sees', () => {
  it('every publish carries the protocol’s tag, ttl and prompt', async () => {
    const seen: { tag: number; ttl: number; prompt: boolean | undefined }[] = [];
    rig.relay.onPublish((event) => seen.push({ tag: event.tag, ttl: event.ttl, prompt: event.prompt }));
    await pair(rig);
    rig.wallet.behaviour.answer = () => ({ result: '0x' });
    await rig.dapp.request({ method: 'personal_sign', params: ['0x00', WALLET_ADDRESS] }, 'eip155:31337');
    await rig.dapp.disconnect();
    await waitFor(() => seen.some((entry) => entry.tag === 1112));
    const ours = (tag: number) => seen.find((entry) => entry.tag === tag);
    expect(ours(1100)).toEqual({ tag: 1100, ttl: 300, prompt: true });
    expect(ours(1103)).toEqual({ tag: 1103, ttl: 300, prompt: false });
    expect(ours(1108)).toEqual({ tag: 1108, ttl: 300, prompt: true });
    expect(ours(1112)).toEqual({ tag: 1112, ttl: 86400, prompt: false });
  });
});
