/**
 * A settled session as this client keeps it (and stores it), and the checks on what a wallet sends:
 * the wallet is outside our control, so every field of a settlement or update is validated and bounded
 * before it reaches the provider.
 */
import { isHex32 } from './crypto.js';
import { SESSION_TTL_SECONDS } from './rpc-options.js';

export interface ProposalNamespace {
  chains: string[];
  methods: string[];
  events: string[];
}

export type ProposalNamespaces = Record<string, ProposalNamespace>;

export interface SessionNamespace {
  accounts: string[];
  chains?: string[];
  methods: string[];
  events: string[];
}

export type SessionNamespaces = Record<string, SessionNamespace>;

export interface PeerMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

export interface SessionRecord {
  topic: string;
  symKey: string;
  /** Seconds since epoch. */
  expiry: number;
  pairingTopic: string;
  namespaces: SessionNamespaces;
  requiredNamespaces: ProposalNamespaces;
  optionalNamespaces: ProposalNamespaces;
  peer: { publicKey: string; metadata: PeerMetadata };
  selfPublicKey: string;
}

const NAMESPACE_KEY = /^[-a-z0-9]{3,8}(:[-_a-zA-Z0-9]{1,32})?$/;
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
const CAIP10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/;
const MAX_ENTRIES = 256;
const MAX_NAME = 128;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringList(value: unknown, pattern?: RegExp): string[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_ENTRIES) return undefined;
  const ok = value.every(
    (entry) =>
      typeof entry === 'string' && entry.length <= MAX_NAME && (pattern === undefined || pattern.test(entry)),
  );
  return ok ? [...new Set(value as string[])] : undefined;
}

/**
 * The namespaces of a settlement or update; undefined when malformed. Accounts must sit in the namespace
 * that lists them, and only namespaces the session asked for are kept.
 */
export function parseSessionNamespaces(
  value: unknown,
  requested: readonly string[],
): SessionNamespaces | undefined {
  if (!isRecord(value)) return undefined;
  const result: SessionNamespaces = {};
  for (const [key, raw] of Object.entries(value)) {
    if (!NAMESPACE_KEY.test(key) || !isRecord(raw)) return undefined;
    const namespace = key.split(':')[0] as string;
    if (!requested.includes(namespace)) continue;
    const accounts = stringList(raw.accounts, CAIP10);
    const methods = stringList(raw.methods);
    const events = stringList(raw.events);
    if (accounts === undefined || methods === undefined || events === undefined) return undefined;
    if (!accounts.every((account) => account.startsWith(`${namespace}:`))) return undefined;
    const entry: SessionNamespace = { accounts, methods, events };
    if (raw.chains !== undefined) {
      const chains = stringList(raw.chains, CAIP2);
      if (chains === undefined) return undefined;
      entry.chains = chains;
    }
    result[key] = entry;
  }
  return Object.keys(result).length === 0 ? undefined : result;
}

const clip = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The peer's self-description, clipped; icons and url only as http(s) URLs. */
export function parsePeerMetadata(value: unknown): PeerMetadata {
  const raw = isRecord(value) ? value : {};
  const icons = Array.isArray(raw.icons) ? raw.icons.slice(0, 16).filter(isWebUrl).slice(0, 4) : [];
  return {
    name: clip(typeof raw.name === 'string' ? raw.name.trim() : '', MAX_NAME),
    description: clip(raw.description, 512),
    url: isWebUrl(raw.url) ? raw.url : '',
    icons,
  };
}

export interface SettleParams {
  namespaces: SessionNamespaces;
  expiry: number;
  controller: { publicKey: string; metadata: PeerMetadata };
}

/** A wallet's wc_sessionSettle params; undefined when they cannot make a session. */
export function parseSettleParams(value: unknown, requested: readonly string[]): SettleParams | undefined {
  if (!isRecord(value) || !isRecord(value.controller)) return undefined;
  const namespaces = parseSessionNamespaces(value.namespaces, requested);
  const expiry = value.expiry;
  const publicKey = value.controller.publicKey;
  if (namespaces === undefined || !isHex32(publicKey)) return undefined;
  if (typeof expiry !== 'number' || !Number.isSafeInteger(expiry)) return undefined;
  return {
    namespaces,
    expiry,
    controller: { publicKey, metadata: parsePeerMetadata(value.controller.metadata) },
  };
}

