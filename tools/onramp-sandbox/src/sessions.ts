/**
 * Checkout sessions, in memory: made by the URL generator (POST /v1/sessions), paid on the checkout
 * page, read by GET /v1/sessions/:id. A session is paid at most once; a declined card leaves it open for
 * another card. Past `capacity` sessions the oldest are forgotten (a sandbox left running for days must
 * not grow without bound).
 */
import { randomBytes } from 'node:crypto';
import type { Address, Hex } from 'viem';
import type { SandboxAsset, SandboxChain } from './catalogue.js';

export type SessionStatus = 'pending' | 'paid' | 'delivered' | 'declined';

export interface Session {
  id: string;
  createdAt: number;
  address: Address;
  asset: SandboxAsset;
  chain: SandboxChain;
  presetFiatCents: bigint | undefined;
  partnerUserId: string | undefined;
  status: SessionStatus;
  /** The provider's words for the last decline or failure. */
  message?: string;
  txHash?: Hex;
  paidCents?: bigint;
  /** What was delivered, in whole units (e.g. '0.0342'). */
  purchaseAmount?: string;
}

export const DEFAULT_SESSION_CAPACITY = 1_000;
/** 16 random bytes, base64url: unguessable, so a session's page is reachable only through its URL. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export interface SessionStore {
  create(fields: Omit<Session, 'id' | 'createdAt' | 'status'>): Session;
  get(id: string): Session | undefined;
}

export function createSessionStore(capacity = DEFAULT_SESSION_CAPACITY, now = Date.now): SessionStore {
  const sessions = new Map<string, Session>();
  return {
    create(fields) {
      const session: Session = {
        ...fields,
        id: randomBytes(16).toString('base64url'),
        createdAt: now(),
        status: 'pending',
      };
      sessions.set(session.id, session);
      // A Map iterates in insertion order: the first key is the oldest session.
      while (sessions.size > capacity) {
        const oldest = sessions.keys().next().value;
        if (oldest === undefined) break;
        sessions.delete(oldest);
      }
      return session;
    },
    get: (id) => (SESSION_ID_PATTERN.test(id) ? sessions.get(id) : undefined),
  };
}

/** The public view of a session, as GET /v1/sessions/:id answers it. */
export function sessionStatus(session: Session): { status: SessionStatus; txHash?: Hex; message?: string } {
  return {
    status: session.status,
    ...(session.txHash === undefined ? {} : { txHash: session.txHash }),
    ...(session.message === undefined ? {} : { message: session.message }),
  };
}
