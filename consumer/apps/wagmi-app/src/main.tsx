import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createAppKit } from '@walletport/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { App } from './App';
import { networks, projectId, wagmiAdapter } from './config';

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  apiUrl: import.meta.env.VITE_WALLETPORT_API_URL,
  relayUrl: import.meta.env.VITE_RELAY_URL,
  metadata: {
    name: 'wagmi app',
    description: 'A wagmi app using Walletport from its npm tarballs',
    url: location.origin,
    icons: [],
  },
  features: { analytics: false, email: false, socials: false },
});

// wagmi's default is true; `?reconnectOnMount=false` runs the same app with the other value.
const reconnectOnMount = new URLSearchParams(location.search).get('reconnectOnMount') !== 'false';
const queryClient = new QueryClient();

const root = document.getElementById('root');
if (root === null) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig} reconnectOnMount={reconnectOnMount}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
);
