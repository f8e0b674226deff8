/**
 * Going back to where a flow began: to the last `name` in history when it is there (the visitor's own
 * path, as the back button would walk it), else that view in place of the current one.
 */
import type { RouterService, ViewName } from '@walletport/core/internal';

type BackTarget = Extract<ViewName, 'Connect' | 'Account'>;

export function backTo(
  router: Pick<RouterService, 'store' | 'goBackToIndex' | 'replace'>,
  name: BackTarget,
): void {
  const { history } = router.store.getState();
  for (let index = history.length - 1; index >= 0; index -= 1) {
    if (history[index]?.name !== name) continue;
    router.goBackToIndex(index);
    return;
  }
  router.replace({ name });
}
