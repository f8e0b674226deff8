// Japanese (ja): the chain chooser's strings (messages/multi-chain.ts), spread into ../ja.ts.
import type { MultiChainMessages } from '../../messages/multi-chain.js';

export const multiChainJa: MultiChainMessages = {
  'multiChain.title': 'チェーンを選択',
  'multiChain.subtitle': 'このウォレットは複数のチェーンで使えます。接続するチェーンを選んでください。',
  'multiChain.listLabel': 'チェーン',
  'multiChain.connected': '接続済み',
  'multiChain.namespace.eip155': 'EVM ネットワーク',
  'multiChain.namespace.solana': 'Solana',
  'multiChain.namespace.bip122': 'Bitcoin',
  'multiChain.namespace.polkadot': 'Polkadot',
  'multiChain.namespace.cosmos': 'Cosmos',
};
