/**
 * A browser wallet the test drives step by step, for the faults a real wallet shows that the dev wallet
 * does not script: locking itself (MetaMask's auto-lock: `accountsChanged([])`, `eth_accounts` → []),
 * unlocking (`accountsChanged([address])`), and refusing `wallet_switchEthereumChain` with 4200.
 *
 * The page gets a thin EIP-6963 provider (scriptable-wallet-page.ts); the wallet itself runs in the test
 * process: it holds the devnet's account 1 key, signs with it (viem) and sends reads and signed
 * transactions to the real devnet. Its prompts wait for `approve()` or `reject()`, as a wallet's own
 * window waits for its owner: the page's focus never moves to it.
 */
import type { Page } from '@playwright/test';
import {
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  numberToHex,
  type TransactionRequest,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { installScriptableProvider } from './scriptable-wallet-page.js';
import type { E2eStack } from './stack.js';

/** Account 1 of the public test mnemonic (the dev wallet uses account 0). */
export const SCRIPTABLE_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SCRIPTABLE_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const SCRIPTABLE_WALLET_NAME = 'Scriptable Test Wallet';
const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23506"/%3E%3C/svg%3E';

export interface ScriptableWalletOptions {
  /** Answer wallet_switchEthereumChain with 4200, as wallets that cannot switch networks do. */
  refuseChainSwitch?: boolean;
}

export interface ScriptableWallet {
  /** Every method the page sent, in order. */
  readonly methods: string[];
  /** Resolves with the method of the next prompt (or the one already waiting). */
  nextPrompt(): Promise<string>;
  /** The method of the prompt waiting now, if any. */
  pendingPrompt(): string | undefined;
  approve(): void;
  reject(): void;
  /** Locks itself: accounts hidden, `accountsChanged([])`. The site keeps its permission. */
  lock(): Promise<void>;
  /** Unlocks: `accountsChanged([address])` when the site is permitted. */
  unlock(): Promise<void>;
}

interface RpcError {
  code: number;
  message: string;
}
type Reply = { result: unknown } | { error: RpcError };

const rejected: RpcError = { code: 4001, message: 'User rejected the request.' };

/** Installs the wallet in `page` (before its scripts run) and returns the handle that drives it. */
export async function installScriptableWallet(
  page: Page,
  stack: E2eStack,
  options: ScriptableWalletOptions = {},
): Promise<ScriptableWallet> {
  const account = privateKeyToAccount(SCRIPTABLE_KEY);
  const chains = stack.chains.map((chain) =>
    defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
  );
  const firstChain = chains[0];
  if (firstChain === undefined) throw new Error('the e2e stack has no chain');
  let chain: Chain = firstChain;
  let permitted = false;
  let locked = false;
  const methods: string[] = [];
  const prompts = createPromptQueue();
  const accounts = () => (permitted && !locked ? [account.address] : []);
  const emit = (event: string, payload: unknown) =>
    page.evaluate(
      ([name, data]) =>
        (window as never as Record<string, (e: string, d: unknown) => void>).__scriptableWalletEmit?.(
          name as string,
          data,
        ),
      [event, payload] as const,
    );

  const handlers: Record<string, (params: unknown[]) => Promise<unknown>> = {
    eth_accounts: async () => accounts(),
    eth_chainId: async () => numberToHex(chain.id),
    net_version: async () => String(chain.id),
    eth_requestAccounts: async () => {
      await prompts.ask('eth_requestAccounts');
      permitted = true;
      locked = false;
      return accounts();
    },
    wallet_requestPermissions: async () => {
      await prompts.ask('wallet_requestPermissions');
      permitted = true;
      locked = false;
      return [permission(account.address)];
    },
    wallet_getPermissions: async () => (permitted ? [permission(account.address)] : []),
    wallet_revokePermissions: async () => {
      permitted = false;
      return null;
    },
    wallet_switchEthereumChain: async ([target]) => {
      if (options.refuseChainSwitch)
        throw { code: 4200, message: 'The method "wallet_switchEthereumChain" is not supported.' };
      const wanted = chains.find((c) => numberToHex(c.id) === (target as { chainId?: string })?.chainId);
      if (wanted === undefined) throw { code: 4902, message: 'Unrecognized chain ID.' };
      await prompts.ask('wallet_switchEthereumChain');
      chain = wanted;
      await emit('chainChanged', numberToHex(chain.id));
      return null;
    },
    personal_sign: async ([message]) => {
      requireAccount();
      await prompts.ask('personal_sign');
      return account.signMessage({ message: { raw: message as Hex } });
    },
    eth_signTypedData_v4: async ([, typedData]) => {
      requireAccount();
      await prompts.ask('eth_signTypedData_v4');
      const data = typeof typedData === 'string' ? JSON.parse(typedData) : typedData;
      return account.signTypedData(data);
    },
    eth_sendTransaction: async ([transaction]) => {
      requireAccount();
      await prompts.ask('eth_sendTransaction');
      const client = createWalletClient({ account, chain, transport: http() });
      const { to, value, data } = transaction as { to?: Hex; value?: Hex; data?: Hex };
      return client.sendTransaction({
        to,
        data,
        ...(value === undefined ? {} : { value: BigInt(value) }),
      } as TransactionRequest as never);
    },
  };
  const requireAccount = () => {
    if (accounts().length === 0)
      throw { code: 4100, message: 'The requested account has not been authorized.' };
  };

  await page.exposeBinding(
    '__scriptableWalletRequest',
    async (_source, request: { method: string; params?: unknown }) => {
      methods.push(request.method);
      const params = Array.isArray(request.params) ? request.params : [];
      return answer(() => {
        const handler = handlers[request.method];
        if (handler !== undefined) return handler(params);
        if (request.method.startsWith('wallet_'))
          throw { code: 4200, message: `${request.method} is not supported.` };
        return relay(chain, request.method, params);
      });
    },
  );
  await page.addInitScript(installScriptableProvider, {
    bindingName: '__scriptableWalletRequest',
    emitName: '__scriptableWalletEmit',
    info: {
      uuid: crypto.randomUUID(),
      name: SCRIPTABLE_WALLET_NAME,
      icon: ICON,
      rdns: 'dev.walletport.scriptable',
    },
  });

  return {
    methods,
    nextPrompt: prompts.next,
    pendingPrompt: prompts.pending,
    approve: () => prompts.settle(true),
    reject: () => prompts.settle(false),
    async lock() {
      locked = true;
      await emit('accountsChanged', []);
    },
    async unlock() {
      locked = false;
      if (permitted) await emit('accountsChanged', accounts());
    },
  };
}

function permission(address: string) {
  return {
    parentCapability: 'eth_accounts',
    caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
  };
}

async function answer(run: () => Promise<unknown>): Promise<Reply> {
  try {
    return { result: await run() };
  } catch (error) {
    const { code, message } = error as Partial<RpcError> & { message?: string };
    return { error: { code: typeof code === 'number' ? code : -32603, message: message ?? String(error) } };
  }
}

/** Reads and anything else unsigned go to the devnet node of the wallet's chain as they are. */
async function relay(chain: Chain, method: string, params: unknown[]): Promise<unknown> {
  const [url] = chain.rpcUrls.default.http;
  const response = await fetch(url as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: RpcError };
  if (body.error !== undefined) throw body.error;
  return body.result;
}

/** One prompt at a time, answered by the test. */
function createPromptQueue() {
  let waiting: { method: string; decide: (approved: boolean) => void } | undefined;
  let onPrompt: ((method: string) => void) | undefined;
  return {
    ask(method: string): Promise<void> {
      if (waiting !== undefined)
        return Promise.reject({ code: -32002, message: 'A request is already pending.' });
      return new Promise<void>((resolve, reject) => {
        waiting = {
          method,
          decide: (approved) => {
            waiting = undefined;
            if (approved) resolve();
            else reject(rejected);
          },
        };
        onPrompt?.(method);
        onPrompt = undefined;
      });
    },
    pending: (): string | undefined => waiting?.method,
    next(): Promise<string> {
      if (waiting !== undefined) return Promise.resolve(waiting.method);
      return new Promise((resolve) => {
        onPrompt = resolve;
      });
    },
    settle(approved: boolean): void {
      if (waiting === undefined) throw new Error('the scriptable wallet has no prompt waiting');
      waiting.decide(approved);
    },
  };
}
