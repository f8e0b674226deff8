/**
 * The SIWX contract (see docs/siwx.md), under AppKit's names so an app's existing
 * SIWX configuration moves over unchanged. Core only calls these; the ready configurations
 * (createServerSiwx, createLocalSiwx) and the app's own implement them.
 */
import type { CaipNetworkId } from '../caip/index.js';
import type { CodedText } from '../errors/index.js';

/** The fields of a sign-in message (the session data). Times are ISO-8601 / RFC 3339 strings. */
export interface SiwxMessageData {
  /** The signing account: EIP-55 for eip155, the namespace's own form elsewhere. */
  accountAddress: string;
  /** CAIP-2 id of the network the session is bound to, e.g. 'eip155:31337'. */
  chainId: CaipNetworkId;
  /** RFC 3986 authority (host and optional port) that asks for the signature, e.g. 'app.example.com'. */
  domain: string;
  /**
   * EIP-4361's optional URI scheme before the domain ('https' writes "https://app.example.com wants you
   * …"); left out, the line starts with the domain.
   */
  scheme?: string;
  /** RFC 3986 URI of the resource the signature is for, usually the page origin. */
  uri: string;
  version: '1';
  /** At least 8 letters or digits, chosen by the verifier so a signature cannot be replayed. */
  nonce: string;
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
  /** One line of human-readable text shown above the fields. */
  statement?: string;
}

/** A message ready to sign: its fields plus `toString()`, the exact text the wallet signs. */
export interface SiwxMessage extends SiwxMessageData {
  toString(): string;
}

/** A signed-in session: what was signed, the exact text and the wallet's signature. */
export interface SiwxSession {
  data: SiwxMessageData;
  message: string;
  signature: string;
}

/** What the app passes as `siwx` (AppKit's SIWXConfig). */
export interface SiwxConfig {
  createMessage(input: { chainId: CaipNetworkId; accountAddress: string }): Promise<SiwxMessage>;
  /** Stores (and for a server variant verifies) a session; throws when it is refused. */
  addSession(session: SiwxSession): Promise<void>;
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  setSessions(sessions: SiwxSession[]): Promise<void>;
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>;
  /** True keeps the visitor from using the app connected but signed out. Default false. */
  getRequired?(): boolean;
  /** Revoke the session when the wallet disconnects. */
  signOutOnDisconnect?: boolean;
}

export type SiwxStatus = 'idle' | 'ready' | 'signing' | 'error' | 'signed-in';

/** The pair waiting for a signature and, once created, the text the wallet will be asked to sign. */
export interface SiwxPending {
  chainId: CaipNetworkId;
  address: string;
  message?: string;
}

/** The SIWX store's state (instance.stores.siwx). */
export interface SiwxState {
  /**
   * idle: nothing to do (no SIWX, not connected, or the pair is skipped); ready: a signature is wanted
   * for `pending`; signing: waiting for the wallet or the verifier; error: the last attempt failed
   * (`error` says why); signed-in: `session` belongs to the connected pair.
   */
  status: SiwxStatus;
  pending?: SiwxPending;
  session?: SiwxSession;
  /** Why the last attempt failed, as a catalogue code the UI words (errors/coded-text.ts). */
  error?: CodedText;
}
