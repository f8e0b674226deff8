// Host page (d): page (b) with Solana beside EVM, written the way docs/adapters.md does it: a WagmiAdapter
// and a SolanaAdapter, EVM and Solana networks, the connect button. Compared with (b) by bench/solana-adapter.ts.
import { WagmiAdapter } from '@walletport/adapter-evm';
import { SolanaAdapter } from '@walletport/adapter-solana';
import { AppKitButton, createAppKit } from '@walletport/react';
import { arbitrum, mainnet, solana } from '@walletport/react/networks';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const projectId = '0123456789abcdef0123456789abcdef';
const networks = [mainnet, arbitrum, solana] as const;

createAppKit({
  adapters: [new WagmiAdapter({ networks: [...networks], projectId }), new SolanaAdapter()],
  networks,
  projectId,
});

const root = document.getElementById('root');
if (!root) throw new Error('bench page: #root is missing from index.html');
createRoot(root).render(createElement(AppKitButton));
