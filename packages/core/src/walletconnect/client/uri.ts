/**
 * The pairing URI a wallet scans: `wc:<topic>@2?relay-protocol=irn&symKey=<key>&expiryTimestamp=<s>&methods=…`.
 * The topic is the SHA-256 of the symmetric key, so the URI carries everything the wallet needs to read
 * the proposal and nothing more.
 */
import { isHex32 } from './crypto.js';

export interface PairingUri {
  topic: string;
  symKey: string;
  relayProtocol: string;
  /** Seconds since epoch. */
  expiryTimestamp: number;
  methods: string[];
}

export function formatPairingUri(pairing: PairingUri): string {
  const query = new URLSearchParams({
    'relay-protocol': pairing.relayProtocol,
    symKey: pairing.symKey,
    expiryTimestamp: String(pairing.expiryTimestamp),
  });
  if (pairing.methods.length > 0) query.set('methods', pairing.methods.join(','));
  return `wc:${pairing.topic}@2?${query.toString()}`;
}

/** The URI's parts, or undefined for anything that is not a version-2 pairing URI with a valid key. */
export function parsePairingUri(uri: string): PairingUri | undefined {
  const match = /^wc:([0-9a-f]{64})@2\?(.*)$/.exec(uri);
  if (match === null) return undefined;
  const [, topic, queryString] = match as unknown as [string, string, string];
  const query = new URLSearchParams(queryString);
  const symKey = query.get('symKey');
  const relayProtocol = query.get('relay-protocol');
  const expiry = query.get('expiryTimestamp');
  if (!isHex32(symKey) || relayProtocol === null || relayProtocol === '') return undefined;
  if (expiry === null || !/^\d{1,12}$/.test(expiry)) return undefined;
  const methods = query.get('methods');
  return {
    topic,
    symKey,
    relayProtocol,
    expiryTimestamp: Number(expiry),
    methods: methods === null || methods === '' ? [] : methods.split(','),
  };
}
