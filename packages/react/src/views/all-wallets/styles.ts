/** The AllWallets view's own CSS (theme tokens only). */
export const ALL_WALLETS_VIEW_CSS = `
.wp-all-wallets { display: flex; flex-direction: column; gap: var(--wp-spacing-m); }
.wp-all-wallets-note {
  display: flex; align-items: flex-start; gap: var(--wp-spacing-xs); margin: 0;
  padding: 0 var(--wp-spacing-2xs); line-height: 1.4;
}
.wp-all-wallets-note--error { align-items: center; justify-content: space-between; }
.wp-all-wallets-note .wp-icon { flex: none; margin-top: 1px; }
/* The list scrolls inside a fixed height so the card does not grow with every page. */
.wp-all-wallets-scroll {
  height: min(420px, calc(100vh - 220px));
  height: min(420px, calc(100dvh - 220px));
  min-height: 240px;
  overflow-y: auto; overscroll-behavior: contain; scrollbar-width: thin;
  margin-inline: calc(-1 * var(--wp-spacing-2xs)); padding-inline: var(--wp-spacing-2xs);
}
.wp-all-wallets-scroll--static { overflow: hidden; }
.wp-all-wallets-list { position: relative; margin: 0; padding: 0; list-style: none; }
/*
 * Each wallet is placed by the virtualiser: its line by translateY, its column by the inline start (so a
 * right-to-left grid starts on the right). The list sets the columns, gap and item height
 * (wallet-layout.ts); a placeholder has the same box as the wallet that replaces it.
 */
.wp-all-wallets-item {
  position: absolute; inset-block-start: 0;
  inset-inline-start: calc(var(--wp-wallet-column, 0) * (100% + var(--wp-wallet-gap, 0px)) / var(--wp-wallet-columns, 1));
  width: calc((100% - (var(--wp-wallet-columns, 1) - 1) * var(--wp-wallet-gap, 0px)) / var(--wp-wallet-columns, 1));
  height: var(--wp-wallet-item-height, 56px);
}
.wp-wallet-tile {
  display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-xs);
  width: 100%; height: 100%; min-width: 0; margin: 0; box-sizing: border-box;
  padding: 10px var(--wp-spacing-2xs) var(--wp-spacing-s);
  border: 0; border-radius: var(--wp-border-radius-m);
  background: var(--wp-color-surface-1); color: var(--wp-color-foreground);
  font: inherit; cursor: pointer; -webkit-tap-highlight-color: transparent;
  transition: background-color var(--wp-duration-fast) var(--wp-ease-in-out);
}
.wp-wallet-tile:hover { background: var(--wp-color-surface-2); }
.wp-wallet-tile--placeholder { cursor: default; }
.wp-wallet-tile--placeholder:hover { background: var(--wp-color-surface-1); }
.wp-wallet-tile__image { position: relative; display: flex; flex: none; }
.wp-wallet-tile__installed {
  position: absolute; inset-block-end: -3px; inset-inline-end: -3px;
  display: flex; align-items: center; justify-content: center; width: 18px; height: 18px;
  border-radius: var(--wp-border-radius-full); box-sizing: border-box;
  /* The check is cut out of the badge (the card's colour), as its ring is. */
  background: var(--wp-color-success); color: var(--wp-color-background); border: 2px solid var(--wp-color-surface-1);
}
.wp-wallet-tile:hover .wp-wallet-tile__installed { border-color: var(--wp-color-surface-2); }
/* One line of 16 px whatever the name, so every tile (and its placeholder) is the same height. */
.wp-wallet-tile__name {
  display: block; width: 100%; height: 16px; min-width: 0; text-align: center;
  font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-medium); line-height: 16px;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.wp-wallet-tile__name--placeholder { display: flex; align-items: center; justify-content: center; }
.wp-all-wallets-placeholder {
  display: flex; align-items: center; gap: var(--wp-spacing-m);
  height: 56px; box-sizing: border-box; padding: var(--wp-spacing-s);
  border-radius: var(--wp-border-radius-m); background: var(--wp-color-surface-1);
}
.wp-all-wallets-message {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: var(--wp-spacing-s);
  /* The list's height, so the card keeps its size when a search finds nothing. */
  height: min(420px, calc(100vh - 220px));
  height: min(420px, calc(100dvh - 220px));
  min-height: 240px; padding: var(--wp-spacing-xl) var(--wp-spacing-l); box-sizing: border-box;
}
.wp-all-wallets-message > p, .wp-all-wallets-message > h2 { margin: 0; }
.wp-all-wallets-empty-icon {
  display: flex; align-items: center; justify-content: center; width: 48px; height: 48px;
  border-radius: var(--wp-border-radius-full); background: var(--wp-color-surface-2);
  color: var(--wp-color-text-secondary); margin-bottom: var(--wp-spacing-2xs);
}
.wp-all-wallets-empty-title { font-weight: var(--wp-font-weight-semibold); }
`;
