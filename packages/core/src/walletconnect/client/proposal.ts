/**
 * What a session proposal is made of: a fresh pairing (random symmetric key, its SHA-256 as the topic, the
 * URI a wallet scans) and the wc_sessionPropose params carrying our X25519 public key. Pure apart from the
 * key's randomness.
 */
import { randomHex32, topicOfKey } from './crypto.js';
import { PAIRING_TTL_SECONDS, PROPOSAL_TTL_SECONDS } from './rpc-options.js';
import type { PeerMetadata, ProposalNamespaces } from './session-record.js';
import { formatPairingUri } from './uri.js';

export interface ProposeInput {
  requiredNamespaces: ProposalNamespaces;
  optionalNamespaces: ProposalNamespaces;
  metadata: PeerMetadata;
}

export interface NewPairing {
  symKey: string;
  topic: string;
  uri: string;
}

/** A pairing created at `nowSeconds`: its URI is valid for 4 minutes. */
export async function newPairing(nowSeconds: number): Promise<NewPairing> {
  const symKey = randomHex32();
  const topic = await topicOfKey(symKey);
  const uri = formatPairingUri({
    topic,
    symKey,
    relayProtocol: 'irn',
    expiryTimestamp: nowSeconds + PAIRING_TTL_SECONDS,
    methods: ['wc_sessionPropose'],
  });
  return { symKey, topic, uri };
}

/** The wc_sessionPropose params: what we ask for, who we are, until when the proposal stands. */
export function proposalParams(
  input: ProposeInput,
  publicKey: string,
  pairingTopic: string,
  nowSeconds: number,
) {
  return {
    requiredNamespaces: input.requiredNamespaces,
    optionalNamespaces: input.optionalNamespaces,
    relays: [{ protocol: 'irn' }],
    proposer: { publicKey, metadata: input.metadata },
    expiryTimestamp: nowSeconds + PROPOSAL_TTL_SECONDS,
    pairingTopic,
  };
}
