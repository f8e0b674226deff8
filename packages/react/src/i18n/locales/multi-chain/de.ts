// German (de): the chain chooser's strings (messages/multi-chain.ts), spread into ../de.ts.
import type { MultiChainMessages } from '../../messages/multi-chain.js';

export const multiChainDe: MultiChainMessages = {
  'multiChain.title': 'Chain auswählen',
  'multiChain.subtitle':
    'Diese Wallet funktioniert auf mehr als einer Chain. Wähle die, die du verbinden möchtest.',
  'multiChain.listLabel': 'Chains',
  'multiChain.connected': 'Verbunden',
  'multiChain.namespace.eip155': 'EVM-Netzwerke',
  'multiChain.namespace.solana': 'Solana',
  'multiChain.namespace.bip122': 'Bitcoin',
  'multiChain.namespace.polkadot': 'Polkadot',
  'multiChain.namespace.cosmos': 'Cosmos',
};
