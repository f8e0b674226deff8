/**
 * Where an unsafe request of the embedded wallet is approved: the modal's ApproveTransaction view,
 * which shows the frame's own approval screen. The view opens (or is pushed) while at least one
 * approval is pending; when the last one ends the modal goes back the way the spec asks: a flow that
 * pushed a transaction action is popped with the outcome, a modal the request opened is closed, and
 * otherwise the view goes back to where the visitor was.
 */
import type { ModalService } from '../modal/modal.js';
import type { RouterService } from '../modal/router.js';
import type { TransactionStatus } from '../modal/router-transitions.js';

export interface ApprovalFlowDeps {
  modal: Pick<ModalService, 'store' | 'open' | 'close'>;
  router: Pick<RouterService, 'store' | 'push' | 'goBack' | 'popTransactionStack'>;
}

export interface ApprovalFlow {
  /** Runs `task` with the approval view shown; the view goes away when the last task settles. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** How many approvals wait for the visitor. */
  pending(): number;
}

export function createApprovalFlow(deps: ApprovalFlowDeps): ApprovalFlow {
  const { modal, router } = deps;
  let pending = 0;
  /** Whether this flow opened the modal (then it closes it), captured when the first approval starts. */
  let openedModal = false;

  const show = () => {
    if (!modal.store.getState().open) {
      openedModal = true;
      modal.open({ view: { name: 'ApproveTransaction' } });
      return;
    }
    openedModal = false;
    if (router.store.getState().view.name !== 'ApproveTransaction')
      router.push({ name: 'ApproveTransaction' });
  };

  const finish = (status: TransactionStatus) => {
    if (!modal.store.getState().open) return;
    if (router.store.getState().transactionStack.length > 0) {
      router.popTransactionStack(status);
      return;
    }
    const { view, history } = router.store.getState();
    if (openedModal || history.length <= 1) {
      modal.close({ force: true });
      return;
    }
    if (view.name === 'ApproveTransaction') router.goBack();
  };

  return {
    pending: () => pending,
    async run(task) {
      pending += 1;
      if (pending === 1) show();
      let status: TransactionStatus = 'error';
      try {
        const result = await task();
        status = 'success';
        return result;
      } finally {
        pending -= 1;
        if (pending === 0) finish(status);
      }
    },
  };
}