/** What we know of a session before the wallet settles it: its topic and key, and what we asked for. */
export interface PendingSettlement {
  topic: string;
  symKey: string;
  /** The key that answered the proposal: only it may settle. */
  peerPublicKey: string;
  selfPublicKey: string;
  pairingTopic: string;
  requiredNamespaces: ProposalNamespaces;
  optionalNamespaces: ProposalNamespaces;
}

/**
 * The session a wallet's wc_sessionSettle makes, or undefined when its params are malformed or it comes
 * from another key than the one that answered the proposal. The wallet proposes the expiry; more than a
 * week is not ours to accept.
 */
export function sessionFromSettlement(
  params: unknown,
  pending: PendingSettlement,
): SessionRecord | undefined {
  const requested = requestedNamespaceKeys(pending.requiredNamespaces, pending.optionalNamespaces);
  const settle = parseSettleParams(params, requested);
  if (settle === undefined || settle.controller.publicKey !== pending.peerPublicKey) return undefined;
  return {
    topic: pending.topic,
    symKey: pending.symKey,
    expiry: Math.min(settle.expiry, Math.floor(Date.now() / 1000) + SESSION_TTL_SECONDS),
    pairingTopic: pending.pairingTopic,
    namespaces: settle.namespaces,
    requiredNamespaces: pending.requiredNamespaces,
    optionalNamespaces: pending.optionalNamespaces,
    peer: { publicKey: settle.controller.publicKey, metadata: settle.controller.metadata },
    selfPublicKey: pending.selfPublicKey,
  };
}

/** A stored session read back; anything damaged is dropped rather than trusted. */
export function parseStoredSession(value: unknown): SessionRecord | undefined {
  if (!isRecord(value)) return undefined;
  const { topic, symKey, expiry, pairingTopic, selfPublicKey } = value;
  if (!isHex32(topic) || !isHex32(symKey) || !isHex32(selfPublicKey) || typeof pairingTopic !== 'string') {
    return undefined;
  }
  if (typeof expiry !== 'number' || !isRecord(value.peer) || !isHex32(value.peer.publicKey)) return undefined;
  const required = proposalNamespacesOf(value.requiredNamespaces);
  const optional = proposalNamespacesOf(value.optionalNamespaces);
  const keys = [...Object.keys(required ?? {}), ...Object.keys(optional ?? {})].map(
    (key) => key.split(':')[0] as string,
  );
  const namespaces = parseSessionNamespaces(value.namespaces, keys);
  if (namespaces === undefined || required === undefined || optional === undefined) return undefined;
  return {
    topic,
    symKey,
    expiry,
    pairingTopic,
    namespaces,
    requiredNamespaces: required,
    optionalNamespaces: optional,
    peer: { publicKey: value.peer.publicKey, metadata: parsePeerMetadata(value.peer.metadata) },
    selfPublicKey,
  };
}

function proposalNamespacesOf(value: unknown): ProposalNamespaces | undefined {
  if (!isRecord(value)) return undefined;
  const result: ProposalNamespaces = {};
  for (const [key, raw] of Object.entries(value)) {
    if (!NAMESPACE_KEY.test(key) || !isRecord(raw)) return undefined;
    const chains = stringList(raw.chains ?? [], CAIP2);
    const methods = stringList(raw.methods);
    const events = stringList(raw.events);
    if (chains === undefined || methods === undefined || events === undefined) return undefined;
    result[key] = { chains, methods, events };
  }
  return result;
}

/** The namespaces (`eip155`, `solana`…) a proposal asked for, required or optional. */
export function requestedNamespaceKeys(required: ProposalNamespaces, optional: ProposalNamespaces): string[] {
  return [
    ...new Set(
      [...Object.keys(required), ...Object.keys(optional)].map((key) => key.split(':')[0] as string),
    ),
  ];
}
