// Simplified Chinese (zh-CN): the chain chooser's strings (messages/multi-chain.ts), spread into ../zh-CN.ts.
import type { MultiChainMessages } from '../../messages/multi-chain.js';

export const multiChainZhCn: MultiChainMessages = {
  'multiChain.title': '选择链',
  'multiChain.subtitle': '此钱包支持多条链。请选择要连接的链。',
  'multiChain.listLabel': '链',
  'multiChain.connected': '已连接',
  'multiChain.namespace.eip155': 'EVM 网络',
  'multiChain.namespace.solana': 'Solana',
  'multiChain.namespace.bip122': 'Bitcoin',
  'multiChain.namespace.polkadot': 'Polkadot',
  'multiChain.namespace.cosmos': 'Cosmos',
};
