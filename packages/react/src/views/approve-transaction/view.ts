import { defineView } from '../view-declaration.js';

/** The embedded wallet asks to approve a request: its own approval screen, shown in the modal. */
export const approveTransactionView = defineView({
  name: 'ApproveTransaction',
  title: 'modal.title.approveTransaction',
  load: () => import('./ApproveTransactionView.js'),
});
