// Turkish (tr): the chain chooser's strings (messages/multi-chain.ts), spread into ../tr.ts.
import type { MultiChainMessages } from '../../messages/multi-chain.js';

export const multiChainTr: MultiChainMessages = {
  'multiChain.title': 'Zincir seçin',
  'multiChain.subtitle': 'Bu cüzdan birden fazla zincirde çalışır. Bağlanacak olanı seçin.',
  'multiChain.listLabel': 'Zincirler',
  'multiChain.connected': 'Bağlı',
  'multiChain.namespace.eip155': 'EVM ağları',
  'multiChain.namespace.solana': 'Solana',
  'multiChain.namespace.bip122': 'Bitcoin',
  'multiChain.namespace.polkadot': 'Polkadot',
  'multiChain.namespace.cosmos': 'Cosmos',
};
