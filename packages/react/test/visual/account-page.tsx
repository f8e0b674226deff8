/**
 * The page the Account screenshots are taken of (account-tabs.screens.ts): a real createAppKit over the
 * core test adapter, connected, whose Walletport server is a fetch answering the documented routes with
 * fixed data (tokens priced and unpriced, NFTs with and without pictures, two pages of history over
 * several months). The query string picks the tab, theme, locale and state:
 * ?tab=Tokens|NFTs|Activity&theme=dark|light&locale=en|ar&state=full|empty|failed|loading&view=Account|Activity
 */
import { createMemoryStorage, localDevnet, updateAccount } from '@walletport/core/internal';
import { createTestAdapter } from '../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../src/client/create-app-kit.js';

const query = new URLSearchParams(location.search);
const tab = (query.get('tab') ?? 'Tokens') as 'Tokens' | 'NFTs' | 'Activity';
const theme = query.get('theme') === 'light' ? 'light' : 'dark';
const state = query.get('state') ?? 'full';
const view = query.get('view') ?? 'Account';
const historyCount = Number(query.get('rows') ?? '60');

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const WPUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const WPT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const COLLECTIBLES = '0x0165878A594ca255338adfa4d48449f69242Eb8F';
const CHAIN = 'eip155:31337';
const devnet = localDevnet({ id: 31337, name: 'Walletport Devnet', port: 8545 });

const picture = (id: number) => `${location.origin}/collectibles/${id}.svg`;

const balances = {
  balances: [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: CHAIN,
      price: 2875.4,
      value: 2875.4 * 9998.4213,
      quantity: { decimals: '18', numeric: '9998.4213' },
      iconUrl: '',
    },
    {
      name: 'Walletport USD',
      symbol: 'WPUSD',
      chainId: CHAIN,
      address: `${CHAIN}:${WPUSD}`,
      price: 1,
      value: 1250.5,
      quantity: { decimals: '6', numeric: '1250.5' },
      iconUrl: '',
    },
    // No feed prices it: no price and no value at all.
    {
      name: 'Walletport Token',
      symbol: 'WPT',
      chainId: CHAIN,
      address: `${CHAIN}:${WPT}`,
      quantity: { decimals: '18', numeric: '420.123456' },
      iconUrl: '',
    },
  ],
};

const nfts = {
  data: [1, 2, 3, 4, 5].map((id) => ({
    chainId: CHAIN,
    contract: COLLECTIBLES,
    tokenId: String(id),
    name: id === 5 ? '' : `Walletport Collectible #${id}`,
    description: 'A demo collectible',
    // #4 has no picture, #3's picture is broken: both show the placeholder.
    imageUrl: id === 4 ? null : id === 3 ? `${location.origin}/collectibles/missing.svg` : picture(id),
    collection: { name: 'Walletport Collectibles', symbol: 'WPC' },
    isSpam: false,
  })),
};

const HOUR = 3_600_000;
function historyItem(index: number) {
  const kinds = ['receive', 'send', 'nft', 'token', 'failed'] as const;
  const kind = kinds[index % kinds.length] ?? 'receive';
  const minedAt = new Date(Date.now() - (index < 3 ? index * 0.3 + 0.05 : index * 19) * HOUR).toISOString();
  const hash = `0x${index.toString(16).padStart(64, '0')}`;
  const outgoing = kind === 'send' || kind === 'failed' || kind === 'token';
  const transfer =
    kind === 'nft'
      ? {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: {
            name: `Walletport Collectible #${(index % 5) + 1}`,
            contract: COLLECTIBLES,
            tokenId: String((index % 5) + 1),
            content: { preview: { url: picture((index % 5) + 1) } },
            flags: { is_spam: false },
          },
        }
      : kind === 'token'
        ? {
            direction: 'out',
            quantity: { numeric: '25', decimals: '6' },
            fungible_info: { name: 'Walletport USD', symbol: 'WPUSD', address: WPUSD, icon: null },
            price: 1,
            value: 25,
          }
        : {
            direction: outgoing ? 'out' : 'in',
            quantity: { numeric: (0.125 * (index + 1)).toString(), decimals: '18' },
            fungible_info: { name: 'Ether', symbol: 'ETH', icon: null },
            price: 2875.4,
            value: 2875.4 * 0.125 * (index + 1),
          };
  return {
    id: hash,
    metadata: {
      operationType: outgoing ? 'send' : 'receive',
      hash,
      minedAt,
      sentFrom: outgoing ? ADDRESS : OTHER,
      sentTo: outgoing ? OTHER : ADDRESS,
      status: kind === 'failed' ? 'failed' : 'confirmed',
      nonce: index,
      chain: CHAIN,
    },
    transfers: [transfer],
  };
}
const history = Array.from({ length: historyCount }, (_, index) => historyItem(index));
const PAGE = 50;

function answer(url: URL): unknown {
  const path = url.pathname;
  if (path === '/v1/supported-chains') return { http: [CHAIN], ws: [] };
  if (state === 'empty') {
    if (path.endsWith('/balance')) return { balances: [] };
    if (path.endsWith('/nfts')) return { data: [] };
    if (path.endsWith('/history')) return { data: [], next: null };
  }
  if (path.endsWith('/balance')) return balances;
  if (path.endsWith('/nfts')) return nfts;
  if (path.endsWith('/history')) {
    const start = Number(url.searchParams.get('cursor') ?? '0');
    const next = start + PAGE < history.length ? String(start + PAGE) : null;
    return { data: history.slice(start, start + PAGE), next };
  }
  if (path.startsWith('/v1/identity/')) return { name: null, avatar: null };
  if (path === '/getAnalyticsConfig') return { isAnalyticsEnabled: false };
  return undefined;
}

const serverFetch = async (input: RequestInfo | URL): Promise<Response> => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (state === 'loading' && url.pathname !== '/v1/supported-chains') return new Promise<Response>(() => {});
  if (state === 'failed' && url.pathname !== '/v1/supported-chains')
    return new Response('{}', { status: 502 });
  const body = answer(url);
  return body === undefined ? new Response('{}', { status: 404 }) : Response.json(body);
};

const adapter = createTestAdapter({
  networks: [devnet],
  connectors: [{ id: 'injected', name: 'Walletport Dev Wallet', type: 'INJECTED', chain: 'eip155' }],
  wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 31337 } },
});
adapter.getBalance = async () => ({ balance: '9998.4213', symbol: 'ETH' });

const instance = createAppKit(
  {
    projectId: 'visual',
    networks: [devnet],
    adapters: [adapter],
    apiUrl: 'http://api.visual.test',
    themeMode: theme,
    features: { email: false, socials: false, analytics: false },
    ...(query.get('locale') ? { locale: query.get('locale') } : {}),
  } as never,
  { storage: createMemoryStorage(), fetch: serverFetch as typeof fetch, preloadModal: 'intent' },
);

const started = performance.now();
await instance.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
updateAccount(instance.stores.accounts, 'eip155', { currentTab: tab });
await instance.open(view === 'Activity' ? { view: { name: 'Activity' } } : {});
(window as unknown as { visual: unknown }).visual = { instance, started };
document.body.dataset.ready = 'true';
