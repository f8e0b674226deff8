// Spanish (es): the chain chooser's strings (messages/multi-chain.ts), spread into ../es.ts.
import type { MultiChainMessages } from '../../messages/multi-chain.js';

export const multiChainEs: MultiChainMessages = {
  'multiChain.title': 'Elegir cadena',
  'multiChain.subtitle': 'Esta billetera funciona en más de una cadena. Elige con cuál conectarte.',
  'multiChain.listLabel': 'Cadenas',
  'multiChain.connected': 'Conectada',
  'multiChain.namespace.eip155': 'Redes EVM',
  'multiChain.namespace.solana': 'Solana',
  'multiChain.namespace.bip122': 'Bitcoin',
  'multiChain.namespace.polkadot': 'Polkadot',
  'multiChain.namespace.cosmos': 'Cosmos',
};
