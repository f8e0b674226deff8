// The demo host site: a React app that uses Walletport the way an AppKit app would (createAppKit with a
// WagmiAdapter, the buttons, the hooks) and keeps using wagmi's own hooks on the same config.
import { WagmiAdapter } from '@walletport/adapter-evm';
import { SolanaAdapter } from '@walletport/adapter-solana';
import { type ChainAdapter, LOCAL_SOLANA_REFERENCE } from '@walletport/core/internal';
import { createAppKit } from '@walletport/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiContext } from 'wagmi';
import { App } from './App.js';
import { readDemoConfig } from './config.js';
import { availableNetworks, selectNetworks } from './networks.js';
import { applyPageTheme } from './page-url.js';
import { accentColor, readSettings } from './settings.js';
import { demoSiwx } from './siwx.js';

const PROJECT_ID = 'walletport-demo';

async function start(root: HTMLElement): Promise<void> {
  const config = await readDemoConfig();
  const settings = readSettings(location.search);
  const available = availableNetworks(config, settings.chains);
  const networks = selectNetworks(available, settings.networkIds);
  const wagmiAdapter = new WagmiAdapter({
    // wagmi needs an eip155 network even when the demo offers Solana alone (its hooks panel stays idle).
    networks: networks.some((network) => network.chainNamespace === 'eip155')
      ? networks
      : availableNetworks(config),
    projectId: PROJECT_ID,
  });
  const adapters: ChainAdapter[] = [];
  if (settings.chains !== 'solana') adapters.push(wagmiAdapter);
  if (settings.chains !== 'evm' && config.solana !== undefined)
    adapters.push(solanaAdapter(config.solana.mint));
  const accent = accentColor(settings.accent);
  const siwx = demoSiwx(settings.signIn, config, PROJECT_ID);
  const appKit = createAppKit({
    // Without adapters the page still has wagmi's config for its hooks panel; it just stays disconnected.
    adapters: settings.adapters === 'none' ? [] : adapters,
    networks,
    projectId: PROJECT_ID,
    // The stack's Walletport server: All wallets lists its registry (without it, the bundled list).
    ...(config.apiUrl === undefined ? {} : { apiUrl: config.apiUrl }),
    // The stack's local WalletConnect relay; a production app leaves this out (the SDK's default relay).
    ...(config.relayUrl === undefined ? {} : { relayUrl: config.relayUrl }),
    // The stack's embedded-wallet frame (email login), served from an origin of its own.
    ...(config.embeddedWalletUrl === undefined ? {} : { embeddedWalletUrl: config.embeddedWalletUrl }),
    metadata: {
      name: 'Walletport demo',
      description: 'A host site for Walletport running on the local devnet.',
      url: location.origin,
      icons: [`${location.origin}/favicon.svg`],
    },
    // Email and social login need the stack's embedded-wallet frame. Socials keep the default order; the
    // modal shows those the stack's server offers (its local identity provider configures them).
    features: {
      email: config.embeddedWalletUrl !== undefined,
      ...(config.embeddedWalletUrl === undefined ? { socials: false as const } : {}),
      analytics: false,
    },
    themeMode: settings.themeMode,
    ...(accent === undefined ? {} : { themeVariables: { '--w3m-accent': accent } }),
    ...(settings.locale === 'auto' ? {} : { locale: settings.locale }),
    ...(siwx === undefined ? {} : { siwx: siwx.config }),
  });
  applyPageTheme(settings.themeMode);
  const queryClient = new QueryClient();
  createRoot(root).render(
    <StrictMode>
      {/*
        wagmi's hooks only need the config in context. <WagmiProvider> would also hydrate it on every
        render, and Walletport's adapter already did: with reconnectOnMount it races the adapter's
        reconnect, without it it empties the connections the adapter just restored after a reload.
      */}
      <WagmiContext.Provider value={wagmiAdapter.wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <App
            appKit={appKit}
            config={config}
            settings={settings}
            available={available}
            active={networks}
            siwxKind={siwx?.kind}
          />
        </QueryClientProvider>
      </WagmiContext.Provider>
    </StrictMode>,
  );
}

/** The Solana adapter, naming the stack's demo token so the Tokens list shows WPUSD rather than its mint. */
function solanaAdapter(mint: string): SolanaAdapter {
  return new SolanaAdapter({
    tokens: [
      {
        caipNetworkId: `solana:${LOCAL_SOLANA_REFERENCE}`,
        address: mint,
        symbol: 'WPUSD',
        name: 'Walletport USD',
      },
    ],
  });
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    const message = document.createElement('p');
    message.className = 'startup-error';
    message.setAttribute('role', 'alert');
    message.textContent = `The demo could not start: ${error instanceof Error ? error.message : String(error)}`;
    root.replaceChildren(message);
  });
}
