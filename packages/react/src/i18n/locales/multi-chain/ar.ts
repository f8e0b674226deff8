// Arabic (ar): the chain chooser's strings (messages/multi-chain.ts), spread into ../ar.ts.
import type { MultiChainMessages } from '../../messages/multi-chain.js';

export const multiChainAr: MultiChainMessages = {
  'multiChain.title': 'اختر السلسلة',
  'multiChain.subtitle': 'تعمل هذه المحفظة على أكثر من سلسلة. اختر السلسلة التي تريد الاتصال بها.',
  'multiChain.listLabel': 'السلاسل',
  'multiChain.connected': 'متصل',
  'multiChain.namespace.eip155': 'شبكات EVM',
  'multiChain.namespace.solana': 'Solana',
  'multiChain.namespace.bip122': 'Bitcoin',
  'multiChain.namespace.polkadot': 'Polkadot',
  'multiChain.namespace.cosmos': 'Cosmos',
};
