// Competitor page: Reown AppKit's documented minimal React setup (its "React" quickstart with wagmi):
// a WagmiAdapter, createAppKit with two networks and a project id, WagmiProvider + QueryClientProvider
// around the app, and its <appkit-button> web component. Written with createElement instead of JSX, like
// bench/pages/; the optional `metadata` and `ssr` are left out (this is a client-rendered Vite page).
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi';
import { arbitrum, mainnet } from '@reown/appkit/networks';
import { createAppKit } from '@reown/appkit/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';

// The same placeholder project id as the Walletport page; nothing here can reach a real project.
const projectId = '0123456789abcdef0123456789abcdef';
const networks: [typeof mainnet, typeof arbitrum] = [mainnet, arbitrum];

const wagmiAdapter = new WagmiAdapter({ networks, projectId });
createAppKit({ adapters: [wagmiAdapter], networks, projectId });
const queryClient = new QueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('bench page: #root is missing from index.html');
createRoot(root).render(
  createElement(
    WagmiProvider,
    { config: wagmiAdapter.wagmiConfig },
    createElement(QueryClientProvider, { client: queryClient }, createElement('appkit-button')),
  ),
);
