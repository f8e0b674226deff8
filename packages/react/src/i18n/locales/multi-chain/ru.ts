// Russian (ru): the chain chooser's strings (messages/multi-chain.ts), spread into ../ru.ts.
import type { MultiChainMessages } from '../../messages/multi-chain.js';

export const multiChainRu: MultiChainMessages = {
  'multiChain.title': 'Выберите сеть',
  'multiChain.subtitle': 'Этот кошелёк работает в нескольких блокчейнах. Выберите, какой подключить.',
  'multiChain.listLabel': 'Блокчейны',
  'multiChain.connected': 'Подключено',
  'multiChain.namespace.eip155': 'Сети EVM',
  'multiChain.namespace.solana': 'Solana',
  'multiChain.namespace.bip122': 'Bitcoin',
  'multiChain.namespace.polkadot': 'Polkadot',
  'multiChain.namespace.cosmos': 'Cosmos',
};
