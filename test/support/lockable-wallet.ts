/**
 * The dev wallet behaving like MetaMask's auto-lock: locking hides the accounts (eth_accounts answers
 * [] and the wallet emits accountsChanged([])) without the site losing its permission; unlocking lists
 * them again (accountsChanged([address])). Everything else goes to the real dev wallet, so signing and
 * chain reads stay real.
 */
import type { DevWallet, Eip1193Provider } from '@walletport/dev-wallet';

type Listener = (...args: unknown[]) => void;

/** Shared by the adapters' lock tests: each passes it to its own test page as a wallet. */
export interface LockableWallet {
  provider: Eip1193Provider;
  lock(): void;
  unlock(): Promise<void>;
  /** The methods the page sent, in order. */
  readonly methods: string[];
}

export function lockable(wallet: DevWallet): LockableWallet {
  let locked = false;
  const methods: string[] = [];
  // accountsChanged goes through this wrapper so the lock can emit it; other events come from the wallet.
  const accountListeners = new Set<Listener>();
  wallet.provider.on('accountsChanged', (...args: unknown[]) => {
    if (!locked) for (const listener of accountListeners) listener(...args);
  });
  const emitAccounts = (accounts: readonly string[]) => {
    for (const listener of accountListeners) listener(accounts);
  };

  const provider: Eip1193Provider = {
    request: async (args) => {
      methods.push(args.method);
      if (locked && args.method === 'eth_accounts') return [];
      return wallet.provider.request(args);
    },
    on: (event, listener) => {
      if (event === 'accountsChanged') accountListeners.add(listener as Listener);
      else wallet.provider.on(event, listener);
      return provider;
    },
    removeListener: (event, listener) => {
      if (event === 'accountsChanged') accountListeners.delete(listener as Listener);
      else wallet.provider.removeListener(event, listener);
      return provider;
    },
  };

  return {
    provider,
    methods,
    lock() {
      locked = true;
      emitAccounts([]);
    },
    async unlock() {
      locked = false;
      emitAccounts((await wallet.provider.request({ method: 'eth_accounts' })) as string[]);
    },
  };
}
