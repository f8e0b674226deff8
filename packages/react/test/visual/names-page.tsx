/**
 * The page the name screenshots are taken of (names.screens.ts): a real createAppKit over the core test
 * adapter, connected on Ethereum, with a Walletport names registry answered in the page (suffix
 * '.walletport.id', 'alice' taken). The query string picks the screen, theme and locale:
 * ?screen=account|empty|invalid|available|taken|failed|signing|success
 */
import { createMemoryStorage, mainnet, optimism } from '@walletport/core/internal';
import type { RegisterNameFlow, RegisterNameState } from '@walletport/core/names';
import { createTestAdapter } from '../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../src/client/create-app-kit.js';

const query = new URLSearchParams(location.search);
const screen = query.get('screen') ?? 'empty';
const theme = query.get('theme') === 'light' ? 'light' : 'dark';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SUFFIX = '.walletport.id';
const taken = new Set([`alice${SUFFIX}`, `alice2${SUFFIX}`]);
let registered: string | null = null;

function answer(url: URL, init?: RequestInit): { status: number; body: unknown } | undefined {
  const path = url.pathname;
  if (path === '/v1/supported-chains') return { status: 200, body: { http: [], ws: [] } };
  if (path.startsWith('/v1/identity/')) return { status: 200, body: { name: registered, avatar: null } };
  if (path.startsWith('/v1/profile/suggestions/')) {
    const label = decodeURIComponent(path.split('/').pop() ?? '');
    const variants = [1, 2, 3, 4, 5]
      .map((digit) => `${label}${digit}${SUFFIX}`)
      .filter((name) => !taken.has(name));
    return {
      status: 200,
      body: {
        suggestions: [
          { name: `${label}${SUFFIX}`, registered: taken.has(`${label}${SUFFIX}`) },
          ...variants.slice(0, 4).map((name) => ({ name, registered: false })),
        ],
      },
    };
  }
  if (path === '/v1/profile/account' && init?.method === 'POST') {
    const { message } = JSON.parse(String(init.body)) as { message: string };
    const { name } = JSON.parse(message) as { name: string };
    if (screen === 'failed') {
      taken.add(name);
      return {
        status: 409,
        body: { code: 'NAME_TAKEN', message: `The name ${name} is already registered.` },
      };
    }
    registered = name;
    return {
      status: 200,
      body: { success: true, record: { name, addresses: { '60': { address: ADDRESS } } } },
    };
  }
  return undefined;
}

const serverFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const reply = answer(new URL(input instanceof Request ? input.url : String(input)), init);
  return reply === undefined
    ? new Response('{}', { status: 404 })
    : Response.json(reply.body, { status: reply.status });
};

const adapter = Object.assign(
  createTestAdapter({
    networks: [mainnet, optimism],
    connectors: [{ id: 'injected', name: 'Walletport Dev Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  }),
  {
    getBalance: async () => ({ balance: '3.2145', symbol: 'ETH' }),
    signMessage: (): Promise<string> =>
      screen === 'signing' ? new Promise<string>(() => {}) : Promise.resolve('0x1234'),
  },
);

const instance = createAppKit(
  {
    projectId: 'visual',
    networks: [mainnet, optimism],
    adapters: [adapter],
    apiUrl: 'http://api.visual.test',
    themeMode: theme,
    features: { email: false, socials: false, analytics: false },
    ...(query.get('locale') ? { locale: query.get('locale') } : {}),
  } as never,
  { storage: createMemoryStorage(), fetch: serverFetch as typeof fetch, preloadModal: 'intent' },
);

function until(flow: RegisterNameFlow, done: (value: RegisterNameState) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (done(flow.store.getState())) return resolve();
    const stop = flow.store.subscribe((value) => {
      if (!done(value)) return;
      stop();
      resolve();
    });
  });
}

await instance.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
if (screen === 'account') {
  await instance.open({ view: { name: 'Account' } } as never);
} else {
  await instance.open({ view: { name: 'Account' } } as never);
  instance.services.router.push({ name: 'RegisterAccountName' });
  const flow = (await instance.services.features.names?.load()) as RegisterNameFlow;
  const typed: Record<string, string> = {
    invalid: 'ab_c',
    available: 'bobby',
    taken: 'alice',
    failed: 'carol',
    signing: 'bobby',
    success: 'bobby',
  };
  const text = typed[screen];
  if (text !== undefined) {
    flow.setText(text);
    if (screen !== 'invalid') await until(flow, (value) => value.availability.status !== 'checking');
  }
  if (screen === 'failed' || screen === 'signing' || screen === 'success') {
    const done = flow.register();
    if (screen !== 'signing') {
      await done;
      if (screen === 'success') instance.services.router.replace({ name: 'RegisterAccountNameSuccess' });
    }
  }
}
document.body.dataset.ready = 'true';
