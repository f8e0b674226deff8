// French (fr): the chain chooser's strings (messages/multi-chain.ts), spread into ../fr.ts.
import type { MultiChainMessages } from '../../messages/multi-chain.js';

export const multiChainFr: MultiChainMessages = {
  'multiChain.title': 'Choisir une chaîne',
  'multiChain.subtitle': 'Ce portefeuille fonctionne sur plusieurs chaînes. Choisissez celle à connecter.',
  'multiChain.listLabel': 'Chaînes',
  'multiChain.connected': 'Connecté',
  'multiChain.namespace.eip155': 'Réseaux EVM',
  'multiChain.namespace.solana': 'Solana',
  'multiChain.namespace.bip122': 'Bitcoin',
  'multiChain.namespace.polkadot': 'Polkadot',
  'multiChain.namespace.cosmos': 'Cosmos',
};
