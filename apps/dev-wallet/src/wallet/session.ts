import type { MutableWalletState } from './context.js';
import type { DevWalletSession } from './types.js';

/** The session the wallet holds now; null while the site is not connected or the owner locked the wallet. */
export function sessionOf(state: MutableWalletState): DevWalletSession | null {
  if (!state.authorized || state.disconnected) return null;
  return { authorizedAt: state.authorizedAt, selectedIndex: state.selectedIndex, chainId: state.chainId };
}

/**
 * Puts a remembered session back into a fresh wallet's state. The wallet's configuration may have changed
 * since it was saved (fewer accounts, other chains), so an account or chain that no longer exists falls back
 * to the defaults instead of leaving the wallet on something it cannot serve.
 */
export function restoreSession(
  state: MutableWalletState,
  session: DevWalletSession,
  accountCount: number,
): void {
  state.authorized = true;
  state.authorizedAt = session.authorizedAt;
  if (
    Number.isInteger(session.selectedIndex) &&
    session.selectedIndex >= 0 &&
    session.selectedIndex < accountCount
  ) {
    state.selectedIndex = session.selectedIndex;
  }
  if (state.chains.some((chain) => chain.id === session.chainId)) state.chainId = session.chainId;
}

/** Two sessions say the same thing (null for none). */
export function sameSession(a: DevWalletSession | null, b: DevWalletSession | null): boolean {
  if (a === null || b === null) return a === b;
  return a.authorizedAt === b.authorizedAt && a.selectedIndex === b.selectedIndex && a.chainId === b.chainId;
}
