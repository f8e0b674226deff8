import { ed25519 } from '@noble/curves/ed25519';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import { solanaStandardChains } from '../../src/solana/chains.js';
import {
  appReadyEventName,
  registerStandardWallet,
  registerWalletEventName,
} from '../../src/solana/register-wallet.js';
import { createSolanaSigner } from '../../src/solana/signer.js';
import {
  createSolanaSessionStore,
  parseSolanaSession,
  solanaSessionKey,
} from '../../src/solana/solana-session.js';
import { createStandardWallet } from '../../src/solana/standard-wallet.js';
import type { SolanaApprover } from '../../src/solana/types.js';
import { walletIconBase64DataUri } from '../../src/wallet/icon.js';
import { account0, account1 } from './support.js';

const origin = 'http://127.0.0.1:5173';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

function setup(approver: SolanaApprover = async () => true, storage = memoryStorage()) {
  const signer = createSolanaSigner();
  const sessions = createSolanaSessionStore(
    () => storage,
    origin,
    () => {},
  );
  const controls = createStandardWallet({
    name: 'Walletport Dev Wallet',
    icon: walletIconBase64DataUri(),
    origin,
    signer,
    approver,
    sessions,
  });
  return { signer, storage, controls, wallet: controls.wallet, features: controls.wallet.features };
}

describe('the Wallet Standard wallet', () => {
  it('describes itself per the Wallet Standard', () => {
    const { wallet } = setup();
    expect(wallet.name).toBe('Walletport Dev Wallet');
    expect(wallet.version).toBe('1.0.0');
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(wallet.chains).toEqual([...solanaStandardChains]);
    expect(Object.keys(wallet.features).sort()).toEqual(
      [
        'solana:signAndSendTransaction',
        'solana:signMessage',
        'solana:signTransaction',
        'standard:connect',
        'standard:disconnect',
        'standard:events',
      ].sort(),
    );
    expect(wallet.accounts).toEqual([]);
  });

  it('connects after approval, emits change, and signs messages that verify', async () => {
    const { features, wallet } = setup();
    const changes: (readonly WalletAccount[])[] = [];
    features['standard:events'].on('change', ({ accounts }) => changes.push(accounts ?? []));
    const { accounts } = await features['standard:connect'].connect();
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.address).toBe(account0.address);
    expect(accounts[0]!.publicKey).toEqual(account0.publicKey);
    expect(wallet.accounts[0]).toBe(accounts[0]);
    expect(changes).toHaveLength(1);
    const message = new TextEncoder().encode('hello');
    const [output] = await features['solana:signMessage'].signMessage({ account: accounts[0]!, message });
    expect(output!.signedMessage).toEqual(message);
    expect(ed25519.verify(output!.signature, message, account0.publicKey)).toBe(true);
  });

  it('a rejected connect throws 4001 and stays disconnected; silent connect never prompts', async () => {
    let asked = 0;
    const { features, wallet } = setup(async () => {
      asked++;
      return false;
    });
    expect(await features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] });
    expect(asked).toBe(0);
    await expect(features['standard:connect'].connect()).rejects.toMatchObject({
      message: 'User rejected the request.',
      code: 4001,
    });
    expect(wallet.accounts).toEqual([]);
  });

  it('remembers the site: silent connect restores after a "reload"; disconnect forgets', async () => {
    const first = setup();
    await first.features['standard:connect'].connect();
    first.signer.selectAccount(1);
    expect(parseSolanaSession(first.storage.map.get(solanaSessionKey(origin))!, origin)).toMatchObject({
      accountIndex: 1,
    });
    const second = setup(async () => {
      throw new Error('must not prompt');
    }, first.storage);
    const { accounts } = await second.features['standard:connect'].connect({ silent: true });
    expect(accounts[0]!.address).toBe(account1.address);
    await second.features['standard:disconnect'].disconnect();
    expect(second.storage.map.size).toBe(0);
    expect(second.wallet.accounts).toEqual([]);
  });

  it('refuses calls before connect, for another account, and malformed inputs', async () => {
    const { features } = setup();
    const account = { address: account0.address, publicKey: account0.publicKey, chains: [], features: [] };
    const message = new Uint8Array([1]);
    await expect(features['solana:signMessage'].signMessage({ account, message })).rejects.toMatchObject({
      code: 4100,
    });
    await features['standard:connect'].connect();
    const other = { ...account, address: account1.address };
    await expect(
      features['solana:signMessage'].signMessage({ account: other, message }),
    ).rejects.toMatchObject({
      code: 4100,
    });
    await expect(features['solana:signMessage'].signMessage()).rejects.toMatchObject({ code: -32602 });
    await expect(
      features['solana:signMessage'].signMessage({ account, message: 'text' as unknown as Uint8Array }),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(
      features['solana:signTransaction'].signTransaction({
        account,
        transaction: new Uint8Array([1]),
        chain: 'solana:nowhere',
      }),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(
      features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction: new Uint8Array([1]),
        chain: 'solana:localnet',
        options: { skipPreflight: 'yes' as unknown as boolean },
      }),
    ).rejects.toMatchObject({ code: -32602 });
  });
});

describe('registerStandardWallet', () => {
  function fakeWindow() {
    return Object.assign(new EventTarget(), { CustomEvent }) as unknown as Window;
  }

  it('dispatches register-wallet and answers app-ready; unregisters on dispose', () => {
    const win = fakeWindow();
    const { wallet } = setup();
    const early: Wallet[] = [];
    win.addEventListener(registerWalletEventName, (event) =>
      (event as CustomEvent).detail({
        register: (w: Wallet) => {
          early.push(w);
          return () => {};
        },
      }),
    );
    const registered: Wallet[] = [];
    const dispose = registerStandardWallet(win, wallet);
    expect(early).toEqual([wallet]);
    let unregistered = 0;
    const api = {
      register: (w: Wallet) => {
        registered.push(w);
        return () => void unregistered++;
      },
    };
    win.dispatchEvent(new CustomEvent(appReadyEventName, { detail: api }));
    expect(registered).toEqual([wallet]);
    win.dispatchEvent(new CustomEvent(appReadyEventName, { detail: 'not an api' }));
    dispose();
    expect(unregistered).toBe(1);
    win.dispatchEvent(new CustomEvent(appReadyEventName, { detail: api }));
    expect(registered).toHaveLength(1);
  });
});
