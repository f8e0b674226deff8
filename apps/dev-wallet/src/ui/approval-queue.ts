import type { SolanaApprovalRequest } from '../solana/types.js';
import type { ApprovalRequest } from '../wallet/types.js';

/** One queue for both sides, so EVM and Solana requests of a page are shown one at a time, in order. */
export type QueuedRequest = ApprovalRequest | SolanaApprovalRequest;

/** Serves as the EVM wallet's Approver and the Solana wallet's approver alike. */
export type QueueApprover = (request: QueuedRequest) => Promise<boolean>;

export interface PendingApproval {
  /** Increasing per queue, so the UI can tell a new request from a re-render of the same one. */
  id: number;
  request: QueuedRequest;
}

/** Requests wait in arrival order; the UI shows the head and settles it before seeing the next. */
export interface ApprovalQueue {
  readonly approver: QueueApprover;
  current(): PendingApproval | undefined;
  /** How many wait behind the current one. */
  waiting(): number;
  /** Approves (true) or rejects (false) the current request. */
  settle(approved: boolean): void;
  /** Rejects everything, e.g. when the owner disconnects the wallet. */
  rejectAll(): void;
  subscribe(listener: () => void): () => void;
}

export function createApprovalQueue(): ApprovalQueue {
  const entries: Array<PendingApproval & { resolve: (approved: boolean) => void }> = [];
  const listeners = new Set<() => void>();
  let nextId = 1;
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  return {
    approver: (request) =>
      new Promise<boolean>((resolve) => {
        entries.push({ id: nextId++, request, resolve });
        changed();
      }),
    current() {
      const head = entries[0];
      return head && { id: head.id, request: head.request };
    },
    waiting: () => Math.max(0, entries.length - 1),
    settle(approved) {
      const head = entries.shift();
      if (!head) return;
      head.resolve(approved);
      changed();
    },
    rejectAll() {
      if (entries.length === 0) return;
      for (const entry of entries.splice(0)) entry.resolve(false);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
