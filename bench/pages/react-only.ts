// Host page (a): React alone rendering one <button>. The baseline every Walletport figure is measured
// against, so "above React" means exactly what Walletport adds to a React page.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('bench page: #root is missing from index.html');
createRoot(root).render(createElement('button', { type: 'button' }, 'Connect Wallet'));
