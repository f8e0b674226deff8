// Brazilian Portuguese (pt-BR): the chain chooser's strings (messages/multi-chain.ts), spread into ../pt-BR.ts.
import type { MultiChainMessages } from '../../messages/multi-chain.js';

export const multiChainPtBr: MultiChainMessages = {
  'multiChain.title': 'Selecionar rede',
  'multiChain.subtitle': 'Esta carteira funciona em mais de uma rede. Escolha qual conectar.',
  'multiChain.listLabel': 'Redes',
  'multiChain.connected': 'Conectada',
  'multiChain.namespace.eip155': 'Redes EVM',
  'multiChain.namespace.solana': 'Solana',
  'multiChain.namespace.bip122': 'Bitcoin',
  'multiChain.namespace.polkadot': 'Polkadot',
  'multiChain.namespace.cosmos': 'Cosmos',
};
