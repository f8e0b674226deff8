import type { RequestDescription } from '../ui/describe-request.js';
import { solanaChainLabel } from '../ui/describe-solana-request.js';
import type { DevWalletChain } from '../wallet/types.js';
import { parseEip155ChainId } from './namespaces.js';

/** The parts of a session proposal the page shows (a subset of ProposalTypes.Struct). */
export interface ProposalSummaryInput {
  proposer: { metadata: { name: string; url: string; description?: string } };
  requiredNamespaces: Record<string, { chains?: string[]; methods: string[] }>;
  optionalNamespaces?: Record<string, { chains?: string[]; methods: string[] }>;
}

function chainName(caipChainId: string, chains: readonly DevWalletChain[]): string {
  if (caipChainId.startsWith('solana:')) {
    const label = solanaChainLabel(caipChainId);
    return label === caipChainId ? `${caipChainId} (not on this wallet)` : label;
  }
  const id = parseEip155ChainId(caipChainId);
  const chain = id === undefined ? undefined : chains.find((c) => c.id === id);
  return chain ? `${chain.name} (${chain.id})` : `${caipChainId} (not on this wallet)`;
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

/** "Walletport Demo (http://127.0.0.1:5173) wants to connect", with the networks and methods asked for. */
export function describeProposal(
  proposal: ProposalSummaryInput,
  chains: readonly DevWalletChain[],
): RequestDescription {
  const { name, url } = proposal.proposer.metadata;
  const namespaces = [
    ...Object.entries(proposal.requiredNamespaces),
    ...Object.entries(proposal.optionalNamespaces ?? {}),
  ];
  // A namespace key may itself be a chain (eip155:1) when it lists no chains.
  const requestedChains = unique(
    namespaces.flatMap(([key, ns]) => ns.chains ?? (key.includes(':') ? [key] : [])),
  );
  const methods = unique(namespaces.flatMap(([, ns]) => ns.methods));
  return {
    title: 'Connect',
    summary: `${name || 'A dapp'} (${url || 'no url'}) wants to connect to your account.`,
    rows: [
      { label: 'Networks', value: requestedChains.map((c) => chainName(c, chains)).join('\n') || 'none' },
      { label: 'Methods', value: methods.join(', ') || 'none', code: true },
    ],
  };
}
