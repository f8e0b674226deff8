import { EthersAdapter } from '@walletport/adapter-ethers';
import { createAppKit } from '@walletport/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { networks, projectId } from './config';

createAppKit({
  adapters: [new EthersAdapter()],
  networks,
  projectId,
  apiUrl: import.meta.env.VITE_WALLETPORT_API_URL,
  relayUrl: import.meta.env.VITE_RELAY_URL,
  metadata: {
    name: 'ethers app',
    description: 'An ethers v6 app using Walletport from its npm tarballs',
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
