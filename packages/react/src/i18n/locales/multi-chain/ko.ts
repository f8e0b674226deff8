// Korean (ko): the chain chooser's strings (messages/multi-chain.ts), spread into ../ko.ts.
import type { MultiChainMessages } from '../../messages/multi-chain.js';

export const multiChainKo: MultiChainMessages = {
  'multiChain.title': '체인 선택',
  'multiChain.subtitle': '이 지갑은 여러 체인에서 사용할 수 있습니다. 연결할 체인을 선택하세요.',
  'multiChain.listLabel': '체인',
  'multiChain.connected': '연결됨',
  'multiChain.namespace.eip155': 'EVM 네트워크',
  'multiChain.namespace.solana': 'Solana',
  'multiChain.namespace.bip122': 'Bitcoin',
  'multiChain.namespace.polkadot': 'Polkadot',
  'multiChain.namespace.cosmos': 'Cosmos',
};
