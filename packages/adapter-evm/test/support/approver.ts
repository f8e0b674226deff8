import type { ApprovalKind, ApprovalRequest } from '@walletport/dev-wallet';

/**
 * The dev wallet's approver, steered by the test: it records every request and answers with `decide`
 * (approve by default), as the wallet's owner would click.
 */
export interface ScriptedApprover {
  readonly requests: ApprovalRequest[];
  decide: (request: ApprovalRequest) => boolean;
  approver: (request: ApprovalRequest) => Promise<boolean>;
  kinds(): ApprovalKind[];
  /** Rejects requests of these kinds from now on, approves the rest. */
  reject(...kinds: ApprovalKind[]): void;
}

export function createScriptedApprover(): ScriptedApprover {
  const scripted: ScriptedApprover = {
    requests: [],
    decide: () => true,
    approver: async (request) => {
      scripted.requests.push(request);
      return scripted.decide(request);
    },
    kinds: () => scripted.requests.map((request) => request.kind),
    reject(...kinds) {
      scripted.decide = (request) => !kinds.includes(request.kind);
    },
  };
  return scripted;
}
