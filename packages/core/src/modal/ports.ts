/**
 * What the modal and router need from the rest of an instance, as small interfaces ("ports"). The lead
 * wires the real stores and services in createAppKit(); tests hand in fakes. Nothing here holds state.
 */
import type { RouterView, ViewName } from './views.js';

/** Timers are injected so the shake and the farcaster reload run on fake time in tests. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The host's real timers, read when called (never at import). */
export function systemTimers(): Timers {
  return {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
}

/**
 * What a close request did:
 * - closed: the modal was open and is now closed;
 * - not-open: it was already closed, nothing happened;
 * - ignored: ApproveTransaction without force;
 * - blocked: SIWX is required and no session exists; the modal shook.
 */
export type CloseOutcome = 'closed' | 'not-open' | 'ignored' | 'blocked';

export interface CloseOptions {
  /** Closes ApproveTransaction too. Does not override the SIWX block. */
  force?: boolean;
}

/** What the router needs from the modal: closing it ("Going back closes the modal ..."). */
export interface ModalClosePort {
  close(options?: CloseOptions): CloseOutcome;
}

/** Account facts the router reads for the farcaster back rule. */
export interface FarcasterAccountPort {
  /** Whether the active namespace has an address. */
  hasAddress(): boolean;
  /** Clears the account's farcasterUrl (part of the account state). */
  clearFarcasterUrl(): void;
}

/** The embedded-wallet auth provider, reloaded after leaving the farcaster view. */
export interface AuthReloadPort {
  reload(): void | Promise<void>;
}

/** Inputs of the opening rules (see docs/router.md "Opening"). */
export interface ModalContextPort {
  /** A wallet is connected (the active namespace has an address). */
  isConnected(): boolean;
  /** At least one chain adapter was given to createAppKit. */
  hasAdapters(): boolean;
  isMobile(): boolean;
}

/** Answers whether closing the modal on `view` is held back right now (true blocks the close). */
export type CloseGuard = (view: ViewName) => boolean;

/** SIWX facts for the close rules; both are read only when the current view needs them. */
export interface SiwxClosePort {
  /** The host app made sign-in required. */
  isRequired(): boolean;
  /** A SIWX session exists for the current chain and address. */
  hasSession(): boolean;
}

/**
 * Events the modal emits (UI events, see docs/events.md). A type alias, not an interface, so it satisfies the
 * event bus's Record<string, unknown> constraint when an app merges it into its own event map.
 */
export type ModalEvents = {
  MODAL_OPEN: { view: RouterView; connected: boolean };
  MODAL_CLOSE: { connected: boolean };
};

/** Any event bus whose events include ModalEvents, e.g. `createEventBus<AppEvents>()`. */
export interface ModalEventSink {
  emit<K extends keyof ModalEvents>(type: K, data: ModalEvents[K]): void;
}

/** Passed to onClose hooks, e.g. so the embedded wallet can reject requests nobody will approve. */
export interface ModalCloseInfo {
  connected: boolean;
  /** Closing the modal with an empty transaction stack rejects pending requests. */
  transactionStackEmpty: boolean;
}

/** Where failures of fire-and-forget work (auth reload, hooks) are reported instead of thrown. */
export type ErrorReporter = (error: unknown) => void;
