/**
 * A scripted Wallet Standard wallet for the adapter's unit tests: it grants accounts, signs messages with
 * the local chain's test keys, and reports `change` events on demand. The dev wallet is the real one
 * (integration tests); this one lets a test decide every answer, including refusals.
 */
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { signWithKeypair, solanaTestKeypair } from '@walletport/solnet/keys';

type Listener = (properties: { accounts?: readonly WalletAccount[] }) => void;

export interface FakeWallet extends Wallet {
  /** What the next non-silent connect does: grant, or refuse as a visitor's "no" (code 4001). */
  answer: 'grant' | 'reject';
  /** Whether a silent connect finds the site approved. */
  approved: boolean;
  readonly calls: string[];
  emitAccounts(accounts: readonly WalletAccount[]): void;
  account(index: number): WalletAccount;
}

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const;

export function createFakeWallet(
  options: { name?: string; chains?: `${string}:${string}`[] } = {},
): FakeWallet {
  const chains = options.chains ?? ['solana:localnet', 'solana:devnet'];
  const listeners = new Set<Listener>();
  const account = (index: number): WalletAccount => {
    const keypair = solanaTestKeypair(index);
    return {
      address: keypair.address,
      publicKey: keypair.publicKey,
      chains,
      features: ['solana:signMessage', 'solana:signTransaction'],
    };
  };
  let granted: readonly WalletAccount[] = [];
  const wallet: FakeWallet = {
    version: '1.0.0',
    name: options.name ?? 'Fake Solana Wallet',
    icon: ICON,
    chains,
    answer: 'grant',
    approved: false,
    calls: [],
    get accounts() {
      return granted;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          wallet.calls.push(input?.silent ? 'connect(silent)' : 'connect');
          if (input?.silent) {
            granted = wallet.approved ? [account(0)] : [];
            return { accounts: granted };
          }
          if (wallet.answer === 'reject') {
            throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
          }
          wallet.approved = true;
          granted = [account(0)];
          return { accounts: granted };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          wallet.calls.push('disconnect');
          wallet.approved = false;
          granted = [];
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: Listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          wallet.calls.push('signMessage');
          if (wallet.answer === 'reject') {
            throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
          }
          return inputs.map((input) => {
            const index = [0, 1, 2].find((i) => solanaTestKeypair(i).address === input.account.address) ?? 0;
            return {
              signedMessage: input.message,
              signature: signWithKeypair(solanaTestKeypair(index), input.message),
            };
          });
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction() {
          throw new Error('not scripted in unit tests');
        },
      },
    },
    emitAccounts(accounts) {
      granted = accounts;
      for (const listener of listeners) listener({ accounts });
    },
    account,
  };
  return wallet;
}
