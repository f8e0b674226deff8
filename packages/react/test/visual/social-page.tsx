/**
 * The page the social login screenshots are taken of (social.screens.ts): a real createAppKit over the
 * core test adapter with an embedded wallet stood in for by a page-side object (the frame is not
 * loaded; its views are what is looked at). The query string picks the view and state:
 * ?view=Connect|ConnectSocials|ConnectingSocial|ConnectingFarcaster&state=waiting|failed|redirecting|opening
 * &providers=google,x,…
 */
import {
  createMemoryStorage,
  createStore,
  type EmbeddedWallet,
  type EmbeddedWalletState,
  type InstanceFeature,
  mainnet,
  optimism,
  type SocialLoginOutcome,
  SocialLoginError,
} from '@walletport/core/internal';
import { createTestAdapter } from '../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../src/client/create-app-kit.js';
import { startSocialAttempt } from '../../src/social/social-attempt.js';

const query = new URLSearchParams(location.search);
const view = query.get('view') ?? 'Connect';
const state = query.get('state') ?? 'waiting';
const theme = query.get('theme') === 'light' ? 'light' : 'dark';
const providers = (query.get('providers') ?? 'google,x,discord,github,apple,facebook').split(',');

const never = <T,>() => new Promise<T>(() => {});

const store = createStore<EmbeddedWalletState>({
  user: undefined,
  frameUi: { visible: false, height: 0 },
  pendingEmail: undefined,
  socialReturn: undefined,
});
const wallet: EmbeddedWallet = {
  store,
  provider: { request: async () => null, on: () => {}, removeListener: () => {}, emit: () => {} },
  frameElement: () => undefined,
  preload: async () => {},
  sendCode: never,
  verifyCode: never,
  setUpKey: never,
  completeLogin: async () => {},
  restore: async () => undefined,
  switchChain: async () => {},
  signOut: async () => {},
  startEmailUpdate: never,
  confirmPrimaryEmailCode: never,
  confirmSecondaryEmailCode: never,
  cancelPending: async () => {},
  syncTheme: () => {},
  destroy: () => {},
  socialProviders: async () => providers,
  connectSocial: never,
  resumeSocialRedirect: async () => {},
  async farcasterUri() {
    if (state === 'opening') return never();
    return {
      url: `farcaster://connect?channelToken=${'Q'.repeat(43)}&nonce=kq3Zr8vWm2PxT5nLb&domain=app.example.com&siweUri=https%3A%2F%2Fapp.example.com&expirationTime=2026-11-27T10%3A10%3A00.000Z&relay=https%3A%2F%2Fapi.example.com%2Fembedded%2Fv1%2Ffarcaster`,
      webUrl: 'https://api.example.com/embedded/v1/farcaster/connect?channelToken=Q',
      expiresAt: '2026-11-27T10:10:00.000Z',
    };
  },
  async connectFarcaster() {
    if (state === 'failed') throw new Error('The Farcaster sign-in link expired: start again');
    return never();
  },
  reload: async () => {},
  async startSocialLogin(request): Promise<SocialLoginOutcome> {
    if (state === 'failed') throw new SocialLoginError('access_denied', request.provider);
    if (state === 'redirecting') return { next: 'redirecting' };
    return never();
  },
};
const feature: InstanceFeature = {
  name: 'visual-embedded-wallet',
  install: (ctx) => ctx.provideService('embeddedWallet', wallet),
};

const adapter = createTestAdapter({
  networks: [mainnet, optimism],
  connectors: [
    { id: 'injected', name: 'Walletport Dev Wallet', type: 'INJECTED', chain: 'eip155' },
    { id: 'ID_AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' },
  ],
  wallets: { injected: { accounts: [], chainId: 1 } },
});

const instance = createAppKit(
  {
    projectId: 'visual',
    networks: [mainnet, optimism],
    adapters: [adapter],
    themeMode: theme,
    features: { analytics: false },
    ...(query.get('locale') ? { locale: query.get('locale') } : {}),
  } as never,
  { storage: createMemoryStorage(), preloadModal: 'intent', features: [feature] } as never,
);

await instance.open({ view: { name: 'Connect' } } as never);
if (view === 'ConnectSocials') instance.services.router.push({ name: 'ConnectSocials' });
if (view === 'ConnectingFarcaster') instance.services.router.push({ name: 'ConnectingFarcaster' });
if (view === 'ConnectingSocial') {
  const provider = (query.get('provider') ?? 'google') as 'google';
  startSocialAttempt(wallet, provider, 1, { isMobile: false, isTelegram: false });
  instance.services.router.push({ name: 'ConnectingSocial', params: { provider } });
}
document.body.dataset.ready = 'true';
