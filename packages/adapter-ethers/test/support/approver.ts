import type { ApprovalKind, ApprovalRequest } from '@walletport/dev-wallet';

/**
 * The dev wallet's approver, steered by the test as the wallet's owner would click: it records every
 * request and approves, except the kinds told to reject.
 */
export interface ScriptedApprover {
  readonly requests: ApprovalRequest[];
  approver: (request: ApprovalRequest) => Promise<boolean>;
  kinds(): ApprovalKind[];
  /** Rejects requests of these kinds from now on (none: approve everything again). */
  reject(...kinds: ApprovalKind[]): void;
}

export function createScriptedApprover(): ScriptedApprover {
  const requests: ApprovalRequest[] = [];
  let rejected: readonly ApprovalKind[] = [];
  return {
    requests,
    approver: async (request) => {
      requests.push(request);
      return !rejected.includes(request.kind);
    },
    kinds: () => requests.map((request) => request.kind),
    reject(...kinds) {
      rejected = kinds;
    },
  };
}
