// Competitor page: RainbowKit's documented minimal setup (its "Installation" guide): wagmi's config from
// getDefaultConfig with two networks, WagmiProvider + QueryClientProvider + RainbowKitProvider, and its
// <ConnectButton/>. Written with createElement instead of JSX, like bench/pages/, and kept to what the
// guide does (no `ssr`: this is a client-rendered Vite page), so the figures describe what an app ships.
import '@rainbow-me/rainbowkit/styles.css';
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { arbitrum, mainnet } from 'wagmi/chains';

// The same placeholder project id as the Walletport page; nothing here can reach a real project.
const projectId = '0123456789abcdef0123456789abcdef';

const config = getDefaultConfig({ appName: 'Walletport bench', projectId, chains: [mainnet, arbitrum] });
const queryClient = new QueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('bench page: #root is missing from index.html');
createRoot(root).render(
  createElement(
    WagmiProvider,
    { config },
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(RainbowKitProvider, null, createElement(ConnectButton)),
    ),
  ),
);
