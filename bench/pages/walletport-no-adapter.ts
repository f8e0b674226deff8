// Host page (c), for attribution only: page (b) without the WagmiAdapter, so the bench can tell the
// bytes of Walletport's own packages (react + core) apart from the adapter's (wagmi + viem).
import { AppKitButton, createAppKit } from '@walletport/react';
import { arbitrum, mainnet } from '@walletport/react/networks';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const projectId = '0123456789abcdef0123456789abcdef';

createAppKit({ networks: [mainnet, arbitrum], projectId });

const root = document.getElementById('root');
if (!root) throw new Error('bench page: #root is missing from index.html');
createRoot(root).render(createElement(AppKitButton));
