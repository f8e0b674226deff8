import type { AccountTab } from '@walletport/core/internal';

/** Which of Tokens | NFTs | Activity this account has: Tokens always, the others where a source exists. */
export function visibleAccountTabs({ nfts, activity }: { nfts: boolean; activity: boolean }): AccountTab[] {
  const tabs: AccountTab[] = ['Tokens'];
  if (nfts) tabs.push('NFTs');
  if (activity) tabs.push('Activity');
  return tabs;
}

/** The remembered tab when it is still offered, else the first one. */
export function shownTab(current: AccountTab, visible: readonly AccountTab[]): AccountTab {
  return visible.includes(current) ? current : (visible[0] ?? 'Tokens');
}

/**
 * Where a key moves the focus in a tab list of `count` tabs (WAI-ARIA tabs): the arrows to the next or
 * previous tab, wrapping, mirrored right to left; Home and End to the ends. Undefined for other keys.
 */
export function tabIndexAfterKey(
  key: string,
  index: number,
  count: number,
  rtl: boolean,
): number | undefined {
  if (count === 0) return undefined;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (index + 1) % count;
    case backward:
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
