// Italian (it): the chain chooser's strings (messages/multi-chain.ts), spread into ../it.ts.
import type { MultiChainMessages } from '../../messages/multi-chain.js';

export const multiChainIt: MultiChainMessages = {
  'multiChain.title': 'Seleziona catena',
  'multiChain.subtitle': 'Questo wallet funziona su più di una catena. Scegli quella da collegare.',
  'multiChain.listLabel': 'Catene',
  'multiChain.connected': 'Collegato',
  'multiChain.namespace.eip155': 'Reti EVM',
  'multiChain.namespace.solana': 'Solana',
  'multiChain.namespace.bip122': 'Bitcoin',
  'multiChain.namespace.polkadot': 'Polkadot',
  'multiChain.namespace.cosmos': 'Cosmos',
};
