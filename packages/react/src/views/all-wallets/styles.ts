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
.wp-all-wallets-item { position: absolute; top: 0; left: 0; width: 100%; height: 56px; }
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
