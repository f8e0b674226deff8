import type { TransactionSummary } from './describe-transaction.js';

interface SolanaApprovalBase {
  /** The page (or WalletConnect dapp) that asked. */
  origin: string;
  /** The wallet's account that would sign (base58). */
  address: string;
}

/** What the Solana side asks the user about; shown in the same panel and queue as EVM requests. */
export type SolanaApprovalRequest =
  | (SolanaApprovalBase & { kind: 'solanaConnect' })
  | (SolanaApprovalBase & { kind: 'solanaSignMessage'; messages: readonly Uint8Array[] })
  | (SolanaApprovalBase & {
      kind: 'solanaSignTransactions';
      /** The chain the page named, when it named one. */
      chain?: string;
      transactions: readonly TransactionSummary[];
    })
  | (SolanaApprovalBase & {
      kind: 'solanaSignAndSend';
      chain: string;
      rpcUrl: string;
      transactions: readonly TransactionSummary[];
    });

export type SolanaApprovalKind = SolanaApprovalRequest['kind'];

/** Resolves true to approve. */
export type SolanaApprover = (request: SolanaApprovalRequest) => Promise<boolean>;

/** Who asks: shown as `origin` and decided by `approver` (the panel's queue, or the WalletConnect page). */
export interface SolanaCaller {
  origin: string;
  approver: SolanaApprover;
}
