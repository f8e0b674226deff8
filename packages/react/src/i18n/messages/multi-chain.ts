// The ConnectingMultiChain view's strings: the chain chooser of a wallet installed in several namespaces.
// Namespace names are per CAIP-2 namespace ('multiChain.namespace.<namespace>').
export const multiChain = {
  'multiChain.title': 'Select chain',
  'multiChain.subtitle': 'This wallet works on more than one chain. Choose the one to connect.',
  'multiChain.listLabel': 'Chains',
  'multiChain.connected': 'Connected',
  'multiChain.namespace.eip155': 'EVM networks',
  'multiChain.namespace.solana': 'Solana',
  'multiChain.namespace.bip122': 'Bitcoin',
  'multiChain.namespace.polkadot': 'Polkadot',
  'multiChain.namespace.cosmos': 'Cosmos',
} as const;

/** What each locale's strings of this area must hold (locales/multi-chain/<locale>.ts): every key, as text. */
export type MultiChainMessages = { readonly [K in keyof typeof multiChain]: string };
