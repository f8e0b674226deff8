// Host page (b): the smallest real Walletport integration, written the way the getting-started guide
// does it: one adapter, two networks, the connect button. Nothing here may be bench-specific, or the
// bytes stop describing what an app ships.
import { WagmiAdapter } from '@walletport/adapter-evm';
import { AppKitButton, createAppKit } from '@walletport/react';
import { arbitrum, mainnet } from '@walletport/react/networks';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const projectId = '0123456789abcdef0123456789abcdef';
const networks = [mainnet, arbitrum] as const;

createAppKit({ adapters: [new WagmiAdapter({ networks: [...networks], projectId })], networks, projectId });

const root = document.getElementById('root');
if (!root) throw new Error('bench page: #root is missing from index.html');
createRoot(root).render(createElement(AppKitButton));
