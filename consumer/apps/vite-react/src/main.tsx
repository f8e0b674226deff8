import { createAppKit } from '@walletport/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { networks, projectId, wagmiAdapter } from './config';

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  apiUrl: import.meta.env.VITE_WALLETPORT_API_URL,
  relayUrl: import.meta.env.VITE_RELAY_URL,
  metadata: {
    name: 'Vite app',
    description: 'A Vite React app using Walletport from its npm tarballs',
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
