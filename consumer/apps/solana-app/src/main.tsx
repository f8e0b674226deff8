// An AppKit-style Solana app: createAppKit with a SolanaAdapter, on the local stack's Solana chain.
import { SolanaAdapter } from '@walletport/adapter-solana';
import { createAppKit } from '@walletport/react';
import { type AppKitNetwork, localSolana } from '@walletport/react/networks';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const env = import.meta.env;
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [
  localSolana({ port: Number(env.VITE_SOLANA_RPC_PORT) }),
];

createAppKit({
  adapters: [new SolanaAdapter()],
  networks,
  projectId: env.VITE_PROJECT_ID,
  apiUrl: env.VITE_WALLETPORT_API_URL,
  metadata: {
    name: 'Solana app',
    description: 'A Solana app using Walletport from its npm tarballs',
    url: location.origin,
    icons: [],
  },
  features: { analytics: false, email: false, socials: false },
});

const root = document.getElementById('root');
if (root === null) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
